import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import FaqEntry from '#models/faq_entry'
import Lead from '#models/lead'
import { seedGeneralFaq, FAQ_SEED_COUNTS } from '#database/seed/faq'
import { SERVICE_AREAS, SITE_PAGES } from '#support/site_pages'
import { countRows, useDatabase } from '#tests/helpers'

const HEADINGS = [
  'About',
  'Membership',
  'Benefit and Coverage',
  'Finding a Legal Advisor',
  'Become an Independent Advisor',
  'Technical Issues',
  'Billing',
  'Cancellation',
  'Contact',
  'General Questions',
]

type Groups = Array<{
  heading: string | null
  entries: Array<{ question: string; answerHtml: string }>
}>

test.group('General FAQ (SPEC §2.3)', (group) => {
  useDatabase(group)

  test('[spec 2.3] the seed gives about 50 questions under the ten headings, and running it twice changes nothing', async ({
    assert,
  }) => {
    await seedGeneralFaq()
    await seedGeneralFaq()
    const general = await FaqEntry.query().withScopes((scopes) => scopes.forPage('general'))
    assert.equal(general.length, FAQ_SEED_COUNTS.general)
    assert.isAtLeast(general.length, 45)
    assert.isAtMost(general.length, 55)
    assert.equal(new Set(general.map((entry) => entry.question)).size, general.length)
    assert.deepEqual(
      general.filter((entry) => entry.groupHeading).map((entry) => entry.groupHeading),
      HEADINGS
    )
    assert.equal(general[0].groupHeading, 'About')
    assert.isNull(general[1].groupHeading)
    assert.equal(
      await countRows('faq_entries', { page_key: 'resources' }),
      FAQ_SEED_COUNTS.resources
    )
  })

  test('[spec 2.3] the page renders every question and answer server-side, grouped, with call, email and chat links', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    const response = await client.get('/faqs/general').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/FaqGeneral"')
    assert.include(html, 'General FAQs - Lexpat')
    for (const heading of HEADINGS) {
      assert.include(html, `>${heading}</h2>`)
    }
    // Answers are in the HTML (readable without JavaScript).
    assert.include(html, 'up to 15 pages to start')
    assert.include(html, 'Prepaid credit cards are not accepted.')
    assert.match(html, /href="tel:\+6620265595"[^>]*data-testid="faq-call"/)
    assert.match(html, /href="mailto:support@lexpat\.example"[^>]*data-testid="faq-email"/)
    // DESIGN §10: the online chat is the GPT Chatroom, opened by a button.
    assert.match(html, /<button[^>]*data-testid="faq-chat"[^>]*>Chat with us online</)
  })

  test('[spec 1] the FAQ keeps its contradiction: pre-existing matters both excluded and covered', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    const response = await client.get('/faqs/general').withInertia()
    const groups = response.inertiaProps.groups as Groups
    const answers = groups.flatMap((entryGroup) => entryGroup.entries)
    const byQuestion = (question: string) =>
      answers.find((entry) => entry.question === question)!.answerHtml
    assert.include(
      byQuestion('What is not covered?'),
      'began before your membership started (pre-existing matters)'
    )
    assert.include(
      byQuestion('Can I get help with a problem I already have?'),
      'Pre-existing matters are covered'
    )
  })

  test('[spec 2.3] answers are sanitized again before they reach the page', async ({
    client,
    assert,
  }) => {
    const entry = await FaqEntry.create({
      pageKey: 'general',
      groupHeading: 'About',
      question: 'Is this safe?',
      answer: '<p>Yes</p>',
      position: 1,
      isPublished: true,
    })
    // Written behind the model's back, as an old row or a direct import could be.
    await FaqEntry.query()
      .where('id', entry.id)
      .update({ answer: '<p onclick="x()">Yes</p><script>alert(1)</script>' })
    const response = await client.get('/faqs/general').withInertia()
    const groups = response.inertiaProps.groups as Groups
    assert.equal(groups[0].entries[0].answerHtml, '<p>Yes</p>')
  })

  test('[spec 2.3] Thai visitors get the group headings in Thai', async ({ client, assert }) => {
    await seedGeneralFaq()
    const response = await client.get('/faqs/general?lang=th').withInertia()
    const groups = response.inertiaProps.groups as Groups
    assert.equal(groups[0].heading, 'เกี่ยวกับเรา')
    assert.equal(groups[9].heading, 'คำถามทั่วไป')
  })

  test('[spec 2.2] the resource FAQ renders its own questions', async ({ client, assert }) => {
    await seedGeneralFaq()
    const response = await client.get('/resources/faq').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/FaqResources"')
    assert.include(html, 'Resource FAQ - Lexpat')
    assert.include(html, 'What is the law directory?')
    assert.include(html, 'How do I become an affiliate?')
    assert.notInclude(html, 'What is Lexpat?')
  })
})

test.group('Site map page (SPEC §2.2)', (group) => {
  useDatabase(group)

  test('[spec 2.2] the site map lists every indexed public page, grouped by section', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/site-map').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/SiteMap"')
    assert.include(html, 'Site Map - Lexpat')
    for (const page of SITE_PAGES.filter((entry) => entry.indexed !== false)) {
      assert.include(html, `href="${page.path}"`)
    }
    for (const slug of SERVICE_AREAS) {
      assert.include(html, `href="/services/${slug}"`)
    }
    assert.include(html, 'href="/personal/living-will"')
    assert.include(html, 'href="/business/trademark"')
    assert.notInclude(html, 'href="/survey"')
    assert.include(html, 'data-testid="site-map-personal"')
  })
})

test.group('Lead API (SPEC §7 POST /api/leads)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  const lead = (client: any, body: Record<string, unknown>) =>
    client
      .post('/api/leads')
      .withCsrfToken()
      .header('accept', 'application/json')
      .header('x-requested-with', 'XMLHttpRequest')
      .json(body)

  test('[spec 7] a complete lead is stored from the popup and answered 201 {ok: true}', async ({
    client,
    assert,
  }) => {
    const response = await lead(client, {
      name: 'Nok Siriwan',
      phone: '081 234 5678',
      email: 'Nok@Example.com',
    })
    response.assertStatus(201)
    response.assertBody({ ok: true })
    const stored = await Lead.firstOrFail()
    assert.equal(stored.name, 'Nok Siriwan')
    // Typed the Thai way, kept in E.164 (SPEC §2.8): the tel: and WhatsApp links dial it.
    assert.equal(stored.phone, '+66812345678')
    assert.equal(stored.email, 'nok@example.com')
    assert.equal(stored.source, 'popup')
  })

  test('[spec 5] a missing field is a 422 with field errors and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await lead(client, { name: 'Nok', phone: '', email: 'nok@' })
    response.assertStatus(422)
    const fields = (response.body().errors as Array<{ field: string }>).map((error) => error.field)
    assert.includeMembers(fields, ['phone', 'email'])
    assert.equal(await countRows('leads'), 0)
  })

  test('[spec 7] leads are rate-limited', async ({ client, assert }) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const accepted = await lead(client, {
        name: 'Nok',
        phone: '0812345678',
        email: `nok${attempt}@example.com`,
      })
      accepted.assertStatus(201)
    }
    const refused = await lead(client, {
      name: 'Nok',
      phone: '0812345678',
      email: 'nok11@example.com',
    })
    refused.assertStatus(429)
    assert.equal(await countRows('leads'), 10)
  })
})
