/**
 * Phones and countries written before they were checked (SPEC §2.8): the
 * conversion the migration runs over existing rows, and the reading of a
 * country typed as text (the members import, a mail segment).
 *
 * A number is read with Thailand as its default country; a country name
 * is matched in English and Thai, by its code, by common other names and
 * nationalities ("USA", "UK", "Thai", "Deutschland"), ignoring case,
 * punctuation and one slip of the keyboard. What cannot be read is kept as
 * it was and flagged for staff.
 */
import { COUNTRY_CODES, isCountryCode } from '#support/countries'
import { isE164, toE164 } from '#support/phone_numbers'

/** Other names and nationalities people write, by code (already simplified, see `simplify`). */
const ALIASES: Record<string, string[]> = {
  TH: [
    'thai',
    'thais',
    'siam',
    'siamese',
    'ประเทศไทย',
    'คนไทย',
    'thai land',
    'kingdom of thailand',
  ],
  US: ['usa', 'us', 'america', 'united states of america', 'american', 'u s', 'united states'],
  GB: [
    'uk',
    'u k',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
    'british',
    'english',
    'scottish',
    'welsh',
    'united kingdom of great britain and northern ireland',
  ],
  DE: ['deutschland', 'german', 'germany'],
  FR: ['french'],
  NL: ['holland', 'dutch', 'the netherlands', 'nederland'],
  CH: ['swiss', 'schweiz', 'suisse'],
  AT: ['austrian', 'osterreich'],
  IT: ['italian', 'italia'],
  ES: ['spanish', 'espana'],
  SE: ['swedish', 'swede'],
  NO: ['norwegian'],
  DK: ['danish', 'dane'],
  FI: ['finnish', 'finn'],
  BE: ['belgian'],
  IE: ['irish', 'eire'],
  RU: ['russian', 'russian federation'],
  CN: ['chinese', 'prc', 'peoples republic of china'],
  TW: ['taiwanese'],
  HK: ['hongkong', 'hong kong sar'],
  JP: ['japanese', 'nippon'],
  KR: ['korea', 'south korean', 'korean', 'republic of korea'],
  KP: ['north korean'],
  IN: ['indian'],
  AU: ['australian', 'aussie'],
  NZ: ['new zealander', 'kiwi'],
  CA: ['canadian'],
  MM: ['burma', 'burmese', 'myanmar burma'],
  KH: ['cambodian', 'khmer', 'kampuchea'],
  LA: ['laos', 'lao', 'laotian', 'lao pdr'],
  VN: ['vietnamese', 'viet nam'],
  MY: ['malaysian'],
  SG: ['singaporean'],
  ID: ['indonesian'],
  PH: ['filipino', 'philippine', 'the philippines'],
  IL: ['israeli'],
  AE: ['uae', 'emirati', 'emirates', 'dubai'],
  ZA: ['south african'],
  CZ: ['czech republic', 'czech'],
  PL: ['polish'],
  TR: ['turkish', 'turkiye'],
  BR: ['brazilian', 'brasil'],
  MX: ['mexican'],
  PT: ['portuguese'],
  GR: ['greek'],
  PK: ['pakistani'],
  BD: ['bangladeshi'],
  LK: ['sri lankan'],
  NP: ['nepali', 'nepalese'],
}

/** Lower case, no accents, no punctuation, single spaces ("U.S.A." → "u s a" → also "usa"). */
function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, (mark) => (/[\u0E00-\u0E7F]/.test(mark) ? mark : ''))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
}

let index: Map<string, string> | null = null

/** Every known name (English and Thai names, codes, aliases), simplified, to its code. */
function names(): Map<string, string> {
  if (index) return index
  index = new Map()
  const english = new Intl.DisplayNames(['en'], { type: 'region' })
  const thai = new Intl.DisplayNames(['th'], { type: 'region' })
  for (const code of COUNTRY_CODES) {
    for (const name of [english.of(code), thai.of(code)]) {
      if (name) index.set(simplify(name), code)
    }
  }
  for (const [code, aliases] of Object.entries(ALIASES)) {
    for (const alias of aliases) index.set(simplify(alias), code)
  }
  return index
}

/** Edit distance counting a swap of two neighbouring letters as one slip ("Thialand"). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        rows[i - 1][j] + 1,
        row[j - 1] + 1,
        rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1)
      }
    }
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/**
 * The code of a country written as text, or null when it names none (or
 * could name two). A code is taken as it is ("th" → TH). `exact` reads no
 * slip of the keyboard (what a form accepts).
 */
