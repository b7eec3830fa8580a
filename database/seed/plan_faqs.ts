import FaqEntry from '#models/faq_entry'
import { FaqPage } from '#enums/content'

/**
 * Site content seeded in every environment: the FAQ of the Personal and
 * Business plan pages (SPEC §2.2), written from the facts of SPEC §1 and
 * §9. Where SPEC gives two readings (Personal document review "up to 15
 * pages to start" in the FAQ, "10 pages per month" in the plan details),
 * the FAQ keeps its own reading as written. Staff edit these afterwards;
 * running the seed again brings the text back to this version.
 */
type Entry = { question: string; answer: string }

const PERSONAL: Entry[] = [
  {
    question: 'Who is covered by the Personal plan?',
    answer:
      '<p>The Personal plan is family coverage. It covers you as the member, your spouse or partner, and your dependants: children under 26 who live at home (on select plans) and children under 18 in your guardianship.</p>',
  },
  {
    question: 'How much does the Personal plan cost?',
    answer:
      '<p>The Personal plan starts at 795 THB per month. You can also pay once a year; the current annual price is shown on the coverage and pricing page. Prices include VAT.</p>',
  },
  {
    question: 'What does the Personal plan cover?',
    answer:
      '<ul><li>Unlimited legal advice on personal matters</li><li>Letters or calls on your behalf</li><li>Document review</li><li>Wills and powers of attorney</li><li>Immigration and visa help</li><li>24/7 emergency help in case of arrest, detention, serious injury or being served a warrant</li><li>Online legal forms</li><li>10-25% off standard hourly rates and extra services, and 5-10% off contingency fees</li></ul>',
  },
  {
    question: 'How many letters or calls on my behalf are included?',
    answer:
      '<p>Your provider law firm will write one letter or make one call on your behalf per month, for example to a landlord, an employer or a company that owes you money.</p>',
  },
  {
    question: 'How many pages of documents can I have reviewed?',
    answer:
      '<p>Document review is included for documents up to 15 pages to start. Leases, purchase agreements, employment offers and other personal documents all qualify. Longer documents can be reviewed at your preferred member discount.</p>',
  },
  {
    question: 'Can I get help with my visa?',
    answer:
      '<p>Yes. Immigration and visa help is part of the plan: Thai visas and extensions, and guidance on visas for the United States, the United Kingdom, the Schengen area, Canada and Australia.</p>',
  },
  {
    question: 'What happens in an emergency outside office hours?',
    answer:
      '<p>Member support is open 9 AM to 5 PM, Monday to Friday. The emergency line is open 24/7 for arrest, detention, serious injury or being served a warrant.</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<p>International, military and tribal law are not covered, nor are civil actions, traffic tickets and charges, or notices from an authority that started before your membership began. A membership cannot be activated for a person who is already incarcerated.</p>',
  },
  {
    question: 'How soon can I use my membership?',
    answer:
      '<p>Your application is reviewed within 12-24 business hours. Once it is approved you receive your membership number and can call your provider law firm straight away.</p>',
  },
  {
    question: 'How do I change or cancel my plan?',
    answer:
      '<p>Plans can be adjusted or cancelled with 30 days\u2019 notice by written request, email or phone; a cancellation must be confirmed in writing. Annual memberships can be cancelled only after the first 12 months.</p>',
  },
  {
    question: 'Which payment methods are accepted?',
    answer: '<p>Credit and debit cards are accepted. Prepaid credit cards are not accepted.</p>',
  },
]

const BUSINESS: Entry[] = [
  {
    question: 'Which businesses can join the Business plan?',
    answer:
      '<p>The Business plan is for small for-profit businesses. One membership covers one business registration number.</p>',
  },
  {
    question: 'How much does the Business plan cost?',
    answer:
      '<p>The Business plan starts at 4,950 THB per month. Paying once a year is also possible; the current annual price is shown on the coverage and pricing page. Prices include VAT.</p>',
  },
  {
    question: 'What does the Business plan cover?',
    answer:
      '<ul><li>Unlimited consultations</li><li>Company formation help</li><li>Contract review and drafting</li><li>Employment law advice</li><li>Compliance advice</li><li>Dispute resolution</li></ul>',
  },
  {
    question: 'How many letters or calls on our behalf are included?',
    answer: '<p>Up to 30 letters or calls per year, with at most 6 in any one month.</p>',
  },
  {
    question: 'How many contracts and documents can be reviewed?',
    answer:
      '<p>24 documents per year, at most 2 per month, each up to 10 pages. Longer documents can be reviewed at your preferred member discount.</p>',
  },
  {
    question: 'Do you help with customers who do not pay?',
    answer:
      '<p>Yes. Your provider law firm sends collection letters for you: up to 2 per month, with extra fees beyond 10.</p>',
  },
  {
    question: 'Can we get a written legal opinion?',
    answer:
      '<p>One legal opinion per month is included, with up to one hour of research per matter.</p>',
  },
  {
    question: 'Who may contact the provider law firm for the business?',
    answer:
      '<p>You may name up to two written spokespersons who can use the membership on behalf of the business.</p>',
  },
  {
    question: 'What discounts apply to work beyond the plan?',
    answer:
      '<p>Members receive 10-25% off standard hourly rates and extra services and 5-10% off contingency fees with the provider law firms.</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<p>International, military and tribal law are not covered, nor are civil actions, charges or notices from an authority that started before the membership began.</p>',
  },
  {
    question: 'How do we change or cancel the plan?',
    answer:
      '<p>Give 30 days\u2019 notice by written request, email or phone; a cancellation must be confirmed in writing. Annual memberships can be cancelled only after the first 12 months.</p>',
  },
]

export const PLAN_FAQS: Record<typeof FaqPage.PERSONAL | typeof FaqPage.BUSINESS, Entry[]> = {
  [FaqPage.PERSONAL]: PERSONAL,
  [FaqPage.BUSINESS]: BUSINESS,
}

export async function seedPlanFaqs() {
  for (const [pageKey, entries] of Object.entries(PLAN_FAQS)) {
    // Starting content, written once: staff edit it afterwards (Admin › FAQ).
    if (await FaqEntry.findBy('page_key', pageKey)) continue
    for (const [position, entry] of entries.entries()) {
      await FaqEntry.updateOrCreate(
        { pageKey, question: entry.question },
        { answer: entry.answer, position, isPublished: true, groupHeading: null }
      )
    }
  }
}
