/**
 * Phone numbers (SPEC §2.8): stored in E.164 (+66812345678), entered as a
 * calling code and the number as people write it, judged with the
 * libphonenumber metadata of that country. The `min` metadata build keeps
 * the browser's copy small; this file has no server import, the form kit
 * reads it too.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
import { HOME_COUNTRY } from './countries.js'

const CALLING_COUNTRIES = new Set<string>(getCountries())

/** Whether libphonenumber knows the numbering plan of `country`. */
export function hasCallingCode(country: unknown): country is CountryCode {
  return typeof country === 'string' && CALLING_COUNTRIES.has(country)
}

/** Every country with a calling code, as `[code, '+66']`. */
export function callingCodes(): Array<[CountryCode, string]> {
  return getCountries().map((country) => [country, `+${getCountryCallingCode(country)}`])
}

/**
 * The E.164 form of `raw` read as a number of `country` (a number written
 * with its own `+` prefix keeps its own country), or null when it is not a
 * valid number there. A leading `00` (the international prefix most
 * countries dial) is read as `+` when the number is not valid otherwise.
 */
export function toE164(raw: string | null | undefined, country: string = HOME_COUNTRY) {
  const text = (raw ?? '').trim()
  if (!/\d/.test(text)) return null
  const region = hasCallingCode(country) ? country : HOME_COUNTRY
  const parsed = parsePhoneNumberFromString(text, region)
  if (parsed?.isValid()) return parsed.number as string
  const compact = text.replace(/[\s().\-]/g, '')
  if (/^00\d+$/.test(compact)) {
    const international = parsePhoneNumberFromString(`+${compact.slice(2)}`)
    if (international?.isValid()) return international.number as string
  }
  return null
}

/** Whether a stored value is already an E.164 number. */
export function isE164(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\+[1-9]\d{5,14}$/.test(value)
}

/**
 * The calling-code country and the national number of a stored value, to
 * fill a phone field: +66812345678 → TH, "081 234 5678". A value that is
 * not E.164 (kept from before numbers were checked) stays as it is, with
 * Thailand's code.
 */
export function splitPhone(value: string | null | undefined): {
  country: string
  national: string
} {
  if (!value) return { country: HOME_COUNTRY, national: '' }
  const parsed = isE164(value) ? parsePhoneNumberFromString(value) : undefined
  if (!parsed?.country) return { country: HOME_COUNTRY, national: value }
  return { country: parsed.country, national: parsed.formatNational() }
}

/** A stored number as people read it: +66 81 234 5678; a legacy value as it is. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return ''
  const parsed = isE164(value) ? parsePhoneNumberFromString(value) : undefined
  return parsed ? parsed.formatInternational() : value
}

export type PhoneLinks = { display: string; tel: string; whatsapp: string }

/**
 * What staff screens link a number with: `tel:+66812345678` and
 * `https://wa.me/66812345678`. Null when the stored value is no number a
 * phone can dial (a legacy value waiting for staff to check it).
 */
export function phoneLinks(value: string | null | undefined): PhoneLinks | null {
  const number = isE164(value) ? value : toE164(value)
  if (!number) return null
  return {
    display: formatPhone(number),
    tel: `tel:${number}`,
    whatsapp: `https://wa.me/${number.slice(1)}`,
  }
}
