import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  ADD_ON_COVERAGE,
  BUSINESS_TOPIC_GROUPS,
  BUSINESS_TOPICS,
  PERSONAL_TOPIC_GROUPS,
  SERVICE_AREAS,
  topicPath,
  type TOPIC_ROUTES,
} from '#support/site_pages'
import { useDatabase } from '#tests/helpers'

/** The document title, as the head manager writes it (with attributes). */
function titleOf(body: string) {
  return body.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
}

/**
 * Text as it appears in the server HTML: React writes an apostrophe as
 * &#x27; in the body, the head manager (title, meta) as &#39;.
 */
function html(text: string, apostrophe = '&#x27;') {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, apostrophe)
}
const head = (text: string) => html(text, '&#39;')

const en = () => i18nManager.locale('en')
const th = () => i18nManager.locale('th')

const PAGES: Array<{
  kind: keyof typeof TOPIC_ROUTES
  file: string
  slug: string
  component: string
}> = [
  ...Object.values(PERSONAL_TOPIC_GROUPS)
    .flat()
    .map((slug) => ({
      kind: 'personal' as const,
      file: 'topics',
      slug,
      component: 'Marketing/Topic',
    })),
  ...[...BUSINESS_TOPICS, ...Object.values(BUSINESS_TOPIC_GROUPS).flat()].map((slug) => ({
    kind: 'business' as const,
    file: 'topics',
    slug,
    component: 'Marketing/Topic',
  })),
  ...SERVICE_AREAS.map((slug) => ({
    kind: 'service' as const,
    file: 'service_areas',
    slug,
    component: 'Marketing/ServiceArea',
  })),
]

test.group('Topic and service-area pages', (group) => {
  useDatabase(group)

  test('[spec 2.2] {kind} topic "{slug}" renders server-side with its title and intro')
    .with(PAGES)
    .run(async ({ client, assert }, page) => {
      const response = await client
        .get(topicPath(page.kind, page.slug))
        .header('accept', 'text/html')
      response.assertStatus(200)
      const body = response.text()
      assert.include(body, `"component":"${page.component.replace('/', '\\/')}"`)
      const title = en().t(`${page.file}.${page.slug}.title`)
      assert.equal(titleOf(body), `${head(title)} - Lexpat`)
      assert.include(body, html(en().t(`${page.file}.${page.slug}.intro`)))
      assert.include(
        body,
        `<meta name="description" content="${head(en().t(`${page.file}.${page.slug}.meta`))}"`
      )
      assert.include(body, '<meta property="og:type" content="website"')
    })

  test('[spec 2.2] a topic page sends its copy, group and related topics as props', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/personal/thai-visas').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Marketing/Topic')
    response.assertInertiaPropsContains({
      kind: 'personal',
      slug: 'thai-visas',
      plan: 'personal',
      addOn: false,
      groupTitle: 'Visa and Immigration',
    })
    const props = response.inertiaProps as {
      topic: { points: string[]; plan: string; notCovered: string; example: string }
      related: Array<{ slug: string; title: string }>
    }
    assert.isAtLeast(props.topic.points.length, 4)
    assert.include(props.topic.plan, '795 THB')
    assert.include(props.topic.notCovered, 'before your membership')
    assert.deepInclude(props.related, { slug: 'us-visas', title: 'US Visas' })
    assert.notDeepInclude(props.related, { slug: 'thai-visas', title: 'Thai Visas' })
    assert.lengthOf(props.related, PERSONAL_TOPIC_GROUPS.visa_immigration.length - 1)
  })

  test('[spec 2.2] a business topic leads to the Business plan coverage page', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/business/trademark').header('accept', 'text/html')
    response.assertStatus(200)
    const body = response.text()
    assert.include(body, 'href="/business-plan/coverage-and-pricing"')
    assert.include(body, 'Intellectual Property')
    assert.include(body, 'href="/business/copyright"')
  })

  test('[spec 2.2] the add-on coverage pages say they are a supplement to a Personal plan')
    .with([...ADD_ON_COVERAGE])
    .run(async ({ client, assert }, slug) => {
      const response = await client.get(topicPath('service', slug)).header('accept', 'text/html')
      response.assertStatus(200)
      const body = response.text()
      assert.include(body, 'data-testid="add-on-notice"')
      assert.include(body, 'Ask member services for the supplement price.')
      assert.include(body, 'href="/personal-plan/coverage-and-pricing"')
      assert.notMatch(body, /supplement (costs|is priced at) [\d,]+/i)
    })

  test('[spec 2.2] a regular service area has no add-on notice', async ({ client, assert }) => {
    const response = await client.get('/services/renters').header('accept', 'text/html')
    response.assertStatus(200)
    assert.notInclude(response.text(), 'data-testid="add-on-notice"')
  })

  test('[spec 2.2] an unknown {0} slug gets the not-found page with status 404')
    .with(['/personal/no-such-topic', '/business/thai-visas', '/services/criminal'])
    .run(async ({ client, assert }, url) => {
      const response = await client.get(url).header('accept', 'text/html')
      response.assertStatus(404)
      const body = response.text()
      assert.include(body, '"component":"Errors\\/NotFound"')
      assert.include(body, 'Page not found - Lexpat')
    })

  test('[spec 2.2] with ?lang=th the page shows the Thai title and headings', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/personal/thai-visas?lang=th').header('accept', 'text/html')
    response.assertStatus(200)
    const body = response.text()
    assert.equal(titleOf(body), `${th().t('topics.thai-visas.title')} - Lexpat`)
    assert.include(body, th().t('topics.groups.visa_immigration'))
    assert.include(body, th().t('topics.page.how_we_help'))
    // The body copy is Thai too.
    assert.include(body, html(th().t('topics.thai-visas.intro')))
    assert.notInclude(body, html(en().t('topics.thai-visas.intro')))
  })

  test('[spec 2.2] with ?lang=th a service area shows its Thai title', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/services/gun-supplement?lang=th')
      .header('accept', 'text/html')
    response.assertStatus(200)
    const body = response.text()
    assert.equal(titleOf(body), `${th().t('service_areas.gun-supplement.title')} - Lexpat`)
    assert.include(body, th().t('service_areas.page.add_on_notice'))
  })
})
