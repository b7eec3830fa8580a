import vine from '@vinejs/vine'
import { MATTER_CATEGORIES, MATTER_STATUSES, SERVICE_KINDS } from '#enums/casework'
import { id, integer } from '#validators/rules'

/** Limits of the casework forms (the form kit reads the same numbers through the page). */
export const MATTER_TITLE_MAX = 200
export const MATTER_NOTES_MAX = 5000
export const SERVICE_NOTE_MAX = 500
export const REASON_MAX = 500
export const PAGES_MAX = 1000
export const MINUTES_MAX = 600

const text = (max: number) => vine.string().trim().maxLength(max)
const optionalId = () => id().optional().nullable()

/** Open a matter: the membership is named by its number. */
export const matterValidator = vine.create({
  membership_number: vine.string().trim().minLength(3).maxLength(40),
  title: text(MATTER_TITLE_MAX).minLength(3),
  category: vine.enum(MATTER_CATEGORIES),
  began_on: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .after('1900-01-01')
    .beforeOrEqual('today'),
  lawyer_id: optionalId(),
  notes: text(MATTER_NOTES_MAX).optional().nullable(),
  consultancy_request_id: optionalId(),
  support_ticket_id: optionalId(),
})

/** Work a matter: status, category, notes and (the four roles) its lawyer. */
export const matterUpdateValidator = vine.create({
  status: vine.enum(MATTER_STATUSES),
  category: vine.enum(MATTER_CATEGORIES),
  notes: text(MATTER_NOTES_MAX).optional().nullable(),
  lawyer_id: optionalId(),
})

/** Log a service; an extra service needs its reason (checked with the limits). */
export const serviceValidator = vine.create({
  kind: vine.enum(SERVICE_KINDS),
  pages: integer().positive().max(PAGES_MAX).optional().nullable(),
  minutes: integer().positive().max(MINUTES_MAX).optional().nullable(),
  note: text(SERVICE_NOTE_MAX).optional().nullable(),
  extra: vine.boolean().optional(),
  extra_reason: text(REASON_MAX).optional().nullable(),
})

/** A correction: the reason the entry is reversed. */
export const reversalValidator = vine.create({ reason: text(REASON_MAX).minLength(3) })
