import type { DateTime } from 'luxon'
import { formatDate } from '#support/dates'

export type DocumentLocale = 'en' | 'th'

export const ZWSP = '\u200B'

const THAI = /[\u0E00-\u0E7F]/
const segmenter = new Intl.Segmenter('th', { granularity: 'word' })

/**
 * pdfkit breaks lines only where Unicode allows a break, and Thai has no
 * spaces between words: a zero-width space between two Thai words found by
 * Intl.Segmenter gives the line breaker its break opportunities without
 * changing what the reader sees (DESIGN §7).
 */
export function withThaiBreaks(text: string): string {
  if (!THAI.test(text)) return text
  let out = ''
  let previous = ''
  for (const { segment } of segmenter.segment(text)) {
    if (previous && THAI.test(previous.at(-1)!) && THAI.test(segment[0])) out += ZWSP
    out += segment
    previous = segment
  }
  return out
}

/**
 * Sara am (ำ) written as nikhahit + sara aa, the nikhahit before any tone
 * mark (น้ำ → น ํ ้ า), as a Thai shaper would. The font draws the same
 * thing either way, but pdfkit maps each drawn glyph back to the character
 * it came from: left composed, a copied "ทำ" would read "ทำา". Decomposed,
 * it copies as the standard equivalent (NFKC) of the word.
 */
export function decomposeSaraAm(text: string): string {
  return text.replace(/([\u0E48-\u0E4B]?)\u0E33/g, '\u0E4D$1\u0E32')
}

/** Thai text as pdfkit should receive it: sara am decomposed, word breaks marked. */
export function pdfThai(text: string): string {
  return decomposeSaraAm(withThaiBreaks(text))
}

export const BANGKOK = 'Asia/Bangkok'

/** A date as printed on a document: Buddhist era in Thai (23 พฤศจิกายน 2569), 23 November 2026 in English. */
export function documentDate(date: DateTime, locale: DocumentLocale): string {
  return formatDate(date, locale, 'long')
}

/** Date and time in Bangkok (the plan agreement's acceptance): "23 พฤศจิกายน 2569 เวลา 14:05:09 น. (UTC+7)". */
export function documentDateTime(date: DateTime, locale: DocumentLocale): string {
  const time = date.setZone(BANGKOK).toFormat('HH:mm:ss')
  return locale === 'th'
    ? `${documentDate(date, locale)} เวลา ${time} น. (UTC+7)`
    : `${documentDate(date, locale)}, ${time} (UTC+7)`
}

/** 1,234.50 (baht with thousands separators and two decimals, the same in both languages). */
export function formatBaht(satang: number): string {
  const sign = satang < 0 ? '-' : ''
  const absolute = Math.abs(satang)
  const whole = Math.floor(absolute / 100).toLocaleString('en-US')
  return `${sign}${whole}.${String(absolute % 100).padStart(2, '0')}`
}

/** The document's language: ?lang= when valid, else the member's own language, else English. */
export function documentLocale(...candidates: Array<string | null | undefined>): DocumentLocale {
  for (const candidate of candidates) {
    const value = (candidate ?? '').toLowerCase().slice(0, 2)
    if (value === 'th' || value === 'en') return value
  }
  return 'en'
}
