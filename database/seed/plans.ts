import Plan from '#models/plan'
import Price from '#models/price'
import PlanDetailItem from '#models/plan_detail_item'
import settings from '#services/platform/settings_store'
import { BillingPeriod, PlanSlug } from '#enums/billing'
import { annualFromMonthly } from '#support/money'
import { fillThai } from '#database/seed/thai'

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
    descriptionTh:
      'ปรึกษากฎหมายได้ไม่จำกัดครั้ง ทนายความออกหนังสือหรือโทรติดต่อแทนท่าน ตรวจสอบเอกสาร จัดทำพินัยกรรมและหนังสือมอบอำนาจ ช่วยเหลือด้านวีซ่าและการตรวจคนเข้าเมือง พร้อมสายด่วนฉุกเฉินตลอด 24 ชั่วโมง สำหรับท่าน คู่สมรสหรือคู่ชีวิต และบุตรในความอุปการะ',
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
    descriptionTh:
      'ปรึกษาได้ไม่จำกัดครั้ง ช่วยเหลือการจัดตั้งบริษัท ตรวจและร่างสัญญา ให้คำแนะนำด้านกฎหมายแรงงานและการปฏิบัติตามกฎหมาย ตลอดจนการระงับข้อพิพาท สำหรับธุรกิจที่จดทะเบียน 1 แห่ง',
    coversDependantsUnder26: false,
    allowsPartner: false,
    position: 2,
    monthlySatang: 495_000,
  },
] as const

type DetailItemSeed = {
  question: string
  questionTh: string
  description: string
  descriptionTh: string
  answers: string[]
  answersTh: string[]
}

