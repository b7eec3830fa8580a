/**
 * Which texts of each bilingual content kind have a Thai twin (DESIGN §1,
 * §11): the public pages show the Thai when there is some and fall back to
 * the English (`#support/localized`), and the admin lists mark an entry
 * whose English has text where its Thai has none as "Thai missing", with a
 * `thai` filter (`missing` | `complete`) on each list.
 *
 * Pairs are model properties (camelCase) and their columns (snake_case),
 * written here in code, never taken from input.
 */
export type ThaiPair = {
  en: string
  th: string
  enColumn: string
  thColumn: string
  /** A JSON list of lines (plan-detail answers and variants) rather than text. */
  lines?: boolean
}

const pair = (en: string, th: string, lines = false): ThaiPair => ({
  en,
  th,
  enColumn: snake(en),
  thColumn: snake(th),
  lines,
})

function snake(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

export const THAI_CONTENT = {
  blog: [pair('title', 'titleTh'), pair('excerpt', 'excerptTh'), pair('body', 'bodyTh')],
  terms: [pair('title', 'titleTh'), pair('description', 'descriptionTh')],
  services: [pair('title', 'titleTh'), pair('description', 'descriptionTh')],
  faq: [
    pair('groupHeading', 'groupHeadingTh'),
    pair('question', 'questionTh'),
    pair('answer', 'answerTh'),
  ],
  planDetails: [
    pair('question', 'questionTh'),
    pair('description', 'descriptionTh'),
    pair('answers', 'answersTh', true),
    pair('variants', 'variantsTh', true),
  ],
  reviews: [pair('comment', 'commentTh')],
  // Titles and bodies of a legal form are required in both languages.
  legalForms: [pair('descriptionEn', 'descriptionTh')],
} as const satisfies Record<string, ThaiPair[]>

export type ThaiContentKind = keyof typeof THAI_CONTENT

/** The values of every list's `thai` filter. */
export const THAI_FILTER = ['missing', 'complete'] as const

function hasText(value: unknown, lines: boolean | undefined): boolean {
  if (lines) return Array.isArray(value) && value.some((line) => String(line).trim() !== '')
  return typeof value === 'string' && value.trim() !== ''
}

/** True when some English text of the record has no Thai twin. */
export function thaiMissing(record: object, kind: ThaiContentKind): boolean {
  const values = record as Record<string, unknown>
  return THAI_CONTENT[kind].some(
    (field: ThaiPair) =>
      hasText(values[field.en], field.lines) && !hasText(values[field.th], field.lines)
  )
}

/** SQL true when the column holds no text (a JSON list column: no lines). */
function blankSql(column: string, lines: boolean | undefined) {
  return lines
    ? `coalesce(trim(${column}), '') in ('', '[]', 'null')`
    : `coalesce(trim(${column}), '') = ''`
}

type RawWhere = {
  where(callback: (query: any) => void): unknown
  whereNot(callback: (query: any) => void): unknown
}

/** Narrows a list query by the `thai` filter (no filter: no change). */
export function whereThai<Q extends RawWhere>(
  query: Q,
  kind: ThaiContentKind,
  filter: string | undefined
): Q {
  if (filter !== 'missing' && filter !== 'complete') return query
  const missing = (sub: any) => {
    for (const field of THAI_CONTENT[kind] as readonly ThaiPair[]) {
      sub.orWhereRaw(
        `(not (${blankSql(field.enColumn, field.lines)}) and ${blankSql(field.thColumn, field.lines)})`
      )
    }
  }
  if (filter === 'missing') query.where(missing)
  else query.whereNot(missing)
  return query
}
