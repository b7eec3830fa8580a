import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { BlogPostStatus } from '#enums/content'
import { LegalFormCategory } from '#enums/legal_forms'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import {
  BlogPostFactory,
  FaqEntryFactory,
  ReviewFactory,
  ServiceFactory,
  TermsAndConditionFactory,
} from '#database/factories/content_factories'
import { seedContentDemo, seedTerms } from '#database/seed/content'
import BlogPost from '#models/blog_post'
import LegalForm from '#models/legal_form'
import Plan from '#models/plan'
import PlanAgreement from '#models/plan_agreement'
import PlanDetailItem from '#models/plan_detail_item'
import Price from '#models/price'
import Review from '#models/review'
import Service from '#models/service'
import Subscription from '#models/subscription'
import TermsAndCondition from '#models/terms_and_condition'
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'

/** Some Thai script, and not the English copied over. */
const THAI = /[\u0E00-\u0E7F]/

function assertThai(
  assert: { match: (value: string, re: RegExp, message?: string) => void },
  value: unknown,
  what: string
) {
  assert.match(String(value ?? ''), THAI, `${what} has no Thai`)
}

test.group('Thai content: what the seeder ships (DESIGN §1)', (group) => {
  useDatabase(group)

  test('[spec 1] plan details of both plans, the first terms, services, reviews and published blog posts have Thai', async ({
    assert,
  }) => {
    await seedTerms()
    await seedContentDemo()

    const items = await PlanDetailItem.query().preload('plan')
    assert.isAtLeast(items.length, 13)
    assert.sameMembers([...new Set(items.map((item) => item.plan.slug))], ['personal', 'business'])
    for (const item of items) {
      assertThai(assert, item.questionTh, `plan item "${item.question}"`)
      assertThai(assert, item.descriptionTh, `description of "${item.question}"`)
      assert.lengthOf(item.answersTh ?? [], (item.answers ?? []).length, item.question)
      for (const line of item.answersTh ?? []) assertThai(assert, line, item.question)
    }
    for (const plan of await Plan.all()) assertThai(assert, plan.descriptionTh, plan.slug)

    const terms = await TermsAndCondition.findByOrFail('version', '1.0')
    assert.equal(terms.titleTh, 'ข้อกำหนดและเงื่อนไขการเป็นสมาชิก')
    for (const word of ['ผู้ให้บริการ', 'สมาชิก', 'ค่าสมาชิก', 'การยกเลิก', '30 วัน', 'พ.ศ. 2562']) {
      assert.include(terms.descriptionTh, word)
    }

    const services = await Service.all()
    assert.isAtLeast(services.length, 8)
    for (const service of services) {
      assertThai(assert, service.titleTh, service.slug)
      assertThai(assert, service.descriptionTh, service.slug)
    }
    for (const review of await Review.query().where('is_published', true)) {
      assertThai(assert, review.commentTh, review.name)
    }
    const published = await BlogPost.query().withScopes((scopes) => scopes.visible())
    assert.isAtLeast(published.length, 5)
    for (const post of published) {
      for (const text of [post.titleTh, post.excerptTh, post.bodyTh]) {
        assertThai(assert, text, post.slug)
      }
    }
  })

  test('[spec 1] an install seeded before the Thai texts gets them, but never over staff edits', async ({
    assert,
  }) => {
    await seedTerms()
    const terms = await TermsAndCondition.findByOrFail('version', '1.0')
    await TermsAndCondition.query()
      .where('id', terms.id)
      .update({ title_th: null, description_th: null })
    const [kept, rewritten, emptied] = await PlanDetailItem.query().orderBy('id').limit(3)
    await PlanDetailItem.query().where('id', kept.id).update({ question_th: 'คำถามที่ทีมงานเขียน' })
    await PlanDetailItem.query()
      .where('id', rewritten.id)
      .update({ description: 'Rewritten by staff', question_th: null })
    await PlanDetailItem.query().where('id', emptied.id).update({ question_th: null })

    await seedTerms()
    const { seedPlans } = await import('#database/seed/plans')
    await seedPlans()

    await terms.refresh()
    assertThai(assert, terms.descriptionTh, 'terms')
    const [keptNow, rewrittenNow, emptiedNow] = await Promise.all(
      [kept, rewritten, emptied].map((item) => PlanDetailItem.findOrFail(item.id))
    )
    assert.equal(keptNow.questionTh, 'คำถามที่ทีมงานเขียน')
    assert.isNull(rewrittenNow.questionTh)
    assertThai(assert, emptiedNow.questionTh, 'refilled item')
  })
})

