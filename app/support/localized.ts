/**
 * The one rule for content stored in both languages (a `fooTh` column
 * beside `foo`): Thai visitors get the Thai text when there is some, and
 * everyone else — or a Thai visitor of an untranslated row — the English.
 * Blank Thai counts as missing.
 */
export function localized<T extends string | null | undefined>(
  english: T,
  thai: string | null | undefined,
  locale: string
): T | string {
  return locale === 'th' && typeof thai === 'string' && thai.trim() !== '' ? thai : english
}
