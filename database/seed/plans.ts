import Plan from '#models/plan'
import Price from '#models/price'
import PlanDetailItem from '#models/plan_detail_item'
import settings from '#services/settings_store'
import { BillingPeriod, PlanSlug } from '#enums/billing'
import { annualFromMonthly } from '#support/money'

/**
 * Lookup data seeded in every environment: the two plans (stable ids),
 * their monthly and annual prices and the plan-details accordion items.
 * The annual price is worth `annual_price_months` monthly payments
 * (setting, 10 by default). Running it twice changes nothing.
 */
export const ANNUAL_PRICE_MONTHS_SETTING = 'annual_price_months'
export const DEFAULT_ANNUAL_PRICE_MONTHS = 10

const PLANS = [
  {
    id: 1,
    slug: PlanSlug.PERSONAL,
    name: 'Personal',
    nameTh: 'ส่วนบุคคล',
    tagline: 'Family legal protection for expats and residents in Thailand',
    description:
      'Unlimited legal advice, letters or calls on your behalf, document review, wills and powers of attorney, immigration and visa help, and a 24/7 emergency line for you, your spouse or partner and your dependants.',
    coversDependantsUnder26: true,
    allowsPartner: true,
    position: 1,
    monthlySatang: 79_500,
  },
  {
    id: 2,
    slug: PlanSlug.BUSINESS,
    name: 'Business',
    nameTh: 'ธุรกิจ',
    tagline: 'A legal department for small for-profit businesses',
    description:
      'Unlimited consultations, company formation help, contract review and drafting, employment law advice, compliance advice and dispute resolution for one registered business.',
    coversDependantsUnder26: false,
    allowsPartner: false,
    position: 2,
    monthlySatang: 495_000,
  },
] as const

const DETAIL_ITEMS: Record<
  PlanSlug,
  Array<{ question: string; description: string; answers: string[] }>
> = {
  [PlanSlug.PERSONAL]: [
    {
      question: 'Unlimited legal advice',
      description:
        'Talk to a provider law firm about any personal legal matter, as often as you need.',
      answers: [
        'By phone, email or video call',
        'Advice in English or Thai',
        'Average 20 years of experience',
      ],
    },
    {
      question: 'Letters or calls on your behalf',
      description: 'Your provider lawyer writes or calls to resolve a problem before it grows.',
      answers: ['One letter or call on your behalf per month'],
    },
    {
      question: 'Document review',
      description:
        'Leases, purchase contracts, employment offers and other personal documents reviewed.',
      answers: ['Up to 10 pages per month'],
    },
    {
      question: 'Wills and powers of attorney',
      description: 'Prepare a last will and testament, a living will and powers of attorney.',
      answers: ['Will preparation', 'Living will', 'Power of attorney'],
    },
    {
      question: 'Immigration and visa help',
      description:
        'Guidance on Thai visas, extensions, 90-day reporting and visas for other countries.',
      answers: ['Thai visas and extensions', 'US, UK, Schengen, Canadian and Australian visas'],
    },
    {
      question: '24/7 emergency help',
      description:
        'Arrest, detention, serious injury or being served a warrant: call the emergency line at any hour.',
      answers: ['Emergency line open 24/7'],
    },
    {
      question: 'Preferred member discounts',
      description: 'Discounts when you need more than the plan covers.',
      answers: [
        '10-25% off standard hourly rates and extra services',
        '5-10% off contingency fees',
      ],
    },
  ],
  [PlanSlug.BUSINESS]: [
    {
      question: 'Unlimited consultations',
      description: 'Ask your provider law firm about any business legal question.',
      answers: ['Employment law advice', 'Compliance advice', 'Dispute resolution'],
    },
    {
      question: 'Letters or calls on your behalf',
      description: 'Letters and calls to customers, suppliers and authorities.',
      answers: ['Up to 30 per year', 'At most 6 per month'],
    },
    {
      question: 'Contract review and drafting',
      description: 'Supplier, customer, lease and employment contracts reviewed or drafted.',
      answers: ['24 documents per year', 'At most 2 per month', 'Each up to 10 pages'],
    },
    {
      question: 'Debt collection',
      description: 'Collection letters to customers who do not pay.',
      answers: ['Up to 2 collection letters per month', 'Extra fees beyond 10'],
    },
    {
      question: 'Legal opinions and research',
      description: 'Written legal opinions and research on your matters.',
      answers: ['One legal opinion per month', 'Up to one hour of research per matter'],
    },
    {
      question: 'Company formation help',
      description:
        'Company registration, licences and permits, and the people who may act for you.',
      answers: ['One business registration number', 'Up to two written spokespersons'],
    },
  ],
}

export async function annualPriceMonths(): Promise<number> {
  const months = Number(
    await settings.get(ANNUAL_PRICE_MONTHS_SETTING, DEFAULT_ANNUAL_PRICE_MONTHS)
  )
  return Number.isInteger(months) && months >= 1 && months <= 12
    ? months
    : DEFAULT_ANNUAL_PRICE_MONTHS
}

export async function seedPlans() {
  const months = await annualPriceMonths()
  for (const { monthlySatang, ...plan } of PLANS) {
    // Staff edit the copy afterwards (Admin › Manage Plan Details): never overwrite it.
    if (!(await Plan.find(plan.id))) await Plan.create({ ...plan, isActive: true })
    const prices: Array<[BillingPeriod, number]> = [
      [BillingPeriod.MONTH, monthlySatang],
      [BillingPeriod.YEAR, annualFromMonthly(monthlySatang, months)],
    ]
    for (const [billingPeriod, amountSatang] of prices) {
      const existing = await Price.query()
        .where('plan_id', plan.id)
        .where('billing_period', billingPeriod)
        .where('is_active', true)
        .first()
      if (!existing) {
        await Price.create({ planId: plan.id, billingPeriod, amountSatang, isActive: true })
      }
    }
    // The starting accordion, written once: staff's edits and deletions stay.
    if (await PlanDetailItem.findBy('plan_id', plan.id)) continue
    const items = DETAIL_ITEMS[plan.slug]
    for (const [position, item] of items.entries()) {
      await PlanDetailItem.create({ planId: plan.id, ...item, position })
    }
  }
}
