import ContactMessage from '#models/contact_message'
import { notifyStaff } from '#mails/staff_notification'
import ContactMessageNotification from '#mails/contact_message_notification'
import type { RequestMeta } from '#types/request_meta'

/** A message from the contact form (SPEC §2.2), passed on to staff. */
export async function storeContactMessage(
  data: { name: string; email: string; phone?: string; subject: string; message: string },
  meta: RequestMeta
) {
  const message = await ContactMessage.create({
    name: data.name,
    email: data.email,
    subject: data.subject,
    message: data.message,
    phone: data.phone ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
  })
  await notifyStaff(new ContactMessageNotification(message))
  return message
}
