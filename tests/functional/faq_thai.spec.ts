import { test } from '@japa/runner'
import FaqEntry from '#models/faq_entry'
import { FaqPage } from '#enums/content'
import { seedGeneralFaq, FAQ_SEED_COUNTS } from '#database/seed/faq'
import { seedPlanFaqs, PLAN_FAQS } from '#database/seed/plan_faqs'
import { useDatabase } from '#tests/helpers'

type Groups = Array<{
  heading: string | null
  entries: Array<{ id: number; question: string; answerHtml: string }>
}>

const THAI = /[\u0E00-\u0E7F]/gu
const LATIN = /[A-Za-z]/g

/**
 * Names a Thai text rightly keeps in Latin letters: the brand, the
 * messaging apps and browsers a visitor looks for by name, the Act's and
 * the permit's official abbreviations, and a membership-number example.
 */
const LATIN_NAMES =
  /Lexpat|LINE|WhatsApp|Messenger|Chrome|Safari|Firefox|Edge|PDPA|PDF|Re-entry Permit|LX-[\d-]+/g

/**
 * Share of Thai characters among the letters of a text, tags, link
 * targets and the names above set aside: mostly Thai script for a Thai text.
 */
function thaiShare(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(LATIN_NAMES, ' ')
  const thai = text.match(THAI)?.length ?? 0
  const latin = text.match(LATIN)?.length ?? 0
  return thai + latin === 0 ? 0 : thai / (thai + latin)
}

function assertThai(assert: any, text: string | null, label: string) {
  assert.isString(text, `${label}: Thai text missing`)
  assert.isAbove(text!.trim().length, 0, `${label}: Thai text empty`)
  assert.isAtLeast(thaiShare(text!), 0.8, `${label}: not mostly Thai script: ${text}`)
}

const ALL_PAGES = [FaqPage.GENERAL, FaqPage.RESOURCES, FaqPage.PERSONAL, FaqPage.BUSINESS]