export function countryCodeFromText(
  raw: string | null | undefined,
  { exact = false }: { exact?: boolean } = {}
): string | null {
  const text = (raw ?? '').trim()
  if (!text) return null
  if (isCountryCode(text.toUpperCase()) && text.length === 2) return text.toUpperCase()
  const simple = simplify(text)
  if (!simple) return null
  const known = names()
  const found = known.get(simple) ?? known.get(simple.replace(/ /g, ''))
  if (found || exact) return found ?? null
  // One slip of the keyboard in a name long enough not to be another country's.
  if (simple.length < 5) return null
  const close = new Set<string>()
  for (const [name, code] of known) {
    if (name.length >= 5 && distance(simple, name, 1) <= 1) close.add(code)
  }
  return close.size === 1 ? [...close][0] : null
}

export type Converted = { value: string | null; needsReview: boolean }

/** A stored phone number as E.164, or as it was and flagged when it is no number. */
export function convertPhone(raw: string | null | undefined): Converted {
  const text = (raw ?? '').trim()
  if (!text) return { value: null, needsReview: false }
  if (isE164(text) && toE164(text) === text) return { value: text, needsReview: false }
  const number = toE164(text)
  return number ? { value: number, needsReview: false } : { value: raw!, needsReview: true }
}

/** A stored country or nationality as its code, or as it was and flagged when it names none. */
export function convertCountry(raw: string | null | undefined): Converted {
  const text = (raw ?? '').trim()
  if (!text) return { value: null, needsReview: false }
  const code = countryCodeFromText(text)
  return code ? { value: code, needsReview: false } : { value: raw!, needsReview: true }
}

/** Rows read and written per batch while converting a table. */
const BATCH = 500

type Column = { name: string; kind: 'phone' | 'country'; flag?: string }

/** The tables whose phones and countries are converted, and where a value to check is flagged. */
const TABLES: Array<{ table: string; columns: Column[] }> = [
  {
    table: 'users',
    columns: [
      { name: 'phone', kind: 'phone', flag: 'phone_needs_review' },
      { name: 'country', kind: 'country', flag: 'country_needs_review' },
      { name: 'nationality', kind: 'country', flag: 'country_needs_review' },
    ],
  },
  {
    table: 'partners',
    columns: [
      { name: 'phone', kind: 'phone', flag: 'phone_needs_review' },
      { name: 'nationality', kind: 'country', flag: 'country_needs_review' },
    ],
  },
  // A lead's number is the visitor's, as typed on a public form: converted when it reads.
  { table: 'leads', columns: [{ name: 'phone', kind: 'phone' }] },
]

export type ConversionReport = Record<string, { converted: number; flagged: number }>

/**
 * Converts the stored phones and countries of every table (the migration
 * that introduced E.164 and ISO codes runs it; running it again changes
 * nothing). A value that cannot be read is kept and its row flagged.
 */
export async function convertStoredContactDetails(client: {
  from: (table: string) => any
}): Promise<ConversionReport> {
  const report: ConversionReport = {}
  for (const { table, columns } of TABLES) {
    const counts = { converted: 0, flagged: 0 }
    report[table] = counts
    let after = 0
    for (;;) {
      const rows: Array<Record<string, any>> = await client
        .from(table)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .select('id', ...columns.map((column) => column.name))
      if (rows.length === 0) break
      after = rows[rows.length - 1].id
      for (const row of rows) {
        const changes: Record<string, unknown> = {}
        const flags: Record<string, boolean> = {}
        for (const column of columns) {
          const before = row[column.name]
          const result = column.kind === 'phone' ? convertPhone(before) : convertCountry(before)
          if (result.value !== before && !(result.value === null && !before)) {
            changes[column.name] = result.value
          }
          if (column.flag) flags[column.flag] = (flags[column.flag] ?? false) || result.needsReview
        }
        const flagged = Object.values(flags).some(Boolean)
        if (Object.keys(changes).length > 0) counts.converted++
        if (flagged) counts.flagged++
        const update = {
          ...changes,
          ...Object.fromEntries(Object.entries(flags).filter(([, v]) => v)),
        }
        if (Object.keys(update).length > 0) {
          await client.from(table).where('id', row.id).update(update)
        }
      }
    }
  }
  return report
}
