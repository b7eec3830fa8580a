/**
 * Canonical and alternate-language URLs of a page. The path keeps its
 * meaningful query (page, filters) but drops `lang`; the canonical URL of
 * a Thai page carries `lang=th`.
 */
export function seoLinks(baseUrl: string, pageUrl: string, locale: string) {
  const url = new URL(pageUrl, baseUrl)
  url.hash = ''
  url.searchParams.delete('lang')
  const withLang = (lang: string | null) => {
    const copy = new URL(url)
    if (lang) copy.searchParams.set('lang', lang)
    return copy.toString()
  }
  return {
    canonical: withLang(locale === 'th' ? 'th' : null),
    en: withLang('en'),
    th: withLang('th'),
    xDefault: withLang(null),
  }
}