test.group('FAQ content in Thai (SPEC §1 languages, §2.3)', (group) => {
  useDatabase(group)

  test('[spec 1] after seeding, every general, resource and plan FAQ entry has a Thai question and answer in Thai script', async ({
    assert,
  }) => {
    await seedPlanFaqs()
    await seedGeneralFaq()
    const entries = await FaqEntry.query().whereIn('page_key', ALL_PAGES).orderBy('id')
    assert.equal(
      entries.length,
      FAQ_SEED_COUNTS.general +
        FAQ_SEED_COUNTS.resources +
        PLAN_FAQS.personal.length +
        PLAN_FAQS.business.length
    )
    for (const entry of entries) {
      const label = `${entry.pageKey} "${entry.question}"`
      assertThai(assert, entry.questionTh, `${label} question`)
      assertThai(assert, entry.answerTh, `${label} answer`)
      assert.notEqual(entry.answerTh, entry.answer, label)
      if (entry.groupHeading) assertThai(assert, entry.groupHeadingTh, `${label} heading`)
      // The answer's structure survives: the same tags and links as in English.
      const tags = (html: string) => html.match(/<\/?(p|ul|li|strong|em|a)\b/g)
      assert.deepEqual(tags(entry.answerTh!), tags(entry.answer), `${label} HTML structure`)
      const links = (html: string) => html.match(/href="[^"]*"/g)
      assert.deepEqual(links(entry.answerTh!), links(entry.answer), `${label} links`)
    }
  })

  test('[spec 2.3] a Thai visitor reads the general FAQ in Thai, headings and questions alike', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    const seeded = await FaqEntry.query().withScopes((scopes) => scopes.forPage('general'))
    for (const request of [
      client.get('/faqs/general?lang=th'),
      // No ?lang: the browser's first language decides (DESIGN §10).
      client.get('/faqs/general').header('accept-language', 'th-TH,th;q=0.9,en;q=0.8'),
    ]) {
      const response = await request.withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('Marketing/FaqGeneral')
      const groups = response.inertiaProps.groups as Groups
      assert.lengthOf(groups, 10)
      for (const entryGroup of groups) assertThai(assert, entryGroup.heading, 'heading')
      const shown = groups.flatMap((entryGroup) => entryGroup.entries)
      assert.deepEqual(
        shown.map((entry) => entry.question),
        seeded.map((entry) => entry.questionTh)
      )
      for (const entry of shown) {
        assertThai(assert, entry.question, 'question')
        assertThai(assert, entry.answerHtml, 'answer')
      }
    }
  })

  test('[spec 1] the Thai FAQ keeps SPEC’s contradictions and reads amounts in baht', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    const response = await client.get('/faqs/general?lang=th').withInertia()
    const shown = (response.inertiaProps.groups as Groups).flatMap((g) => g.entries)
    const answerTo = async (english: string) => {
      const row = await FaqEntry.findByOrFail({ pageKey: 'general', question: english })
      return shown.find((entry) => entry.id === row.id)!.answerHtml
    }
    // Pre-existing matters: excluded in one answer, covered in another.
    assert.include(await answerTo('What is not covered?'), 'เรื่องที่มีอยู่ก่อนสมัคร')
    assert.include(
      await answerTo('Can I get help with a problem I already have?'),
      'เรื่องที่มีอยู่ก่อนสมัครอยู่ในความคุ้มครอง'
    )
    assert.include(await answerTo('How much document review is included?'), 'ไม่เกิน 15 หน้า')
    const prices = await answerTo('Which plans do you offer and what do they cost?')
    assert.include(prices, '795 บาท')
    assert.include(prices, '4,950 บาท')
    assert.notInclude(prices, 'THB')
  })

  test('[spec 2.3] a Thai page falls back to English field by field where staff left Thai empty', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    const noThai = await FaqEntry.findByOrFail({
      pageKey: 'general',
      question: 'Who is Lexpat for?',
    })
    noThai.merge({ questionTh: null, answerTh: null })
    await noThai.save()
    const halfThai = await FaqEntry.findByOrFail({
      pageKey: 'general',
      question: 'Is Lexpat a law firm?',
    })
    halfThai.answerTh = '   '
    await halfThai.save()

    const response = await client.get('/faqs/general?lang=th').withInertia()
    const shown = (response.inertiaProps.groups as Groups).flatMap((g) => g.entries)
    const english = shown.find((entry) => entry.id === noThai.id)!
    assert.equal(english.question, 'Who is Lexpat for?')
    assert.equal(english.answerHtml, noThai.answer)
    const mixed = shown.find((entry) => entry.id === halfThai.id)!
    assert.equal(mixed.question, 'Lexpat เป็นสำนักงานกฎหมายหรือไม่')
    assert.equal(mixed.answerHtml, halfThai.answer)

    // English visitors never see the Thai text.
    const inEnglish = await client.get('/faqs/general?lang=en').withInertia()
    const questions = (inEnglish.inertiaProps.groups as Groups).flatMap((g) =>
      g.entries.map((entry) => entry.question)
    )
    assert.include(questions, 'Is Lexpat a law firm?')
    assert.isTrue(questions.every((question) => thaiShare(question) === 0))
  })

  test('[spec 2.2] the resource FAQ and both plan FAQ pages are in Thai for a Thai visitor', async ({
    client,
    assert,
  }) => {
    await seedPlanFaqs()
    await seedGeneralFaq()
    const resources = await client.get('/resources/faq?lang=th').withInertia()
    const groups = resources.inertiaProps.groups as Groups
    assert.equal(groups[0].heading, 'การใช้แหล่งข้อมูล')
    const resourceEntries = groups.flatMap((g) => g.entries)
    assert.lengthOf(resourceEntries, FAQ_SEED_COUNTS.resources)
    for (const entry of resourceEntries) assertThai(assert, entry.question, 'resource question')

    for (const [path, seeded] of [
      ['/personal-plan/faq?lang=th', PLAN_FAQS.personal],
      ['/business-plan/faq?lang=th', PLAN_FAQS.business],
    ] as const) {
      const response = await client.get(path).withInertia()
      const faqs = response.inertiaProps.faqs as Array<{ question: string; answerHtml: string }>
      assert.deepEqual(
        faqs.map((faq) => faq.question),
        seeded.map((entry) => entry.questionTh)
      )
      for (const faq of faqs) assertThai(assert, faq.answerHtml, `${path} answer`)
    }
  })

  test('[spec 1] re-running the seed on an install seeded without Thai fills the Thai text, keeps staff edits and adds no rows', async ({
    assert,
  }) => {
    await seedPlanFaqs()
    await seedGeneralFaq()
    const before = await FaqEntry.query().whereIn('page_key', ALL_PAGES).count('* as total')
    // An install seeded before the Thai text existed.
    await FaqEntry.query()
      .whereIn('page_key', ALL_PAGES)
      .update({ question_th: null, answer_th: null, group_heading_th: null })
    // Staff work since: a Thai question of their own, an English answer rewritten.
    const own = await FaqEntry.findByOrFail({ pageKey: 'general', question: 'What is Lexpat?' })
    own.questionTh = 'Lexpat คือใคร'
    own.answer = '<p>Staff wording.</p>'
    await own.save()

    await seedPlanFaqs()
    await seedGeneralFaq()

    const after = await FaqEntry.query().whereIn('page_key', ALL_PAGES).count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
    await own.refresh()
    assert.equal(own.questionTh, 'Lexpat คือใคร')
    assert.equal(own.answer, '<p>Staff wording.</p>')
    assertThai(assert, own.answerTh, 'filled answer')
    assert.equal(own.groupHeadingTh, 'เกี่ยวกับเรา')
    const missing = await FaqEntry.query()
      .whereIn('page_key', ALL_PAGES)
      .where((query) => query.whereNull('question_th').orWhereNull('answer_th'))
    assert.lengthOf(missing, 0)
  })
})
