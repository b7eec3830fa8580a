import { FaqPage } from '#enums/content'
import { bumpContentVersion } from '#services/content/content_version'
import { seedFaqPage, type FaqSeed } from '#database/seed/faq'

/**
 * Site content seeded in every environment: the FAQ of the Personal and
 * Business plan pages (SPEC §2.2), written from the facts of SPEC §1 and
 * §9. Where SPEC gives two readings (Personal document review "up to 15
 * pages to start" in the FAQ, "10 pages per month" in the plan details),
 * the FAQ keeps its own reading as written. Each entry has its Thai
 * version (amounts in baht). Staff edit these afterwards: a second run only
 * fills Thai fields still empty (see seedFaqPage).
 */
type Entry = Omit<FaqSeed, 'heading' | 'headingTh'>

const PERSONAL: Entry[] = [
  {
    question: 'Who is covered by the Personal plan?',
    answer:
      '<p>The Personal plan is family coverage. It covers you as the member, your spouse or partner, and your dependants: children under 26 who live at home (on select plans) and children under 18 in your guardianship.</p>',
    questionTh: 'แผนส่วนบุคคลคุ้มครองใครบ้าง',
    answerTh:
      '<p>แผนส่วนบุคคลเป็นความคุ้มครองสำหรับทั้งครอบครัว ครอบคลุมตัวคุณในฐานะสมาชิก คู่สมรสหรือคู่ชีวิต และผู้อยู่ในอุปการะ ได้แก่ บุตรอายุต่ำกว่า 26 ปีที่อาศัยอยู่ด้วย (เฉพาะบางแผน) และเด็กอายุต่ำกว่า 18 ปีที่อยู่ในความปกครองของคุณ</p>',
  },
  {
    question: 'How much does the Personal plan cost?',
    answer:
      '<p>The Personal plan starts at 795 THB per month. You can also pay once a year; the current annual price is shown on the coverage and pricing page. Prices include VAT.</p>',
    questionTh: 'แผนส่วนบุคคลราคาเท่าใด',
    answerTh:
      '<p>แผนส่วนบุคคลเริ่มต้นเดือนละ 795 บาท หรือเลือกชำระปีละครั้งก็ได้ ราคารายปีปัจจุบันแสดงอยู่ในหน้าความคุ้มครองและราคา ราคาทั้งหมดรวมภาษีมูลค่าเพิ่มแล้ว</p>',
  },
  {
    question: 'What does the Personal plan cover?',
    answer:
      '<ul><li>Unlimited legal advice on personal matters</li><li>Letters or calls on your behalf</li><li>Document review</li><li>Wills and powers of attorney</li><li>Immigration and visa help</li><li>24/7 emergency help in case of arrest, detention, serious injury or being served a warrant</li><li>Online legal forms</li><li>10-25% off standard hourly rates and extra services, and 5-10% off contingency fees</li></ul>',
    questionTh: 'แผนส่วนบุคคลคุ้มครองอะไรบ้าง',
    answerTh:
      '<ul><li>ปรึกษากฎหมายเรื่องส่วนตัวได้ไม่จำกัด</li><li>ทำหนังสือหรือโทรศัพท์ติดต่อแทนคุณ</li><li>ตรวจเอกสาร</li><li>พินัยกรรมและหนังสือมอบอำนาจ</li><li>ความช่วยเหลือด้านวีซ่าและการตรวจคนเข้าเมือง</li><li>ความช่วยเหลือฉุกเฉินตลอด 24 ชั่วโมง กรณีถูกจับกุม ถูกควบคุมตัว บาดเจ็บสาหัส หรือถูกส่งหมาย</li><li>แบบฟอร์มกฎหมายออนไลน์</li><li>ส่วนลด 10-25% จากอัตราค่าบริการรายชั่วโมงปกติและบริการเพิ่มเติม และส่วนลด 5-10% จากค่าธรรมเนียมตามผลสำเร็จ</li></ul>',
  },
  {
    question: 'How many letters or calls on my behalf are included?',
    answer:
      '<p>Your provider law firm will write one letter or make one call on your behalf per month, for example to a landlord, an employer or a company that owes you money.</p>',
    questionTh: 'ทนายความทำหนังสือหรือโทรติดต่อแทนฉันได้กี่ครั้ง',
    answerTh:
      '<p>สำนักงานกฎหมายในเครือข่ายจะทำหนังสือหรือโทรติดต่อแทนคุณได้เดือนละ 1 ครั้ง เช่น ถึงผู้ให้เช่า นายจ้าง หรือบริษัทที่ค้างชำระเงินคุณ</p>',
  },
  {
    question: 'How many pages of documents can I have reviewed?',
    answer:
      '<p>Document review is included for documents up to 15 pages to start. Leases, purchase agreements, employment offers and other personal documents all qualify. Longer documents can be reviewed at your preferred member discount.</p>',
    questionTh: 'ส่งเอกสารให้ตรวจได้กี่หน้า',
    answerTh:
      '<p>การตรวจเอกสารครอบคลุมเอกสารความยาวไม่เกิน 15 หน้าในเบื้องต้น ไม่ว่าจะเป็นสัญญาเช่า สัญญาซื้อขาย ข้อเสนอการจ้างงาน หรือเอกสารส่วนตัวอื่น ๆ เอกสารที่ยาวกว่านั้นตรวจได้ในอัตราส่วนลดสำหรับสมาชิก</p>',
  },
  {
    question: 'Can I get help with my visa?',
    answer:
      '<p>Yes. Immigration and visa help is part of the plan: Thai visas and extensions, and guidance on visas for the United States, the United Kingdom, the Schengen area, Canada and Australia.</p>',
    questionTh: 'ขอความช่วยเหลือเรื่องวีซ่าได้หรือไม่',
    answerTh:
      '<p>ได้ ความช่วยเหลือด้านวีซ่าและการตรวจคนเข้าเมืองเป็นส่วนหนึ่งของแผน ทั้งวีซ่าไทยและการขยายระยะเวลาพำนัก รวมถึงคำแนะนำเรื่องวีซ่าสหรัฐอเมริกา สหราชอาณาจักร กลุ่มประเทศเชงเก้น แคนาดา และออสเตรเลีย</p>',
  },
  {
    question: 'What happens in an emergency outside office hours?',
    answer:
      '<p>Member support is open 9 AM to 5 PM, Monday to Friday. The emergency line is open 24/7 for arrest, detention, serious injury or being served a warrant.</p>',
    questionTh: 'หากเกิดเหตุฉุกเฉินนอกเวลาทำการจะทำอย่างไร',
    answerTh:
      '<p>ฝ่ายบริการสมาชิกเปิดให้บริการวันจันทร์ถึงวันศุกร์ เวลา 9.00-17.00 น. ส่วนสายด่วนฉุกเฉินเปิดตลอด 24 ชั่วโมง ทุกวัน สำหรับกรณีถูกจับกุม ถูกควบคุมตัว บาดเจ็บสาหัส หรือถูกส่งหมาย</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<p>International, military and tribal law are not covered, nor are civil actions, traffic tickets and charges, or notices from an authority that started before your membership began. A membership cannot be activated for a person who is already incarcerated.</p>',
    questionTh: 'เรื่องใดบ้างที่ไม่อยู่ในความคุ้มครอง',
    answerTh:
      '<p>แผนนี้ไม่คุ้มครองกฎหมายระหว่างประเทศ กฎหมายทหาร และกฎหมายชนเผ่า รวมถึงคดีแพ่ง ใบสั่งจราจรและข้อกล่าวหา หรือหนังสือแจ้งจากหน่วยงานราชการที่เกิดขึ้นก่อนวันเริ่มต้นสมาชิกภาพ และไม่สามารถเปิดใช้งานสมาชิกภาพให้บุคคลที่ถูกคุมขังอยู่แล้ว</p>',
  },
  {
    question: 'How soon can I use my membership?',
    answer:
      '<p>Your application is reviewed within 12-24 business hours. Once it is approved you receive your membership number and can call your provider law firm straight away.</p>',
    questionTh: 'เริ่มใช้สิทธิสมาชิกได้เร็วที่สุดเมื่อใด',
    answerTh:
      '<p>เราพิจารณาใบสมัครภายใน 12-24 ชั่วโมงทำการ เมื่ออนุมัติแล้ว คุณจะได้รับหมายเลขสมาชิกและโทรหาสำนักงานกฎหมายในเครือข่ายได้ทันที</p>',
  },
  {
    question: 'How do I change or cancel my plan?',
    answer:
      '<p>Plans can be adjusted or cancelled with 30 days\u2019 notice by written request, email or phone; a cancellation must be confirmed in writing. Annual memberships can be cancelled only after the first 12 months.</p>',
    questionTh: 'เปลี่ยนหรือยกเลิกแผนได้อย่างไร',
    answerTh:
      '<p>ปรับเปลี่ยนหรือยกเลิกแผนได้โดยแจ้งล่วงหน้า 30 วัน เป็นลายลักษณ์อักษร ทางอีเมล หรือทางโทรศัพท์ ทั้งนี้การยกเลิกต้องยืนยันเป็นลายลักษณ์อักษร สมาชิกภาพรายปียกเลิกได้หลังจากครบ 12 เดือนแรกเท่านั้น</p>',
  },
  {
    question: 'Which payment methods are accepted?',
    answer: '<p>Credit and debit cards are accepted. Prepaid credit cards are not accepted.</p>',
    questionTh: 'ชำระเงินด้วยวิธีใดได้บ้าง',
    answerTh: '<p>รับชำระด้วยบัตรเครดิตและบัตรเดบิต ไม่รับบัตรเครดิตแบบเติมเงิน (prepaid)</p>',
  },
]

