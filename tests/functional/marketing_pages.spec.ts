import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Price from '#models/price'
import Review from '#models/review'
import FaqEntry from '#models/faq_entry'
import { BillingPeriod } from '#enums/billing'
import { FaqPage } from '#enums/content'
import { SITE_PAGES } from '#support/site_pages'
import { PLAN_FAQS, seedPlanFaqs } from '#database/seed/plan_faqs'
import { countRows, useDatabase } from '#tests/helpers'

/**
 * The structural marketing pages of SPEC §2.2: route name (as in the public
 * page registry), Inertia component, page title and a piece of the page's
 * own copy that must be in the server HTML (JavaScript off).
 */
const PAGES: Array<{ route: string; component: string; title: string; text: string }> = [
  {
    route: 'home',
    component: 'Marketing/Home',
    title: 'Legal protection you can call on',
    text: 'What your membership covers',
  },
  {
    route: 'get-started',
    component: 'Marketing/GetStarted',
    title: 'Get Started',
    text: 'Choose your plan',
  },
  {
    route: 'view-plans',
    component: 'Marketing/ViewPlans',
    title: 'View Plans',
    text: 'Compare the Personal and Business plans',
  },
  {
    route: 'expert',
    component: 'Marketing/Expert',
    title: 'Talk to a Legal Expert',
    text: 'Emergency line: 24/7',
  },
  {
    route: 'how-we-help',
    component: 'Marketing/HowWeHelp',
    title: 'How We Help',
    text: 'Legal help before, during and after a problem',
  },
  {
    route: 'how-we-work',
    component: 'Marketing/HowWeWork',
    title: 'How We Work',
    text: 'Independent lawyers',
  },
  {
    route: 'vision-and-mission',
    component: 'Marketing/VisionAndMission',
    title: 'Vision and Mission',
    text: 'Our mission',
  },
  {
    route: 'about-us',
    component: 'Marketing/AboutUs',
    title: 'About Us',
    text: 'Provider relations',
  },
  {
    route: 'careers',
    component: 'Marketing/Careers',
    title: 'Careers',
    text: 'careers@lexpat.example',
  },
  {
    route: 'affiliate',
    component: 'Marketing/Affiliate',
    title: 'Affiliate Program',
    text: 'a Personal plan at 795 THB or a Business plan at 4950 THB',
  },
  {
    route: 'referral',
    component: 'Marketing/Referral',
    title: 'Refer a Friend',
    text: 'How referring works',
  },
  {
    route: 'discount',
    component: 'Marketing/Discount',
    title: 'Member Discounts',
    text: 'off contingency fees',
  },
  {
    route: 'privacy-policy',
    component: 'Marketing/PrivacyPolicy',
    title: 'Privacy Policy',
    text: 'Personal Data Protection Act B.E. 2562',
  },
  {
    route: 'invoices-info',
    component: 'Marketing/InvoicesInfo',
    title: 'Invoices',
    text: 'INV-YYYY-NNNNNN',
  },
  {
    route: 'payment-methods-info',
    component: 'Marketing/PaymentMethodsInfo',
    title: 'Payment Methods',
    text: 'Prepaid credit cards are not accepted',
  },
  {
    route: 'personal-plan.details',
    component: 'Marketing/Plan/Details',
    title: 'Personal Plan Details',
    text: 'Unlimited legal advice',
  },
  {
    route: 'personal-plan.coverage',
    component: 'Marketing/Plan/Coverage',
    title: 'Personal Plan Coverage and Pricing',
    text: 'Document review up to 15 pages to start',
  },
  {
    route: 'personal-plan.why',
    component: 'Marketing/Plan/Why',
    title: 'Why Choose the Personal Plan',
    text: 'Why families in Thailand choose Lexpat',
  },
  {
    route: 'personal-plan.how',
    component: 'Marketing/Plan/How',
    title: 'How the Personal Plan Works',
    text: 'Review within 12-24 business hours',
  },
  {
    route: 'personal-plan.faq',
    component: 'Marketing/Plan/Faq',
    title: 'Personal Plan FAQ',
    text: 'Personal plan questions',
  },
  {
    route: 'business-plan.details',
    component: 'Marketing/Plan/Details',
    title: 'Business Plan Details',
    text: 'Contract review and drafting',
  },
  {
    route: 'business-plan.coverage',
    component: 'Marketing/Plan/Coverage',
    title: 'Business Plan Coverage and Pricing',
    text: 'Up to 30 letters or calls per year, at most 6 per month',
  },
  {
    route: 'business-plan.why',
    component: 'Marketing/Plan/Why',
    title: 'Why Choose the Business Plan',
    text: 'A legal department on call',
  },
  {
    route: 'business-plan.how',
    component: 'Marketing/Plan/How',
    title: 'How the Business Plan Works',
    text: 'Call your provider law firm',
  },
  {
    route: 'business-plan.faq',
    component: 'Marketing/Plan/Faq',
    title: 'Business Plan FAQ',
    text: 'Business plan questions',
  },
  {
    route: 'resources.about',
    component: 'Marketing/Resources/About',
    title: 'About Our Resources',
    text: 'General information, not legal advice',
  },
  {
    route: 'resources.become-affiliate',
    component: 'Marketing/Resources/BecomeAffiliate',
    title: 'Become an Affiliate',
    text: 'Become an independent advisor',
  },
  {
    route: 'resources.how-it-works',
    component: 'Marketing/Resources/HowItWorks',
    title: 'How It Works',
    text: 'Annual memberships can be cancelled only after the first 12 months',
  },
  {
    route: 'resources.law-directory',
    component: 'Marketing/Resources/LawDirectory',
    title: 'Law Directory',
    text: 'Labour Protection Act B.E. 2541',
  },
]

