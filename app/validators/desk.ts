import vine from '@vinejs/vine'
import { DESK_KINDS } from '#enums/desk'
import {
  callingCountry,
  id,
  integer,
  phoneNumber,
  MESSAGE_MAX,
  SUBJECT_MAX,
} from '#validators/rules'
import {
  DESK_EXTENSIONS,
  DESK_MAX_FILE_BYTES,
  DESK_MAX_FILES,
  DESK_MAX_STATED_PAGES,
} from '#services/support_desk/desk/uploads'

const fileIds = () => vine.array(id()).maxLength(DESK_MAX_FILES).optional()

/** Start a request from Settings › My requests (SPEC §1 "what a membership covers"). */
export const deskRequestValidator = vine.create({
  kind: vine.enum(DESK_KINDS),
  subject: vine.string().trim().minLength(3).maxLength(SUBJECT_MAX),
  details: vine.string().trim().minLength(1).maxLength(MESSAGE_MAX),
  // Read with the calling code chosen beside it and stored in E.164 (SPEC §2.8), as in Profile Details.
  callback_phone: phoneNumber().optional().nullable(),
  callback_phone_country: callingCountry().optional(),
  // The member's Bangkok wall-clock time, from a datetime-local field.
  callback_at: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .optional()
    .nullable(),
  matter_id: id().optional().nullable(),
  file_ids: fileIds(),
  // Pages of a DOCX or an image, as the member states them (a PDF's are read from the file).
  file_pages: vine
    .array(vine.object({ id: id(), pages: integer().min(1).max(DESK_MAX_STATED_PAGES) }))
    .maxLength(DESK_MAX_FILES)
    .optional(),
  accept_extra: vine.boolean().optional(),
})

/** A message in a request's thread, from the member or from staff. */
export const deskMessageValidator = vine.create({
  body: vine.string().trim().minLength(1).maxLength(MESSAGE_MAX),
  file_ids: fileIds(),
})

/** One file, uploaded on its own (the page shows its progress) before it is sent. */
export const deskUploadValidator = vine.create({
  file: vine.file({ size: DESK_MAX_FILE_BYTES, extnames: [...DESK_EXTENSIONS] }),
})

/** Staff correct the page count of a document. */
export const deskPagesValidator = vine.create({
  pages: integer().min(1).max(DESK_MAX_STATED_PAGES),
})

/** Which work a staff thread list is for: a matter, a consultancy request or a ticket. */
export const deskThreadQueryValidator = vine.create({
  matter_id: id().optional(),
  consultancy_request_id: id().optional(),
  support_ticket_id: id().optional(),
})