const BUSINESS: Entry[] = [
  {
    question: 'Which businesses can join the Business plan?',
    answer:
      '<p>The Business plan is for small for-profit businesses. One membership covers one business registration number.</p>',
    questionTh: 'ธุรกิจประเภทใดสมัครแผนธุรกิจได้',
    answerTh:
      '<p>แผนธุรกิจออกแบบมาสำหรับธุรกิจขนาดเล็กที่แสวงหากำไร สมาชิกภาพ 1 รายการคุ้มครองธุรกิจ 1 เลขทะเบียนนิติบุคคล</p>',
  },
  {
    question: 'How much does the Business plan cost?',
    answer:
      '<p>The Business plan starts at 4,950 THB per month. Paying once a year is also possible; the current annual price is shown on the coverage and pricing page. Prices include VAT.</p>',
    questionTh: 'แผนธุรกิจราคาเท่าใด',
    answerTh:
      '<p>แผนธุรกิจเริ่มต้นเดือนละ 4,950 บาท หรือเลือกชำระปีละครั้งก็ได้ ราคารายปีปัจจุบันแสดงอยู่ในหน้าความคุ้มครองและราคา ราคาทั้งหมดรวมภาษีมูลค่าเพิ่มแล้ว</p>',
  },
  {
    question: 'What does the Business plan cover?',
    answer:
      '<ul><li>Unlimited consultations</li><li>Company formation help</li><li>Contract review and drafting</li><li>Employment law advice</li><li>Compliance advice</li><li>Dispute resolution</li></ul>',
    questionTh: 'แผนธุรกิจคุ้มครองอะไรบ้าง',
    answerTh:
      '<ul><li>ปรึกษาได้ไม่จำกัด</li><li>ความช่วยเหลือด้านการจดทะเบียนจัดตั้งบริษัท</li><li>ตรวจและร่างสัญญา</li><li>คำปรึกษาด้านกฎหมายแรงงาน</li><li>คำปรึกษาด้านการปฏิบัติตามกฎหมายและข้อบังคับ</li><li>การระงับข้อพิพาท</li></ul>',
  },
  {
    question: 'How many letters or calls on our behalf are included?',
    answer: '<p>Up to 30 letters or calls per year, with at most 6 in any one month.</p>',
    questionTh: 'ทนายความทำหนังสือหรือโทรติดต่อแทนธุรกิจได้กี่ครั้ง',
    answerTh: '<p>สูงสุด 30 ครั้งต่อปี และไม่เกิน 6 ครั้งในเดือนเดียว</p>',
  },
  {
    question: 'How many contracts and documents can be reviewed?',
    answer:
      '<p>24 documents per year, at most 2 per month, each up to 10 pages. Longer documents can be reviewed at your preferred member discount.</p>',
    questionTh: 'ตรวจสัญญาและเอกสารได้กี่ฉบับ',
    answerTh:
      '<p>ปีละ 24 ฉบับ ไม่เกินเดือนละ 2 ฉบับ ฉบับละไม่เกิน 10 หน้า เอกสารที่ยาวกว่านั้นตรวจได้ในอัตราส่วนลดสำหรับสมาชิก</p>',
  },
  {
    question: 'Do you help with customers who do not pay?',
    answer:
      '<p>Yes. Your provider law firm sends collection letters for you: up to 2 per month, with extra fees beyond 10.</p>',
    questionTh: 'ช่วยติดตามลูกค้าที่ไม่ชำระเงินได้หรือไม่',
    answerTh:
      '<p>ได้ สำนักงานกฎหมายในเครือข่ายจะส่งหนังสือทวงถามหนี้แทนคุณได้สูงสุดเดือนละ 2 ฉบับ โดยมีค่าธรรมเนียมเพิ่มเติมเมื่อเกิน 10 ฉบับ</p>',
  },
  {
    question: 'Can we get a written legal opinion?',
    answer:
      '<p>One legal opinion per month is included, with up to one hour of research per matter.</p>',
    questionTh: 'ขอความเห็นทางกฎหมายเป็นลายลักษณ์อักษรได้หรือไม่',
    answerTh: '<p>แผนนี้รวมความเห็นทางกฎหมายเดือนละ 1 ฉบับ โดยค้นคว้าได้ไม่เกิน 1 ชั่วโมงต่อเรื่อง</p>',
  },
  {
    question: 'Who may contact the provider law firm for the business?',
    answer:
      '<p>You may name up to two written spokespersons who can use the membership on behalf of the business.</p>',
    questionTh: 'ใครติดต่อสำนักงานกฎหมายในนามธุรกิจได้บ้าง',
    answerTh: '<p>คุณระบุชื่อผู้แทนเป็นลายลักษณ์อักษรได้สูงสุด 2 คน ซึ่งใช้สิทธิสมาชิกในนามของธุรกิจได้</p>',
  },
  {
    question: 'What discounts apply to work beyond the plan?',
    answer:
      '<p>Members receive 10-25% off standard hourly rates and extra services and 5-10% off contingency fees with the provider law firms.</p>',
    questionTh: 'งานที่เกินขอบเขตของแผนได้รับส่วนลดเท่าใด',
    answerTh:
      '<p>สมาชิกได้รับส่วนลด 10-25% จากอัตราค่าบริการรายชั่วโมงปกติและบริการเพิ่มเติม และส่วนลด 5-10% จากค่าธรรมเนียมตามผลสำเร็จ จากสำนักงานกฎหมายในเครือข่าย</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<p>International, military and tribal law are not covered, nor are civil actions, charges or notices from an authority that started before the membership began.</p>',
    questionTh: 'เรื่องใดบ้างที่ไม่อยู่ในความคุ้มครอง',
    answerTh:
      '<p>แผนนี้ไม่คุ้มครองกฎหมายระหว่างประเทศ กฎหมายทหาร และกฎหมายชนเผ่า รวมถึงคดีแพ่ง ข้อกล่าวหา หรือหนังสือแจ้งจากหน่วยงานราชการที่เกิดขึ้นก่อนวันเริ่มต้นสมาชิกภาพ</p>',
  },
  {
    question: 'How do we change or cancel the plan?',
    answer:
      '<p>Give 30 days\u2019 notice by written request, email or phone; a cancellation must be confirmed in writing. Annual memberships can be cancelled only after the first 12 months.</p>',
    questionTh: 'เปลี่ยนหรือยกเลิกแผนได้อย่างไร',
    answerTh:
      '<p>แจ้งล่วงหน้า 30 วัน เป็นลายลักษณ์อักษร ทางอีเมล หรือทางโทรศัพท์ ทั้งนี้การยกเลิกต้องยืนยันเป็นลายลักษณ์อักษร สมาชิกภาพรายปียกเลิกได้หลังจากครบ 12 เดือนแรกเท่านั้น</p>',
  },
]

export const PLAN_FAQS: Record<typeof FaqPage.PERSONAL | typeof FaqPage.BUSINESS, Entry[]> = {
  [FaqPage.PERSONAL]: PERSONAL,
  [FaqPage.BUSINESS]: BUSINESS,
}

export async function seedPlanFaqs() {
  let changed = false
  for (const [pageKey, entries] of Object.entries(PLAN_FAQS)) {
    if (await seedFaqPage(pageKey, entries, 0)) changed = true
  }
  // A seed run on a live install must not leave cached public pages behind.
  if (changed) await bumpContentVersion()
}