function pathOf(route: string): string {
  const entry = SITE_PAGES.find((page) => page.route === route)
  if (!entry) throw new Error(`${route} is not in the public page registry`)
  return entry.path
}

test.group('Marketing pages (SSR)', (group) => {
  useDatabase(group)

  for (const page of PAGES) {
    test(`[spec 2.2] ${page.route} renders ${page.component} server-side with its title and copy`, async ({
      client,
      assert,
    }) => {
      const path = pathOf(page.route)
      const response = await client.get(path).header('accept', 'text/html')
      response.assertStatus(200)
      const html = response.text()
      assert.include(html, `"component":"${page.component.replaceAll('/', '\\/')}"`)
      assert.match(html, new RegExp(`<title[^>]*>${escapeRegExp(page.title)} - Lexpat</title>`))
      assert.include(html, page.text)
      assert.equal((html.match(/<h1[\s>]/g) ?? []).length, 1, 'exactly one <h1>')

      const inertia = await client.get(path).withInertia()
      inertia.assertStatus(200)
      inertia.assertInertiaComponent(page.component)
    })
  }

  test('[spec 2.1] every route of this group is registered under its registry name and path', async ({
    assert,
  }) => {
    const { default: router } = await import('@adonisjs/core/services/router')
    const routes = Object.values(router.toJSON()).flat()
    for (const page of PAGES) {
      const route = routes.find((entry) => entry.name === page.route)
      assert.exists(route, page.route)
      assert.equal(route?.pattern, pathOf(page.route))
    }
  })
})

