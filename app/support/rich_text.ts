import sanitizeHtml from 'sanitize-html'

/**
 * Rich text (FAQ answers, blog posts, terms, mail templates) is sanitized on
 * save and again on render (DESIGN §6): formatting, links, lists, tables and
 * images survive; scripts, event handlers, styles and iframes do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'hr',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    // Responsive variants of our own images (app/services/content/images.ts).
    source: ['type', 'srcset', 'sizes'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * The same text gives the same clean text, and the texts a public page
 * shows are few and read on every render: the last ones are kept, within
 * a character budget (key and result together), least recently used first
 * out (DESIGN §6).
 */
const SANITIZED_BUDGET = 512 * 1024
const sanitized = new Map<string, string>()
let sanitizedChars = 0

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  const known = sanitized.get(html)
  if (known !== undefined) {
    sanitized.delete(html)
    sanitized.set(html, known)
    return known
  }
  const clean = sanitizeHtml(html, OPTIONS)
  const size = html.length + clean.length
  if (size <= SANITIZED_BUDGET / 16) {
    sanitized.set(html, clean)
    sanitizedChars += size
    for (const [oldest, value] of sanitized) {
      if (sanitizedChars <= SANITIZED_BUDGET) break
      sanitized.delete(oldest)
      sanitizedChars -= oldest.length + value.length
    }
  }
  return clean
}
