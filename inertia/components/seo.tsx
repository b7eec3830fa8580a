import { Head, usePage } from '@inertiajs/react'
import { useShared } from '~/lib/shared_props'
import { seoLinks } from '~/lib/seo'

/**
 * Everything a search engine or a link preview reads, rendered into the
 * server HTML: the title ("Title - Lexpat", composed by the title callback),
 * meta description, canonical URL, Open Graph tags and hreflang links for
 * English and Thai (each language has its own URL through `?lang=`).
 */
export function Seo({
  title,
  description,
  type = 'website',
  image,
  noindex = false,
}: {
  title: string
  description?: string
  type?: 'website' | 'article'
  image?: string
  noindex?: boolean
}) {
  const { url } = usePage()
  const { app, locale } = useShared()
  const links = seoLinks(app.url, url, locale)
  return (
    <Head title={title}>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={links.canonical} />
      <link rel="alternate" hrefLang="en" href={links.en} />
      <link rel="alternate" hrefLang="th" href={links.th} />
      <link rel="alternate" hrefLang="x-default" href={links.xDefault} />
      <meta property="og:site_name" content={app.name} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={links.canonical} />
      <meta property="og:locale" content={locale === 'th' ? 'th_TH' : 'en_US'} />
      {image ? <meta property="og:image" content={new URL(image, app.url).toString()} /> : null}
    </Head>
  )
}