async function htmlOf(client: ApiClient, path: string) {
  const response = await client.get(path).header('accept', 'text/html')
  response.assertStatus(200)
  return response.text()
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.group('Marketing pages: prices, reviews and plan FAQs from the database', (group) => {
  useDatabase(group)

  test('[spec 9] home and plan pages show the seeded prices 795 and 4,950', async ({
    client,
    assert,
  }) => {
    for (const path of ['/', '/get-started', '/view-plans']) {
      const html = await htmlOf(client, path)
      assert.match(html, />795<\/span>/, path)
      assert.match(html, />4,950<\/span>/, path)
    }
    const personal = await htmlOf(client, '/personal-plan/coverage-and-pricing')
    assert.match(personal, />795<\/span>/)
    assert.match(personal, />7,950<\/span>/)
    const business = await htmlOf(client, '/business-plan/coverage-and-pricing')
    assert.match(business, />4,950<\/span>/)
    assert.match(business, />49,500<\/span>/)
  })

  test('[spec 9] a price changed in the database changes on the pages', async ({
    client,
    assert,
  }) => {
    const monthly = await Price.query()
      .where('plan_id', 1)
      .where('billing_period', BillingPeriod.MONTH)
      .where('is_active', true)
      .firstOrFail()
    monthly.amountSatang = 89_950
    await monthly.save()

    const home = await htmlOf(client, '/')
    assert.match(home, />899.50<\/span>/)
    assert.notMatch(home, />795<\/span>/)
    const choose = await client.get('/get-started').withInertia()
    const plans = choose.inertiaProps.plans as Array<{ slug: string; monthly: { amount: number } }>
    assert.equal(plans.find((plan) => plan.slug === 'personal')?.monthly.amount, 899.5)
  })

  test('[spec 2.1] Get Started buttons lead to the coverage-and-pricing pages; Apply now to the account step', async ({
    client,
    assert,
  }) => {
    const choose = await htmlOf(client, '/get-started')
    assert.include(choose, 'href="/personal-plan/coverage-and-pricing"')
    assert.include(choose, 'href="/business-plan/coverage-and-pricing"')
    const details = await htmlOf(client, '/personal-plan/details')
    assert.include(details, 'href="/personal-plan/coverage-and-pricing"')

    const monthly = await Price.query()
      .where('plan_id', 2)
      .where('billing_period', BillingPeriod.MONTH)
      .where('is_active', true)
      .firstOrFail()
    const coverage = await htmlOf(client, '/business-plan/coverage-and-pricing')
    assert.include(coverage, `href="/get-started/account?price=${monthly.id}"`)
  })

  test('[spec 3] the home page lists published reviews with name, comment, stars and date, never unpublished ones', async ({
    client,
    assert,
  }) => {
    await Review.createMany([
      {
        name: 'Somchai R.',
        comment: 'They sorted out my condo deposit in a week.',
        rating: 5,
        isPublished: true,
      },
      { name: 'Hidden Reviewer', comment: 'Not yet moderated.', rating: 2, isPublished: false },
    ])
    const response = await client.get('/').withInertia()
    const reviews = response.inertiaProps.reviews as Array<{
      name: string
      rating: number
      date: string
    }>
    assert.isAtMost(reviews.length, 6)
    const review = reviews.find((entry) => entry.name === 'Somchai R.')
    assert.exists(review)
    assert.equal(review?.rating, 5)
    assert.match(review?.date ?? '', /^\d{4}-\d{2}-\d{2}$/)
    assert.notExists(reviews.find((entry) => entry.name === 'Hidden Reviewer'))

    const html = await htmlOf(client, '/')
    assert.include(html, 'Somchai R.')
    assert.include(html, 'aria-label="5 out of 5 stars"')
    assert.notInclude(html, 'Hidden Reviewer')
  })

  test('[spec 2.2] the plan FAQ pages list the seeded questions, published and in order, answers sanitized', async ({
    client,
    assert,
  }) => {
    await seedPlanFaqs()
    await seedPlanFaqs()
    assert.equal(
      await countRows('faq_entries', { page_key: FaqPage.PERSONAL }),
      PLAN_FAQS.personal.length,
      'seeding twice creates nothing new'
    )
    await FaqEntry.create({
      pageKey: FaqPage.PERSONAL,
      question: 'A draft question staff have not published',
      answer: '<p>Draft</p>',
      position: 0,
      isPublished: false,
    })
    await FaqEntry.query()
      .where('page_key', FaqPage.BUSINESS)
      .where('position', 0)
      .update({ answer: '<p>Safe</p><script>alert(1)</script>' })

    const personal = await client.get('/personal-plan/faq').withInertia()
    const faqs = personal.inertiaProps.faqs as Array<{ question: string; answerHtml: string }>
    assert.deepEqual(
      faqs.map((faq) => faq.question),
      PLAN_FAQS.personal.map((entry) => entry.question)
    )
    const html = await htmlOf(client, '/personal-plan/faq')
    assert.include(html, 'How many pages of documents can I have reviewed?')
    assert.include(html, 'up to 15 pages to start')
    assert.notInclude(html, 'A draft question staff have not published')

    const business = await client.get('/business-plan/faq').withInertia()
    const first = (business.inertiaProps.faqs as Array<{ answerHtml: string }>)[0]
    assert.equal(first.answerHtml, '<p>Safe</p>')
    const businessHtml = await htmlOf(client, '/business-plan/faq')
    assert.include(businessHtml, 'Which businesses can join the Business plan?')
  })

  test('[spec 9] view plans lists plan-detail items in position order, the limits, exclusions and notes', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/view-plans').withInertia()
    const plans = response.inertiaProps.plans as Array<{
      slug: string
      details: Array<{ question: string }>
    }>
    assert.equal(plans[0].details[0].question, 'Unlimited legal advice')
    const html = await htmlOf(client, '/view-plans')
    assert.include(html, 'Up to 10 pages per month')
    assert.include(html, 'Prepaid credit cards are not accepted.')
    assert.include(html, 'International, military and tribal law.')
    assert.include(html, 'Annual memberships can be cancelled only after the first 12 months.')
    assert.include(html, '30 days')
  })
})

test.group('Marketing pages in Thai', (group) => {
  useDatabase(group)

  test('[spec 9] ?lang=th renders Thai headings and buttons', async ({ client, assert }) => {
    const cases: Array<[string, string]> = [
      ['/', 'สิ่งที่สมาชิกภาพของคุณคุ้มครอง'],
      ['/get-started', 'เลือกแผนของคุณ'],
      ['/view-plans', 'เปรียบเทียบแผนส่วนบุคคลและแผนธุรกิจ'],
      ['/personal-plan/coverage-and-pricing', 'สมัครเลย'],
      ['/about-us', 'เกี่ยวกับเรา'],
      ['/privacy-policy', 'นโยบายความเป็นส่วนตัว'],
      ['/resources/law-directory', 'สารบบกฎหมาย'],
    ]
    for (const [path, heading] of cases) {
      const response = await client.get(`${path}?lang=th`).header('accept', 'text/html')
      response.assertStatus(200)
      const html = response.text()
      assert.include(html, '<html lang="th">', path)
      assert.include(html, heading, path)
    }
  })
})