/** The accordion of each plan in English and in Thai (DESIGN §1: shipped content has both). */
const DETAIL_ITEMS: Record<PlanSlug, DetailItemSeed[]> = {
  [PlanSlug.PERSONAL]: [
    {
      question: 'Unlimited legal advice',
      questionTh: 'ปรึกษากฎหมายได้ไม่จำกัดครั้ง',
      description:
        'Talk to a provider law firm about any personal legal matter, as often as you need.',
      descriptionTh: 'ปรึกษาสำนักงานกฎหมายในเครือข่ายได้ทุกเรื่องกฎหมายส่วนบุคคล บ่อยเท่าที่ท่านต้องการ',
      answers: [
        'By phone, email or video call',
        'Advice in English or Thai',
        'Average 20 years of experience',
      ],
      answersTh: [
        'ทางโทรศัพท์ อีเมล หรือวิดีโอคอล',
        'ให้คำปรึกษาเป็นภาษาไทยหรือภาษาอังกฤษ',
        'ทนายความมีประสบการณ์เฉลี่ย 20 ปี',
      ],
    },
    {
      question: 'Letters or calls on your behalf',
      questionTh: 'ออกหนังสือหรือโทรติดต่อแทนท่าน',
      description: 'Your provider lawyer writes or calls to resolve a problem before it grows.',
      descriptionTh: 'ทนายความของท่านจะทำหนังสือหรือโทรศัพท์ถึงคู่กรณีแทนท่าน เพื่อยุติปัญหาก่อนจะบานปลาย',
      answers: ['One letter or call on your behalf per month'],
      answersTh: ['ออกหนังสือหรือโทรติดต่อแทนท่านได้เดือนละ 1 ครั้ง'],
    },
    {
      question: 'Document review',
      questionTh: 'ตรวจสอบเอกสาร',
      description:
        'Leases, purchase contracts, employment offers and other personal documents reviewed.',
      descriptionTh: 'ตรวจสอบสัญญาเช่า สัญญาซื้อขาย หนังสือเสนอการจ้างงาน และเอกสารส่วนบุคคลอื่น ๆ',
      answers: ['Up to 10 pages per month'],
      answersTh: ['ไม่เกิน 10 หน้าต่อเดือน'],
    },
    {
      question: 'Wills and powers of attorney',
      questionTh: 'พินัยกรรมและหนังสือมอบอำนาจ',
      description: 'Prepare a last will and testament, a living will and powers of attorney.',
      descriptionTh: 'จัดทำพินัยกรรม หนังสือแสดงเจตนาเกี่ยวกับการรักษาพยาบาลในวาระสุดท้าย และหนังสือมอบอำนาจ',
      answers: ['Will preparation', 'Living will', 'Power of attorney'],
      answersTh: [
        'จัดทำพินัยกรรม',
        'หนังสือแสดงเจตนาไม่ประสงค์จะรับการรักษาในวาระสุดท้าย (Living will)',
        'หนังสือมอบอำนาจ',
      ],
    },
    {
      question: 'Immigration and visa help',
      questionTh: 'ความช่วยเหลือด้านวีซ่าและการตรวจคนเข้าเมือง',
      description:
        'Guidance on Thai visas, extensions, 90-day reporting and visas for other countries.',
      descriptionTh: 'คำแนะนำเรื่องวีซ่าไทย การขออยู่ต่อ การรายงานตัวทุก 90 วัน และวีซ่าเดินทางไปต่างประเทศ',
      answers: ['Thai visas and extensions', 'US, UK, Schengen, Canadian and Australian visas'],
      answersTh: [
        'วีซ่าไทยและการขออยู่ต่อในราชอาณาจักร',
        'วีซ่าสหรัฐอเมริกา สหราชอาณาจักร เชงเก้น แคนาดา และออสเตรเลีย',
      ],
    },
    {
      question: '24/7 emergency help',
      questionTh: 'ความช่วยเหลือฉุกเฉินตลอด 24 ชั่วโมง',
      description:
        'Arrest, detention, serious injury or being served a warrant: call the emergency line at any hour.',
      descriptionTh:
        'หากถูกจับกุม ถูกควบคุมตัว ได้รับบาดเจ็บสาหัส หรือได้รับหมายเรียกหรือหมายจับ โทรสายด่วนฉุกเฉินได้ทุกเวลา',
      answers: ['Emergency line open 24/7'],
      answersTh: ['สายด่วนฉุกเฉินเปิดให้บริการตลอด 24 ชั่วโมง ทุกวัน'],
    },
    {
      question: 'Preferred member discounts',
      questionTh: 'ส่วนลดพิเศษสำหรับสมาชิก',
      description: 'Discounts when you need more than the plan covers.',
      descriptionTh: 'รับส่วนลดเมื่อท่านต้องการบริการนอกเหนือจากที่แผนคุ้มครอง',
      answers: [
        '10-25% off standard hourly rates and extra services',
        '5-10% off contingency fees',
      ],
      answersTh: [
        'ส่วนลด 10-25% จากค่าบริการรายชั่วโมงปกติและบริการเพิ่มเติม',
        'ส่วนลด 5-10% จากค่าตอบแทนตามผลสำเร็จของคดี',
      ],
    },
  ],
  [PlanSlug.BUSINESS]: [
    {
      question: 'Unlimited consultations',
      questionTh: 'ปรึกษาได้ไม่จำกัดครั้ง',
      description: 'Ask your provider law firm about any business legal question.',
      descriptionTh: 'ปรึกษาสำนักงานกฎหมายในเครือข่ายได้ทุกประเด็นกฎหมายธุรกิจ',
      answers: ['Employment law advice', 'Compliance advice', 'Dispute resolution'],
      answersTh: ['คำแนะนำด้านกฎหมายแรงงาน', 'คำแนะนำด้านการปฏิบัติตามกฎหมาย', 'การระงับข้อพิพาท'],
    },
    {
      question: 'Letters or calls on your behalf',
      questionTh: 'ออกหนังสือหรือโทรติดต่อในนามธุรกิจของท่าน',
      description: 'Letters and calls to customers, suppliers and authorities.',
      descriptionTh: 'ทำหนังสือและโทรติดต่อลูกค้า คู่ค้า และหน่วยงานราชการในนามของท่าน',
      answers: ['Up to 30 per year', 'At most 6 per month'],
      answersTh: ['สูงสุด 30 ครั้งต่อปี', 'ไม่เกินเดือนละ 6 ครั้ง'],
    },
    {
      question: 'Contract review and drafting',
      questionTh: 'ตรวจและร่างสัญญา',
      description: 'Supplier, customer, lease and employment contracts reviewed or drafted.',
      descriptionTh: 'ตรวจหรือร่างสัญญากับคู่ค้าและลูกค้า สัญญาเช่า และสัญญาจ้างแรงงาน',
      answers: ['24 documents per year', 'At most 2 per month', 'Each up to 10 pages'],
      answersTh: ['24 ฉบับต่อปี', 'ไม่เกินเดือนละ 2 ฉบับ', 'ฉบับละไม่เกิน 10 หน้า'],
    },
    {
      question: 'Debt collection',
      questionTh: 'การติดตามทวงถามหนี้',
      description: 'Collection letters to customers who do not pay.',
      descriptionTh: 'ออกหนังสือทวงถามถึงลูกค้าที่ค้างชำระ',
      answers: ['Up to 2 collection letters per month', 'Extra fees beyond 10'],
      answersTh: ['หนังสือทวงถามไม่เกินเดือนละ 2 ฉบับ', 'มีค่าบริการเพิ่มเติมเมื่อเกิน 10 ฉบับ'],
    },
    {
      question: 'Legal opinions and research',
      questionTh: 'ความเห็นทางกฎหมายและการค้นคว้าข้อกฎหมาย',
      description: 'Written legal opinions and research on your matters.',
      descriptionTh: 'ความเห็นทางกฎหมายเป็นลายลักษณ์อักษร และการค้นคว้าข้อกฎหมายในเรื่องของท่าน',
      answers: ['One legal opinion per month', 'Up to one hour of research per matter'],
      answersTh: ['ความเห็นทางกฎหมายเดือนละ 1 ฉบับ', 'ค้นคว้าข้อกฎหมายได้ไม่เกิน 1 ชั่วโมงต่อเรื่อง'],
    },
    {
      question: 'Company formation help',
      questionTh: 'ความช่วยเหลือในการจัดตั้งบริษัท',
      description:
        'Company registration, licences and permits, and the people who may act for you.',
      descriptionTh: 'การจดทะเบียนบริษัท ใบอนุญาตต่าง ๆ และการแต่งตั้งผู้มีอำนาจกระทำการแทนบริษัท',
      answers: ['One business registration number', 'Up to two written spokespersons'],
      answersTh: ['เลขทะเบียนนิติบุคคล 1 เลขทะเบียน', 'ผู้แทนที่ได้รับแต่งตั้งเป็นหนังสือไม่เกิน 2 คน'],
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
    const row = await Plan.find(plan.id)
    if (!row) await Plan.create({ ...plan, isActive: true })
    else
      await fillThai(row, { description: plan.description }, { descriptionTh: plan.descriptionTh })
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
    const items = DETAIL_ITEMS[plan.slug]
    const current = await PlanDetailItem.query().where('plan_id', plan.id)
    if (current.length === 0) {
      for (const [position, item] of items.entries()) {
        await PlanDetailItem.create({ planId: plan.id, ...item, position })
      }
      continue
    }
    // An install seeded before the Thai texts existed gets them for the items still as seeded.
    for (const item of current) {
      const seeded = items.find((candidate) => candidate.question === item.question)
      if (!seeded) continue
      await fillThai(
        item,
        { description: seeded.description, answers: seeded.answers },
        {
          questionTh: seeded.questionTh,
          descriptionTh: seeded.descriptionTh,
          answersTh: seeded.answersTh,
        }
      )
    }
  }
}