test.group('Thai content: what a Thai visitor reads (SPEC §1 languages)', (group) => {
  useDatabase(group)

  test('[spec 2.6] plan details, home services and home reviews arrive in Thai with ?lang=th', async ({
    client,
    assert,
  }) => {
    await seedContentDemo()
    const details = await client.get('/api/plans/personal/details?lang=th')
    details.assertStatus(200)
    assert.equal(details.body().name, 'ส่วนบุคคล')
    assert.equal(details.body().items[0].question, 'ปรึกษากฎหมายได้ไม่จำกัดครั้ง')
    for (const item of details.body().items) {
      assertThai(assert, item.question, 'item')
      for (const answer of item.answers) assertThai(assert, answer, item.question)
    }
    const page = await client.get('/business-plan/details?lang=th').withInertia()
    page.assertInertiaComponent('Marketing/Plan/Details')
    const plan = page.inertiaProps.plan as { description: string; details: { question: string }[] }
    assertThai(assert, plan.description, 'business plan copy')
    assert.equal(plan.details[0].question, 'ปรึกษาได้ไม่จำกัดครั้ง')

    const home = await client.get('/?lang=th').withInertia()
    const props = home.inertiaProps as {
      services: { title: string }[]
      reviews: { comment: string; name: string }[]
    }
    assert.isNotEmpty(props.services)
    for (const service of props.services) assertThai(assert, service.title, 'service')
    assert.isNotEmpty(props.reviews)
    for (const review of props.reviews) assertThai(assert, review.comment, review.name)

    const english = await client.get('/').withInertia()
    const englishReviews = (english.inertiaProps as typeof props).reviews
    assert.notMatch(englishReviews[0].comment, THAI)
  })

  test('[spec 1] a Thai field left empty shows the English on every public page', async ({
    client,
    assert,
  }) => {
    const service = await ServiceFactory.merge({
      title: 'Notary services',
      titleTh: '',
      position: 0,
    }).create()
    const review = await ReviewFactory.merge({ comment: 'Plain English praise.' }).create()
    const post = await BlogPostFactory.merge({ title: 'Untranslated post', titleTh: null }).create()
    await FaqEntryFactory.merge({
      question: 'English only?',
      questionTh: '  ',
      position: 0,
    }).create()
    const item = await PlanDetailItem.query()
      .whereHas('plan', (plan) => plan.where('slug', 'personal'))
      .orderBy('position')
      .firstOrFail()
    item.merge({ questionTh: null, answersTh: [] })
    await item.save()

    const homePage = await client.get('/?lang=th').withInertia()
    const home = homePage.inertiaProps as any
    assert.include(
      home.services.map((row: any) => row.title),
      service.title
    )
    assert.include(
      home.reviews.map((row: any) => row.comment),
      review.comment
    )
    const blogPage = await client.get(`/resources/blog/${post.slug}?lang=th`).withInertia()
    const blog = blogPage.inertiaProps as any
    assert.equal(blog.post.title, 'Untranslated post')
    const faq = await client.get('/faqs/general?lang=th').withInertia()
    const questions = (faq.inertiaProps.groups as any[]).flatMap((g) =>
      g.entries.map((e: any) => e.question)
    )
    assert.include(questions, 'English only?')
    const details = await client.get('/api/plans/personal/details?lang=th')
    assert.equal(details.body().items[0].question, item.question)
    assert.deepEqual(details.body().items[0].answers, item.answers)
  })
})

