import vine from '@vinejs/vine'
import { id } from '#validators/rules'

/** A scanned letter or saved email: one PDF, JPEG or PNG (its bytes are checked too). */
export const WRITTEN_REQUEST_MAX_BYTES = 5 * 1024 * 1024
export const WRITTEN_REQUEST_NOTES_MAX = 5000

/**
 * A request received in writing (issue 18 item 4). The scan is required for
 * email and letter (it is the written request), absent for a phone call.
 * The day received is checked against the calendar by the controller.
 */
export const writtenRequestValidator = vine.create({
  kind: vine.enum(['cancellation', 'plan_change'] as const),
  channel: vine.enum(['email', 'letter', 'phone'] as const),
  received_on: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
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
