import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  sections: Array<{ key: string; title: string; links: Array<{ label: string; path: string }> }>
}

/** The site map (SPEC §2.2): the same pages as sitemap.xml, by section. */
export default function SiteMap({ sections }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('forms.site_map.title')} description={t('forms.site_map.meta_description')} />
      <PageHero
        eyebrow={t('nav.site_map')}
        title={t('forms.site_map.heading')}
        intro={t('forms.site_map.intro')}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section
            key={section.key}
            aria-labelledby={`site-map-${section.key}`}
            data-testid={`site-map-${section.key}`}
          >
            <h2 id={`site-map-${section.key}`} className="text-xl font-semibold text-navy-800">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link href={link.path} className="text-navy-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
