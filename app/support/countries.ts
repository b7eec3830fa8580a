/**
 * Countries as ISO 3166-1 alpha-2 codes (SPEC §2.8): what a member's
 * country of residence and nationality are stored as. Names are never
 * stored: they are shown in the reader's language with `Intl.DisplayNames`,
 * on the server and in the browser alike (this file has no server import,
 * the form kit reads it too).
 */
import { perLocale } from './per_locale.js'

// The phone field keeps its calling-code list the same way (it reads this file, not the server's).
export { perLocale }

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

const CODES = new Set(COUNTRY_CODES)

/** Places with a calling code of their own but no ISO 3166-1 code (Ascension, Tristan da Cunha, Kosovo). */
const CALLING_ONLY = new Set(['AC', 'TA', 'XK'])

/** The country Lexpat serves first: listed first, the default calling code. */
export const HOME_COUNTRY = 'TH'

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && CODES.has(value)
}

/**
 * Names and sorted lists are made once per locale and kept: every server
 * render of a form with a country or phone field needs the whole list, and
 * `Intl.DisplayNames#of` and the sort cost about a millisecond a list.
 */
const namerIn = perLocale(
  (locale) => new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
)
const namesIn = perLocale(() => new Map<string, string>())

/**
 * The name of a country in `locale` ("Thailand", "ไทย"). A value that is
 * not a code (a legacy free-text country kept for staff to check) is
 * returned as it is; no value is an empty string.
 */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return ''
  if (!isCountryCode(code) && !CALLING_ONLY.has(code)) return code
  const kept = namesIn(locale)
  const known = kept.get(code)
  if (known !== undefined) return known
  const name = namerIn(locale).of(code) ?? code
  kept.set(code, name)
  return name
}

export type CountryOption = { readonly value: string; readonly label: string }

/**
 * `items` sorted by label in `locale`'s order, the home country first.
 * Sorts in place and returns `items`.
 */
export function homeCountryFirst<T extends { value: string; label: string }>(
  items: T[],
  locale: string
): T[] {
  const collator = new Intl.Collator(locale)
  return items.sort((a, b) =>
    a.value === HOME_COUNTRY
      ? -1
      : b.value === HOME_COUNTRY
        ? 1
        : collator.compare(a.label, b.label)
  )
}

/** Every country, named in `locale` and sorted in its order, Thailand first (one shared list per locale). */
export const countryOptions: (locale: string) => readonly CountryOption[] = perLocale((locale) =>
  Object.freeze(
    homeCountryFirst(
      COUNTRY_CODES.map((value) => Object.freeze({ value, label: countryName(value, locale) })),
      locale
    )
  )
)
