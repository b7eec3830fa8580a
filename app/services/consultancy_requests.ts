import db from '@adonisjs/lucid/services/db'
import ConsultancyRequest from '#models/consultancy_request'
import { LIVING_WILL_CATEGORY } from '#validators/support'
import { notifyStaff } from '#mails/staff_notification'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'
import type { RequestMeta } from '#types/request_meta'

/**
 * A living-will request, kept as a consultancy request (which numbers
 * itself). A consultancy request has no contact columns, so the visitor's
 * details lead the text staff read.
 */
export async function requestLivingWill(
  data: {
    name: string
    email: string
    phone?: string
    membership_number?: string
    details: string
  },
  meta: RequestMeta
) {
  const details = [
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone ?? 'not given'}`,
    `Membership number: ${data.membership_number ?? 'not given'}`,
    '',
    data.details,
  ].join('\n')
  const request = await db.transaction(async (trx) =>
    ConsultancyRequest.create(
      { category: LIVING_WILL_CATEGORY, details, userId: meta.userId ?? null },
      { client: trx }
    )
  )
  await notifyStaff(new ConsultancyRequestNotification(request))
  return request
}
