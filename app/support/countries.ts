/**
 * Countries as ISO 3166-1 alpha-2 codes (SPEC §2.8): what a member's
 * country of residence and nationality are stored as. Names are never
 * stored: they are shown in the reader's language with `Intl.DisplayNames`,
 * on the server and in the browser alike (this file has no server import,
 * the form kit reads it too).
 */

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

const namers = new Map<string, Intl.DisplayNames>()

/**
 * The name of a country in `locale` ("Thailand", "ไทย"). A value that is
 * not a code (a legacy free-text country kept for staff to check) is
 * returned as it is; no value is an empty string.
 */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return ''
  if (!isCountryCode(code) && !CALLING_ONLY.has(code)) return code
  let namer = namers.get(locale)
  if (!namer) {
    namer = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    namers.set(locale, namer)
  }
  return namer.of(code) ?? code
}

export type CountryOption = { value: string; label: string }

/** Every country, named in `locale` and sorted in its order, Thailand first. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale)
  const options = COUNTRY_CODES.map((value) => ({ value, label: countryName(value, locale) }))
  options.sort((a, b) =>
    a.value === HOME_COUNTRY
      ? -1
      : b.value === HOME_COUNTRY
        ? 1
        : collator.compare(a.label, b.label)
  )
  return options
}
