import { BaseMail } from '@adonisjs/mail'
import type ContactMessage from '#models/contact_message'
import { staffNotificationEmail } from '#mails/staff_notification'

/** Tells staff that a visitor wrote through the contact form. */
export default class ContactMessageNotification extends BaseMail {
  constructor(public contactMessage: ContactMessage) {
    super()
    this.subject = `Contact form: ${contactMessage.subject}`
  }

  prepare() {
    const data = {
      name: this.contactMessage.name,
      email: this.contactMessage.email,
      phone: this.contactMessage.phone,
      subject: this.contactMessage.subject,
      message: this.contactMessage.message,
      receivedAt: this.contactMessage.createdAt
        ?.setZone('Asia/Bangkok')
        .toFormat('d LLL yyyy HH:mm'),
    }
    this.message
      .to(staffNotificationEmail())
      .replyTo(this.contactMessage.email, this.contactMessage.name)
      .htmlView('emails/contact_message_notification', data)
      .textView('emails/contact_message_notification_text', data)
  }
}
