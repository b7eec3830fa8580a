/**
 * Phone numbers in the browser (SPEC §2.8): the same reading as the
 * server's, with libphonenumber's `min` metadata. Only the pages with a
 * phone field import it, so the shared layout's bundle stays without it.
 */
export {
  callingCodes,
  formatPhone,
  splitPhone,
  toE164,
  type PhoneLinks,
} from '../../app/support/phone_numbers'
