import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { BUSINESS_ZONE } from '#support/business_hours'
import { id } from '#validators/rules'
import type { WrittenRequestInput } from '#services/memberships/written_requests'

/** A scanned letter or saved email: one PDF, JPEG or PNG (its bytes are checked too). */
export const WRITTEN_REQUEST_MAX_BYTES = 5 * 1024 * 1024
export const WRITTEN_REQUEST_NOTES_MAX = 5000

/** How far back a request may be dated: older ones are a data-entry slip. */
const OLDEST_DAYS = 366

/**
 * The day a request was received: a calendar date (Bangkok), not in the
 * future, at most a year ago.
 */
const receivedDay = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const day = DateTime.fromISO(value, { zone: BUSINESS_ZONE }).startOf('day')
  const today = DateTime.now().setZone(BUSINESS_ZONE).startOf('day')
  if (!day.isValid) field.report('The {field} is not a date', 'not_a_date', field)
  else if (day > today) field.report('The {field} is in the future', 'in_future', field)
  else if (day < today.minus({ days: OLDEST_DAYS })) {
    field.report('The {field} is too long ago', 'too_old', field)
  }
})

/**
 * A request received in writing (SPEC §1). The scan is required for email
 * and letter (it is the written request), absent for a phone call.
 */
export const writtenRequestValidator = vine.create({
  kind: vine.enum(['cancellation', 'plan_change'] as const),
  channel: vine.enum(['email', 'letter', 'phone'] as const),
  received_on: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .use(receivedDay()),
  price_id: id().optional().requiredWhen('kind', '=', 'plan_change'),
  reason: vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(255)
    .optional()
    .requiredWhen('kind', '=', 'cancellation'),
  notes: vine.string().trim().maxLength(WRITTEN_REQUEST_NOTES_MAX).optional(),
  attachment: vine
    .file({ size: WRITTEN_REQUEST_MAX_BYTES, extnames: ['pdf', 'jpg', 'jpeg', 'png'] })
    .optional()
    .requiredWhen('channel', 'in', ['email', 'letter']),
})

/** The form as the request it records: the day received starts at Bangkok midnight; a call has no scan. */
export function writtenRequestInput(
  data: Infer<typeof writtenRequestValidator>
): WrittenRequestInput {
  return {
    kind: data.kind,
    channel: data.channel,
    receivedAt: DateTime.fromISO(data.received_on, { zone: BUSINESS_ZONE }).startOf('day'),
    priceId: data.price_id ?? null,
    reason: data.reason ?? null,
    notes: data.notes ?? null,
    attachment: data.channel === 'phone' ? null : (data.attachment ?? null),
  }
}
