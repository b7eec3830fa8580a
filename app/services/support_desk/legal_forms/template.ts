import { DateTime } from 'luxon'
import type { LegalFormField } from '#enums/legal_forms'
import { documentDate, type DocumentLocale } from '#services/documents/thai_text'

/** What an unanswered optional field prints as: a line to fill in by hand. */
export const BLANK = '____________________'
const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g

/** The placeholder keys a body uses, in order of first use. */
export function placeholdersOf(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1]))]
}

/** One answer as it reads on the document, in the document's language. */
export function displayValue(
  field: LegalFormField,
  raw: string | undefined,
  locale: DocumentLocale
): string {
  const value = (raw ?? '').trim()
  if (field.type === 'signature') {
    return value ? `${BLANK}\n(${value})` : BLANK
  }
  if (!value) return BLANK
  if (field.type === 'date') {
    const date = DateTime.fromISO(value, { zone: 'Asia/Bangkok' })
    return date.isValid ? documentDate(date, locale) : value
  }
  if (field.type === 'number') {
    const number = Number(value.replace(/,/g, ''))
    if (!Number.isFinite(number)) return value
    // 1,250 or 1,250.50: whole amounts without decimals, others with two.
    const decimals = Number.isInteger(number) ? 0 : 2
    return number.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
  }
  if (field.type === 'choice') {
    const option = field.options?.find((candidate) => candidate.value === value)
    if (!option) return value
    return locale === 'th' ? option.label_th || option.label_en : option.label_en
  }
  return value
}

/**
 * The body with every `{{key}}` replaced by the member's answer. Answers are
 * inserted as plain text in one pass, so an answer that itself looks like
 * `{{other}}` stays as typed; a placeholder naming no field is left out.
 * The PDF writer draws text (never markup), so nothing in an answer can
 * change the document's layout beyond its own line breaks.
 */
export function fillTemplate(
  body: string,
  fields: LegalFormField[],
  values: Record<string, string>,
  locale: DocumentLocale
): string {
  const byKey = new Map(fields.map((field) => [field.key, field]))
  return body.replace(PLACEHOLDER, (_match, key: string) => {
    const field = byKey.get(key)
    if (!field) return ''
    return displayValue(field, values[key], locale)
  })
}

/** Paragraphs of a filled body: blank lines separate them; `# ` starts a heading. */
export function paragraphsOf(text: string): Array<{ text: string; heading: boolean }> {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('# ')
        ? { text: block.slice(2).trim(), heading: true }
        : { text: block, heading: false }
    )
}
