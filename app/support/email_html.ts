import sanitizeHtml from 'sanitize-html'

/**
 * A sent email's HTML as staff may view it (Email Histories): the layout
 * of a mail (tables, inline styles, images, links) stays; scripts, event
 * handlers, forms, frames and `javascript:` URLs go. The screen shows the
 * result in a sandboxed iframe without scripts, so even a missed trick
 * cannot run.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font', 'h1', 'h2', 'span'],
  allowVulnerableTags: false,
  allowedAttributes: {
    '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'border', 'class'],
    'a': ['href', 'title', 'target'],
    'img': ['src', 'alt', 'title', 'width', 'height'],
    'table': ['role', 'cellpadding', 'cellspacing', 'width', 'border', 'align'],
    'td': ['colspan', 'rowspan'],
    'th': ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
}

export function sanitizeEmailHtml(html: string | null | undefined): string {
  // <style> blocks are dropped (sanitize-html keeps their text only when told to); inline styles stay.
  return html ? sanitizeHtml(html, OPTIONS) : ''
}