test.group('Thai content: terms at checkout (SPEC §2.7)', (group) => {
  useDatabase(group)
  let gateway: SandboxGateway
  group.each.setup(async () => {
    await limiter.clear()
    await seedTerms()
    gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    return () => useGateway(null)
  })

  async function form(overrides: Record<string, unknown>) {
    const price = await Price.query()
      .where('is_active', true)
      .where('billing_period', 'month')
      .whereHas('plan', (plan) => plan.where('slug', 'personal'))
      .firstOrFail()
    const token = await gateway.createToken({
      name: 'Somchai Jaidee',
      number: '4242424242424242',
      expirationMonth: 12,
      expirationYear: new Date().getFullYear() + 2,
      securityCode: '123',
    })
    return {
      price_id: price.id,
      token: token.id,
      not_incarcerated: '1',
      terms: '1',
      terms_version: '1.0',
      terms_locale: 'th',
      ...overrides,
    }
  }

  test('[spec 2.7] a Thai buyer reads the Thai terms, accepts them, and the agreement records version and language', async ({
    client,
    assert,
  }) => {
    const buyer = await createUser(RoleSlug.USER, { locale: 'th' })
    const page = await client.get('/get-started/payment?lang=th').withInertia().loginAs(buyer)
    page.assertInertiaComponent('Auth/Payment')
    const terms = page.inertiaProps.terms as Record<string, string>
    assert.equal(terms.version, '1.0')
    assert.equal(terms.locale, 'th')
    assert.equal(terms.title, 'ข้อกำหนดและเงื่อนไขการเป็นสมาชิก')
    assert.include(terms.html, 'ผู้ให้บริการ')

    const response = await client
      .post('/get-started/payment?lang=th')
      .withCsrfToken()
      .loginAs(buyer)
      .form(await form({}))
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/get-started/confirmation')
    const subscription = await Subscription.query().where('user_id', buyer.id).firstOrFail()
    const agreement = await PlanAgreement.query()
      .where('subscription_id', subscription.id)
      .firstOrFail()
    assert.equal(agreement.termsVersion, '1.0')
    assert.equal(agreement.termsLocale, 'th')

    // Plan Agreements shows the text the member accepted, in Thai.
    const agreements = await client.get('/settings/plan-agreements').withInertia().loginAs(buyer)
    const row = (agreements.inertiaProps.agreements as any[])[0]
    assert.equal(row.termsLocale, 'th')
    assert.include(row.termsHtml, 'ผู้ให้บริการ')
  })

  test('[spec 2.7] an English buyer sees and accepts the English text of the same version', async ({
    client,
    assert,
  }) => {
    const buyer = await createUser(RoleSlug.USER, { locale: 'en' })
    const page = await client.get('/get-started/payment').withInertia().loginAs(buyer)
    const terms = page.inertiaProps.terms as Record<string, string>
    assert.deepInclude(terms, { version: '1.0', locale: 'en', title: 'Terms and Conditions' })
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(buyer)
      .form(await form({ terms_locale: 'en' }))
      .redirects(0)
    const agreement = await PlanAgreement.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(agreement.termsLocale, 'en')
  })

  test('[spec 2.7] terms published after the page was opened, or a language the version lacks, are refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const buyer = await createUser(RoleSlug.USER, { locale: 'th' })
    await TermsAndConditionFactory.apply('active')
      .merge({
        version: '2.0',
        publishedAt: (await TermsAndCondition.current())!.publishedAt!.plus({ days: 1 }),
      })
      .create()
    const stale = await client
      .post('/get-started/payment?lang=th')
      .withCsrfToken()
      .loginAs(buyer)
      .header('referer', '/get-started/payment')
      .form(await form({ terms_version: '1.0' }))
      .redirects(0)
    stale.assertHeader('location', '/get-started/payment')
    const errors = stale.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.terms, [
      'ข้อกำหนดและเงื่อนไขมีการปรับปรุงหลังจากที่ท่านเปิดหน้านี้ กรุณาอ่านฉบับปัจจุบันและกดยอมรับอีกครั้ง',
    ])
    const current = await client.get('/get-started/payment?lang=th').withInertia().loginAs(buyer)
    assert.equal((current.inertiaProps.terms as any).version, '2.0')
    // Version 2.0 has no Thai text: accepting it "in Thai" is not possible either.
    const noThai = await client
      .post('/get-started/payment?lang=th')
      .withCsrfToken()
      .loginAs(buyer)
      .form(await form({ terms_version: '2.0', terms_locale: 'th' }))
      .redirects(0)
    assert.property(noThai.flashMessages().inputErrorsBag, 'terms')
    assert.equal(await countRows('plan_agreements'), 0)
    assert.equal(await countRows('subscriptions'), 0)
    const after = await client.get('/get-started/payment?lang=th').withInertia().loginAs(buyer)
    const fallback = after.inertiaProps.terms as any
    assert.equal(fallback.locale, 'en')
  })
})

