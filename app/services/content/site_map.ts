import type { I18n } from '@adonisjs/i18n'
import string from '@adonisjs/core/helpers/string'
import {
  BUSINESS_TOPIC_GROUPS,
  BUSINESS_TOPICS,
  PERSONAL_TOPIC_GROUPS,
  SERVICE_AREAS,
  SITE_PAGES,
  type SitePage,
  topicPath,
} from '#support/site_pages'

type Section = SitePage['section']

/** Display order of the site map's sections. */
const SECTIONS: Section[] = [
  'main',
  'about',
  'personal',
  'business',
  'services',
  'resources',
  'legal',
  'account',
]

/** "traffic-accident" → "Traffic accident", until the topic has a translated title. */
function humanize(slug: string) {
  return string.sentenceCase(slug.replace(/-/g, ' '))
}

/**
 * The site map (SPEC §2.2): every indexed page of the registry (the same
 * list as sitemap.xml) and every topic page, grouped by section in display
 * order; a section without links is left out.
 */
export function siteMapSections(i18n: I18n) {
  const topic = (slug: string) => i18n.t(`topics.${slug}.title`, {}, humanize(slug))
  const serviceArea = (slug: string) => i18n.t(`service_areas.${slug}.title`, {}, topic(slug))
  const links = new Map<Section, Array<{ label: string; path: string }>>(
    SECTIONS.map((section) => [section, []])
  )
  for (const page of SITE_PAGES) {
    if (page.indexed === false) continue
    links.get(page.section)!.push({ label: i18n.t(page.nav), path: page.path })
  }
  const personal = Object.values(PERSONAL_TOPIC_GROUPS).flat()
  const business = [...BUSINESS_TOPICS, ...Object.values(BUSINESS_TOPIC_GROUPS).flat()]
  for (const slug of personal) {
    links.get('personal')!.push({ label: topic(slug), path: topicPath('personal', slug) })
  }
  for (const slug of business) {
    links.get('business')!.push({ label: topic(slug), path: topicPath('business', slug) })
  }
  for (const slug of SERVICE_AREAS) {
    links.get('services')!.push({ label: serviceArea(slug), path: topicPath('service', slug) })
  }
  return SECTIONS.filter((section) => links.get(section)!.length > 0).map((section) => ({
    key: section,
    title: i18n.t(`forms.site_map.sections.${section}`),
    links: links.get(section)!,
  }))
}
