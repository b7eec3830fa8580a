import sanitizeHtml from 'sanitize-html'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1].toLowerCase() === 'x'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[entity.toLowerCase()] ?? match
  })
}

const HEADING = /^h[1-6]$/

/**
 * Rich text (the terms, sanitized HTML) as plain paragraphs for a PDF:
 * block elements and <br> end a line, list items get a bullet, headings are
 * marked, every other tag is dropped and its text kept.
 */
export function htmlParagraphs(html: string): Array<{ text: string; heading: boolean }> {
  const withMarkers = html
    .replace(/<\s*br\s*\/?>/gi, '\uE001')
    .replace(/<\s*li[^>]*>/gi, '\uE002• ')
    .replace(/<\s*(h[1-6])[^>]*>/gi, (_, tag: string) => `\uE002\uE003${tag.toLowerCase()}`)
    .replace(/<\s*\/\s*(p|div|li|ul|ol|h[1-6]|blockquote|tr|table|section)\s*>/gi, '\uE002')
    .replace(/<\s*(p|div|ul|ol|blockquote|tr|table|section)(\s[^>]*)?>/gi, '\uE002')
  const text = decodeEntities(sanitizeHtml(withMarkers, { allowedTags: [], allowedAttributes: {} }))
  return text
    .split('\uE002')
    .map((block) => {
      const headingMatch = /^\uE003(h[1-6])/.exec(block)
      const body = headingMatch ? block.slice(headingMatch[0].length) : block
      const clean = body
        .split('\uE001')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
      return { text: clean, heading: Boolean(headingMatch && HEADING.test(headingMatch[1])) }
    })
    .filter((paragraph) => paragraph.text !== '')
}