test.group('Thai content: the "Thai missing" filter of each admin list (DESIGN §11)', (group) => {
  useDatabase(group)

  test('[spec 2.9] every bilingual content list marks and filters the entries without Thai', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const personal = await Plan.findByOrFail('slug', 'personal')
    const pairs: Array<
      [string, string, () => Promise<{ id: number }>, () => Promise<{ id: number }>]
    > = [
      [
        '/admin/services',
        'title',
        () => ServiceFactory.merge({ titleTh: null }).create(),
        () =>
          ServiceFactory.merge({
            titleTh: 'รับรองเอกสาร',
            descriptionTh: 'รับรองลายมือชื่อ',
          }).create(),
      ],
      [
        '/admin/reviews',
        'name',
        () => ReviewFactory.merge({ commentTh: '' }).create(),
        () => ReviewFactory.merge({ commentTh: 'บริการดีมาก' }).create(),
      ],
      [
        '/admin/blogs',
        'title',
        () => BlogPostFactory.merge({ bodyTh: null }).create(),
        () =>
          BlogPostFactory.merge({
            titleTh: 'บทความ',
            excerptTh: 'สรุป',
            bodyTh: '<p>เนื้อหา</p>',
            status: BlogPostStatus.DRAFT,
            publishedAt: null,
          }).create(),
      ],
      [
        '/admin/terms-and-conditions',
        'version',
        () => TermsAndConditionFactory.merge({ descriptionTh: null }).create(),
        () =>
          TermsAndConditionFactory.merge({
            titleTh: 'ข้อกำหนด',
            descriptionTh: '<p>ข้อกำหนดและเงื่อนไข</p>',
          }).create(),
      ],
      [
        '/admin/faq',
        'question',
        () => FaqEntryFactory.merge({ answerTh: null }).create(),
        () => FaqEntryFactory.merge({ questionTh: 'คำถาม', answerTh: '<p>คำตอบ</p>' }).create(),
      ],
      [
        '/admin/personal-plan/details',
        'question',
        () =>
          PlanDetailItem.create({
            planId: personal.id,
            question: 'Notary help',
            questionTh: 'ความช่วยเหลือด้านโนตารี',
            answers: ['Two per year'],
            answersTh: [],
            position: 90,
          }),
        // The seeded items are translated.
        () => PlanDetailItem.query().where('plan_id', personal.id).firstOrFail(),
      ],
      [
        '/admin/legal-forms',
        'slug',
        () => legalForm('english-only', null),
        () => legalForm('both-languages', 'คำอธิบาย'),
      ],
    ]
    for (const [url, , makeMissing, makeComplete] of pairs) {
      const missingRow = await makeMissing()
      const completeRow = await makeComplete()
      const missing = missingRow.id
      const complete = completeRow.id
      const all = await client.get(`${url}?size=100`).withInertia().loginAs(admin)
      all.assertStatus(200)
      const rows = (all.inertiaProps.list as any).rows as any[]
      assert.isTrue(rows.find((row) => row.id === missing)?.thaiMissing, `${url} badge`)
      assert.isFalse(rows.find((row) => row.id === complete)?.thaiMissing, `${url} no badge`)
      assert.includeMembers((all.inertiaProps.list as any).filterOptions.thai, [
        'missing',
        'complete',
      ])

      const filtered = await client.get(`${url}?thai=missing&size=100`).withInertia().loginAs(admin)
      const ids = ((filtered.inertiaProps.list as any).rows as any[]).map((row) => row.id)
      assert.include(ids, missing, `${url} ?thai=missing lists it`)
      assert.notInclude(ids, complete, `${url} ?thai=missing leaves out the translated one`)
      assert.isTrue(
        ((filtered.inertiaProps.list as any).rows as any[]).every((row) => row.thaiMissing),
        url
      )
      const others = await client.get(`${url}?thai=complete&size=100`).withInertia().loginAs(admin)
      const otherIds = ((others.inertiaProps.list as any).rows as any[]).map((row) => row.id)
      assert.include(otherIds, complete, `${url} ?thai=complete`)
      assert.notInclude(otherIds, missing, `${url} ?thai=complete`)
    }
  })

  test('[spec 2.9] a review is written in English and Thai from its admin form', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post('/admin/reviews')
      .withCsrfToken()
      .loginAs(admin)
      .form({
        name: 'Niran Suksai',
        rating: 5,
        comment: 'Quick and clear advice.',
        comment_th: 'ได้คำแนะนำที่รวดเร็วและชัดเจน',
        is_published: true,
      })
      .redirects(0)
    response.assertStatus(302)
    const review = await Review.findByOrFail('name', 'Niran Suksai')
    assert.equal(review.commentTh, 'ได้คำแนะนำที่รวดเร็วและชัดเจน')
    const form = await client.get(`/admin/reviews/${review.id}/edit`).withInertia().loginAs(admin)
    assert.equal((form.inertiaProps.form as any).comment_th, review.commentTh)
    const tooLong = await client
      .post('/admin/reviews')
      .withCsrfToken()
      .loginAs(admin)
      .header('referer', '/admin/reviews/create')
      .form({ name: 'Long', rating: 4, comment: 'Fine.', comment_th: 'ก'.repeat(2001) })
      .redirects(0)
    tooLong.assertStatus(302)
    assert.property(tooLong.flashMessages().inputErrorsBag, 'comment_th')
    assert.isNull(await Review.findBy('name', 'Long'))
  })
})

function legalForm(slug: string, descriptionTh: string | null) {
  return LegalForm.create({
    slug,
    titleEn: `Form ${slug}`,
    titleTh: `แบบฟอร์ม ${slug}`,
    descriptionEn: 'A form for testing.',
    descriptionTh,
    category: Object.values(LegalFormCategory)[0],
    fields: [],
    bodyEn: 'Body',
    bodyTh: 'เนื้อหา',
    published: true,
    position: 1,
  })
}
