import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { useDatabase } from '#tests/helpers'
import { seedGeneralFaq } from '#database/seed/faq'
import { seedPlanFaqs } from '#database/seed/plan_faqs'
import { seedTerms } from '#database/seed/content'
import { indexedPaths } from '#support/site_pages'

/** SPEC §2.1: the route names links are built from. */
const SPEC_ROUTE_NAMES = [
  'home',
  'get-started',
  'login',
  'view-plans',
  'how-we-help',
  'vision-and-mission',
  'privacy-policy',
  'resources.contact-us',
  'resources.blog',
  'faqs-general',
  'auth.payment',
  'auth.account',
  'language.store',
  'logout',
  'auth.delete.profile',
  'admin.dashboard',
]

/** Text that is a translation key, not words: a key the page forgot to define. */
const RAW_KEY =
  />\s*(nav|footer|home|pages|plans|topics|service_areas|forms|faq|blog|auth|checkout|common|errors|region|nav_panels|marketing_common)\.[a-z0-9_.-]+\s*</

function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a[^>]+href="(\/[^"#]*)"/g)) {
    const path = match[1].replace(/&amp;/g, '&')
    if (!path.startsWith('/assets') && !path.startsWith('/@')) links.add(path)
  }
  return [...links]
}

test.group('Walking the public site', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await seedGeneralFaq()
    await seedPlanFaqs()
    await seedTerms()
  })

  test('[spec 2.1] every named route of SPEC §2.1 exists', ({ assert }) => {
    const names = new Set<string>()
    for (const routes of Object.values(router.toJSON())) {
      for (const route of routes) if (route.name) names.add(route.name)
    }
    for (const name of SPEC_ROUTE_NAMES) assert.isTrue(names.has(name), `route ${name}`)
  })

  for (const lang of ['en', 'th']) {
    test(`[spec 2.2] every link of the header, footer and site map answers 200 without JavaScript (${lang})`, async ({
      client,
      assert,
    }) => {
      const home = await client.get(`/?lang=${lang}`).header('accept', 'text/html')
      const siteMap = await client.get(`/site-map?lang=${lang}`).header('accept', 'text/html')
      home.assertStatus(200)
      siteMap.assertStatus(200)
      const paths = new Set([
        ...internalLinks(home.text()),
        ...internalLinks(siteMap.text()),
        ...indexedPaths(),
      ])
      assert.isAbove(paths.size, 80)
      const broken: string[] = []
      for (const path of paths) {
        const separator = path.includes('?') ? '&' : '?'
        const response = await client
          .get(`${path}${separator}lang=${lang}`)
          .header('accept', 'text/html')
          .redirects(0)
        const status = response.status()
        if (status !== 200) {
          broken.push(`${path} → ${status}`)
          continue
        }
        const html = response.text()
        if (!/<title[^>]*>[^<]+ - Lexpat<\/title>/.test(html))
          broken.push(`${path} → no "… - Lexpat" title`)
        if (!html.includes('data-server-rendered="true"'))
          broken.push(`${path} → not server-rendered`)
        const raw = html.match(RAW_KEY)
        if (raw) broken.push(`${path} → untranslated ${raw[0]}`)
        // An image without its size shifts the page when it loads.
        const unsized = html.match(/<img(?![^>]*\bwidth=)[^>]*>/)
        if (unsized) broken.push(`${path} → image without width/height ${unsized[0]}`)
      }
      assert.deepEqual(broken, [])
    }).timeout(180_000)
  }
})
