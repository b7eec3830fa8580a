import { DateTime } from 'luxon'
import type { LucidModel, ModelAttributes } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import Lead from '#models/lead'
import Review from '#models/review'
import TermsAndCondition from '#models/terms_and_condition'
import { sanitizeRichText } from '#support/rich_text'
import { fillThai } from '#database/seed/thai'
import SupportTicket from '#models/support_ticket'
import SupportTicketEvent, { TicketEventKind } from '#models/support_ticket_event'
import SurveyQuestion from '#models/survey_question'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import ConsultancyRequest from '#models/consultancy_request'
import Service from '#models/service'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import BlogPost from '#models/blog_post'
import Subscriber from '#models/subscriber'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import EmailHistory from '#models/email_history'
import DeviceToken from '#models/device_token'
import Notification from '#models/notification'
import IdentityVerification from '#models/identity_verification'
import DeletionRequest from '#models/deletion_request'
import AuditLog from '#models/audit_log'
import AffiliateReferral from '#models/affiliate_referral'
import ChatMessage from '#models/chat_message'
import {
  AffiliateReferralStatus,
  BlogPostStatus,
  ChatSender,
  ConsultancyRequestStatus,
  DeletionRequestStatus,
  DevicePlatform,
  EmailHistoryStatus,
  IdentityDocumentType,
  IdentityVerificationStatus,
  MailAudience,
  ScheduledMailStatus,
  SupportTicketStatus,
  SurveyQuestionType,
} from '#enums/content'

type Attributes<T extends LucidModel> = Partial<ModelAttributes<InstanceType<T>>>

/**
 * Finds a row by its natural key and brings its content up to date, or
 * creates it. Values that would differ on every run (dates relative to
 * now) go in `onCreate` so a second run changes nothing.
 */
async function upsert<T extends LucidModel>(
  model: T,
  search: Attributes<T>,
  content: Attributes<T> = {},
  onCreate: Attributes<T> = {}
): Promise<InstanceType<T>> {
  const row = await model.firstOrNew(search, { ...content, ...onCreate })
  if (row.$isPersisted) row.merge(content)
  await row.save()
  return row as InstanceType<T>
}

const daysAgo = (days: number) => DateTime.now().minus({ days })
const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })

async function demoUsers() {
  const byEmail = async (email: string) => (await User.findBy('email', email)) ?? null
  return {
    member: await byEmail('member@lexpat.test'),
    lawyer: await byEmail('lawyer@lexpat.test'),
    admin: await byEmail('admin@lexpat.test'),
    superAdmin: await byEmail('superadmin@lexpat.test'),
    officer: await byEmail('officer@lexpat.test'),
  }
}

type DemoUsers = Awaited<ReturnType<typeof demoUsers>>

const SERVICES = [
  {
    slug: 'immigration-and-visa',
    titleTh: 'วีซ่าและการตรวจคนเข้าเมือง',
    descriptionTh:
      'ให้คำแนะนำเรื่องวีซ่าเกษียณอายุ วีซ่าคู่สมรส วีซ่าธุรกิจ และวีซ่าผู้พำนักระยะยาว (LTR) การขออยู่ต่อ การรายงานตัวทุก 90 วัน และการขออนุญาตกลับเข้ามาในราชอาณาจักร (Re-entry Permit) รวมถึงช่วยเหลือเมื่อคำขอถูกปฏิเสธ',
    title: 'Immigration & Visa',
    description:
      'Advice on retirement, marriage, business and Long-Term Resident visas, extensions of stay, 90-day reporting and re-entry permits, and help when an application is refused.',
  },
  {
    slug: 'contract-review',
    titleTh: 'ตรวจสอบสัญญา',
    descriptionTh:
      'ทนายความไทยตรวจสัญญาเช่า สัญญาจ้างงาน สัญญาซื้อขาย หรือสัญญาบริการก่อนท่านลงนาม และอธิบายข้อสัญญาสำคัญด้วยภาษาที่เข้าใจง่าย',
    title: 'Contract Review',
    description:
      'A Thai lawyer reads your lease, employment contract, sale agreement or service contract before you sign, and explains the clauses that matter in plain English.',
  },
  {
    slug: 'family-law',
    titleTh: 'กฎหมายครอบครัว',
    descriptionTh:
      'การจดทะเบียนสมรส สัญญาก่อนสมรส การหย่าโดยความยินยอมหรือโดยคำพิพากษาของศาล อำนาจปกครองบุตร และค่าอุปการะเลี้ยงดูบุตรสำหรับครอบครัวข้ามชาติ',
    title: 'Family Law',
    description:
      'Marriage registration, prenuptial agreements, divorce by mutual consent or through the court, child custody and maintenance for international families.',
  },
  {
    slug: 'estate-planning',
    titleTh: 'การวางแผนมรดก',
    descriptionTh:
      'จัดทำพินัยกรรมตามกฎหมายไทยสำหรับชาวต่างชาติ การตั้งผู้จัดการมรดก และให้คำแนะนำแก่ครอบครัวในการจัดการมรดกของผู้ล่วงลับที่เสียชีวิตในประเทศไทย',
    title: 'Estate Planning',
    description:
      'Thai wills for foreigners, appointment of executors, and guidance for families dealing with the estate of a loved one who passed away in Thailand.',
  },
  {
    slug: 'employment',
    titleTh: 'กฎหมายแรงงาน',
    descriptionTh:
      'ใบอนุญาตทำงาน การเลิกจ้างที่ไม่เป็นธรรม ค่าจ้างค้างจ่ายและค่าชดเชยตามพระราชบัญญัติคุ้มครองแรงงาน และการตรวจข้อตกลงห้ามทำงานกับคู่แข่งทางการค้า',
    title: 'Employment',
    description:
      'Work permits, unfair dismissal, unpaid wages and severance under the Labour Protection Act, and review of non-compete clauses.',
  },
  {
    slug: 'traffic-accident',
    titleTh: 'อุบัติเหตุทางถนน',
    descriptionTh:
      'ช่วยเหลือหลังเกิดอุบัติเหตุ ทั้งการติดต่อเจ้าหน้าที่ตำรวจและบริษัทประกันภัย การเรียกร้องค่าเสียหายจากประกันภัยภาคบังคับ (พ.ร.บ.) และการเจรจาค่าสินไหมทดแทน',
    title: 'Traffic Accident',
    description:
      'Support after a road accident: dealing with the police and insurers, compulsory insurance claims, and negotiation of compensation.',
  },
  {
    slug: 'property',
    titleTh: 'อสังหาริมทรัพย์',
    descriptionTh:
      'การซื้อห้องชุดภายในสัดส่วนที่คนต่างด้าวถือครองได้ การจดทะเบียนสิทธิการเช่าไม่เกิน 30 ปี การตรวจสอบโฉนดที่ดิน และข้อพิพาทกับผู้ให้เช่า',
    title: 'Property',
    description:
      'Condominium purchases within the foreign quota, registered leases of up to 30 years, title-deed checks and landlord disputes.',
  },
  {
    slug: 'company-registration',
    titleTh: 'จดทะเบียนบริษัท',
    descriptionTh:
      'จัดตั้งบริษัทจำกัดหรือสาขาในประเทศไทย ขอรับการส่งเสริมการลงทุน (BOI) ขอใบอนุญาตประกอบธุรกิจของคนต่างด้าว และยื่นงบการเงินและเอกสารประจำปีให้บริษัทดำเนินกิจการได้ถูกต้องตามกฎหมาย',
    title: 'Company Registration',
    description:
      'Setting up a Thai limited company or a branch, BOI promotion, Foreign Business Licences, and the annual filings that keep a company in good standing.',
  },
]

const REVIEWS = [
  {
    name: 'James Whitmore',
    commentTh:
      'คำขอต่อวีซ่าเกษียณของผมถูกปฏิเสธเพราะปัญหาเรื่องหนังสือรับรองจากธนาคาร Lexpat ให้ทนายความโทรคุยกับผมได้ในบ่ายวันเดียวกัน และคำขอใหม่ก็ผ่านในสัปดาห์ถัดมา',
    rating: 5,
    comment:
      'My retirement visa extension was refused because of a bank letter issue. Lexpat had a lawyer on the phone the same afternoon and the new application went through the following week.',
  },
  {
    name: 'Sophie Laurent',
    commentTh:
      'ทนายช่วยตรวจสัญญาเช่าคอนโดย่านสุขุมวิทให้ และพบข้อบอกเลิกสัญญาก่อนกำหนดที่อาจทำให้ฉันเสียค่าเช่าถึงสามเดือน แค่เรื่องนี้เรื่องเดียวก็คุ้มค่าสมาชิกแล้ว',
    rating: 5,
    comment:
      'They reviewed my condo lease in Sukhumvit and spotted an early-termination clause that would have cost me three months of rent. Worth the membership on its own.',
  },
  {
    name: 'Markus Weber',
    commentTh:
      'ได้คำแนะนำที่ชัดเจนหลังเกิดอุบัติเหตุรถจักรยานยนต์เล็กน้อยที่เชียงใหม่ ทนายอธิบายว่าบริษัทประกันควรจ่ายอะไรบ้าง และเอกสารใดที่ไม่ควรลงนาม เสียดายที่ช่วงเสาร์-อาทิตย์ตอบกลับช้าไปหน่อย',
    rating: 4,
    comment:
      'Clear advice after a minor scooter accident in Chiang Mai. The lawyer explained what the insurer should pay and what I should not sign. Replies were a little slow over the weekend.',
  },
  {
    name: 'Emily Carter',
    commentTh:
      'เราใช้บริการ Lexpat จัดทำพินัยกรรมตามกฎหมายไทยให้ทั้งสองคน ทีมงานเป็นกันเอง ใจเย็น และอธิบายทุกอย่างเป็นภาษาอังกฤษก่อนเราไปลงนามที่สำนักงาน',
    rating: 5,
    comment:
      'We used Lexpat to draft Thai wills for both of us. Friendly, patient, and everything was explained in English before we signed at the office.',
  },
  {
    name: 'Daniel O\u2019Connor',
    commentTh:
      'ช่วยเรื่องเปลี่ยนใบอนุญาตทำงานตอนผมย้ายนายจ้างได้ดีมาก คุ้มค่ากว่าจ้างสำนักงานกฎหมายแบบคิดค่าบริการรายชั่วโมงเยอะ',
    rating: 4,
    comment:
      'Helpful with my work-permit change when I moved employers. Good value compared with paying a law firm by the hour.',
  },
  {
    name: 'Hannah Schmidt',
    commentTh:
      'คำแนะนำเรื่องข้อพิพาทเงินประกันห้องเช่าใช้ได้ดี แม้ต้องตามอยู่สองสามครั้งกว่าจะนัดประชุมได้ แต่สุดท้ายผลก็ออกมาดี',
    rating: 3,
    comment:
      'The advice on my deposit dispute was solid, although it took a couple of follow-ups to get a meeting booked. The outcome was fine in the end.',
  },
  {
    name: 'Liam Anderson',
    commentTh:
      'การจดทะเบียนบริษัทเล็ก ๆ ของเราที่ภูเก็ตราบรื่นกว่าที่คิดไว้มาก ทีมงานดูแลเรื่องเอกสารกับกรมพัฒนาธุรกิจการค้าให้ทั้งหมด',
    rating: 5,
    comment:
      'Registering our small company in Phuket was far less stressful than I expected. They handled the paperwork with the Department of Business Development.',
  },
  {
    name: 'Chloe Martin',
    commentTh:
      'ปรึกษาครั้งแรกเรื่องการหย่าและอำนาจปกครองบุตรได้ดีมาก คุยเพียงครั้งเดียวก็เข้าใจทางเลือกของตัวเองตามกฎหมายไทย',
    rating: 4,
    comment:
      'Good first consultation about my divorce and custody questions. I felt I understood my options under Thai law after one call.',
  },
]

const TERMS_V1 = `<h2>1. About these terms</h2>
<p>These terms govern your Lexpat membership. Lexpat provides prepaid legal protection: members pay a monthly or annual fee and receive legal advice and services from licensed Thai lawyers within the limits of their plan.</p>
<h2>2. Membership and activation</h2>
<p>Every application is reviewed by our staff, usually within 12 to 24 business hours. We may decline an application, in which case no fee is charged. A membership cannot be activated for a person who is incarcerated at the time of application.</p>
<h2>3. What is covered</h2>
<ul>
<li>Legal consultations by phone, video call or in person, as described in your plan.</li>
<li>Review of documents and contracts up to the page limits of your plan.</li>
<li>Preferred-member discounts of 10–25% on hourly rates and extra services, and 5–10% on contingency fees.</li>
</ul>
<h2>4. Pre-existing matters</h2>
<p>A legal matter that began before your membership start date is treated as pre-existing. We will still advise you, but some services for pre-existing matters may be charged at the preferred-member rate.</p>
<h2>5. Payments</h2>
<p>Fees are charged in Thai baht in advance for each billing period. Prepaid cards are not accepted. If a payment fails we will contact you and may suspend services until the balance is settled.</p>
<h2>6. Cancellation</h2>
<p>You may cancel at any time by written request. Cancellation takes effect 30 days after we receive your request. An annual membership cannot end before its first 12 months have passed.</p>
<h2>7. Privacy</h2>
<p>We keep your personal data and identity documents confidential, store them securely and use them only to provide your membership, in line with Thailand's Personal Data Protection Act.</p>`

/**
 * The same version in Thai, written as a Thai company publishes its terms
 * (not a line-by-line translation); a Thai buyer reads and accepts this text.
 */
const TERMS_V1_TITLE_TH = 'ข้อกำหนดและเงื่อนไขการเป็นสมาชิก'

const TERMS_V1_TH = `<h2>1. บททั่วไป</h2>
<p>ข้อกำหนดและเงื่อนไขฉบับนี้ใช้บังคับกับการเป็นสมาชิก Lexpat ระหว่าง Lexpat (“ผู้ให้บริการ”) กับผู้สมัครซึ่งได้รับอนุมัติให้เป็นสมาชิก (“สมาชิก”) ผู้ให้บริการจัดให้มีบริการคุ้มครองทางกฎหมายแบบชำระค่าบริการล่วงหน้า โดยสมาชิกชำระค่าสมาชิกเป็นรายเดือนหรือรายปี และมีสิทธิได้รับคำปรึกษาและบริการทางกฎหมายจากทนายความไทยผู้ได้รับใบอนุญาตภายในขอบเขตของแผนที่สมาชิกเลือก</p>
<h2>2. การสมัครและการเริ่มต้นสมาชิกภาพ</h2>
<p>ผู้ให้บริการจะพิจารณาใบสมัครทุกราย โดยปกติภายใน 12 ถึง 24 ชั่วโมงทำการ ผู้ให้บริการสงวนสิทธิ์ที่จะไม่อนุมัติใบสมัคร ซึ่งในกรณีดังกล่าวจะไม่มีการเรียกเก็บค่าสมาชิก ทั้งนี้ ผู้ให้บริการไม่อาจเริ่มสมาชิกภาพให้แก่บุคคลซึ่งถูกคุมขังอยู่ในขณะยื่นใบสมัคร</p>
<h2>3. ขอบเขตการให้บริการ</h2>
<ul>
<li>การให้คำปรึกษาทางกฎหมายทางโทรศัพท์ ทางวิดีโอคอล หรือโดยการพบทนายความ ตามที่กำหนดไว้ในแผนของสมาชิก</li>
<li>การตรวจสอบเอกสารและสัญญาภายในจำนวนหน้าที่แผนของสมาชิกกำหนด</li>
<li>ส่วนลดสำหรับสมาชิกร้อยละ 10–25 จากอัตราค่าบริการรายชั่วโมงและบริการเพิ่มเติม และร้อยละ 5–10 จากค่าตอบแทนตามผลสำเร็จของคดี</li>
</ul>
<h2>4. เรื่องที่เกิดขึ้นก่อนเริ่มสมาชิกภาพ</h2>
<p>เรื่องทางกฎหมายที่เกิดขึ้นก่อนวันเริ่มต้นสมาชิกภาพถือเป็นเรื่องที่มีอยู่ก่อน ผู้ให้บริการยังคงให้คำปรึกษาในเรื่องดังกล่าว แต่บริการบางประเภทสำหรับเรื่องที่มีอยู่ก่อนอาจคิดค่าบริการในอัตราสำหรับสมาชิก</p>
<h2>5. ค่าสมาชิกและการชำระเงิน</h2>
<p>ค่าสมาชิกเรียกเก็บเป็นเงินบาทล่วงหน้าในแต่ละรอบการเรียกเก็บเงิน ผู้ให้บริการไม่รับชำระด้วยบัตรเติมเงิน (บัตรพรีเพด) หากการชำระเงินไม่สำเร็จ ผู้ให้บริการจะติดต่อสมาชิก และอาจระงับการให้บริการไว้ชั่วคราวจนกว่าจะได้รับชำระยอดค้างครบถ้วน</p>
<h2>6. การยกเลิกสมาชิกภาพ</h2>
<p>สมาชิกอาจยกเลิกสมาชิกภาพได้ทุกเมื่อโดยแจ้งเป็นลายลักษณ์อักษร การยกเลิกมีผลเมื่อพ้นกำหนด 30 วันนับแต่วันที่ผู้ให้บริการได้รับคำขอ สำหรับสมาชิกภาพรายปี การยกเลิกจะมีผลก่อนครบ 12 เดือนแรกไม่ได้</p>
<h2>7. การคุ้มครองข้อมูลส่วนบุคคล</h2>
<p>ผู้ให้บริการจะเก็บรักษาข้อมูลส่วนบุคคลและเอกสารแสดงตนของสมาชิกไว้เป็นความลับ ด้วยมาตรการรักษาความมั่นคงปลอดภัยที่เหมาะสม และใช้ข้อมูลดังกล่าวเพื่อการให้บริการแก่สมาชิกเท่านั้น ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562</p>`

const SUPPORT_TICKETS = [
  {
    email: 'oliver.hughes@example.com',
    name: 'Oliver Hughes',
    category: 'Billing',
    status: SupportTicketStatus.PENDING,
    membershipNumber: 'LX-2026-000112',
    message:
      'I was charged twice for my November membership fee. Could you check and refund the duplicate payment?',
    ageDays: 1,
  },
  {
    email: 'isabella.rossi@example.com',
    name: 'Isabella Rossi',
    category: 'Membership',
    status: SupportTicketStatus.PENDING,
    membershipNumber: null,
    message:
      'I applied for the Personal plan two days ago and have not heard back. Is there anything else you need from me?',
    ageDays: 2,
  },
  {
    email: 'noah.fischer@example.com',
    name: 'Noah Fischer',
    category: 'Legal matter',
    status: SupportTicketStatus.RESOLVING,
    membershipNumber: 'LX-2026-000087',
    message:
      'My landlord is refusing to return my 60,000 baht deposit and has stopped answering messages. I would like a lawyer to contact him.',
    ageDays: 4,
  },
  {
    email: 'ava.thompson@example.com',
    name: 'Ava Thompson',
    category: 'Technical',
    status: SupportTicketStatus.RESOLVING,
    membershipNumber: 'LX-2026-000140',
    message:
      'The member card page does not load on my phone. It works on my laptop. I am using Safari on an iPhone.',
    ageDays: 3,
  },
  {
    email: 'ethan.miller@example.com',
    name: 'Ethan Miller',
    category: 'Membership',
    status: SupportTicketStatus.COMPLETED,
    membershipNumber: 'LX-2026-000054',
    message: 'Please add my wife as my partner on the Personal plan. Her details are attached.',
    ageDays: 12,
  },
  {
    email: 'grace.wilson@example.com',
    name: 'Grace Wilson',
    category: 'Billing',
    status: SupportTicketStatus.COMPLETED,
    membershipNumber: 'LX-2026-000033',
    message: 'Can I get a tax invoice with my company name for the last three months?',
    ageDays: 20,
  },
]

const BLOG_CATEGORIES = [
  { slug: 'immigration-and-visas', name: 'Immigration & Visas', nameTh: 'วีซ่าและการตรวจคนเข้าเมือง' },
  { slug: 'property-and-contracts', name: 'Property & Contracts', nameTh: 'อสังหาริมทรัพย์และสัญญา' },
  {
    slug: 'family-and-everyday-law',
    name: 'Family & Everyday Law',
    nameTh: 'ครอบครัวและกฎหมายในชีวิตประจำวัน',
  },
]

const BLOG_TAGS = [
  { slug: 'visa', name: 'Visa', nameTh: 'วีซ่า' },
  { slug: 'work-permit', name: 'Work permit', nameTh: 'ใบอนุญาตทำงาน' },
  { slug: 'property', name: 'Property', nameTh: 'อสังหาริมทรัพย์' },
  { slug: 'contracts', name: 'Contracts', nameTh: 'สัญญา' },
  { slug: 'family', name: 'Family', nameTh: 'ครอบครัว' },
  { slug: 'traffic', name: 'Traffic', nameTh: 'จราจร' },
]

const BLOG_POSTS: Array<{
  slug: string
  title: string
  /** The draft has no Thai yet: the Blogs list marks it "Thai missing". */
  titleTh?: string
  excerptTh?: string
  bodyTh?: string
  excerpt: string
  category: string
  tags: string[]
  status: BlogPostStatus
  publishedAt: string | null
  body: string
}> = [
  {
    slug: '90-day-reporting-explained',
    titleTh: 'รายงานตัว 90 วัน: ชาวต่างชาติต้องทำอย่างไร และหากลืมจะเป็นอย่างไร',
    excerptTh:
      'ชาวต่างชาติที่พำนักในประเทศไทยติดต่อกันเกิน 90 วันต้องแจ้งที่พักอาศัยต่อสำนักงานตรวจคนเข้าเมือง บทความนี้อธิบายวิธีแจ้งและวิธีหลีกเลี่ยงค่าปรับ',
    bodyTh: `<p>หากท่านถือวีซ่าประเภทพำนักระยะยาวและอยู่ในประเทศไทยติดต่อกันเกิน 90 วัน พระราชบัญญัติคนเข้าเมืองกำหนดให้ท่านต้องแจ้งที่พักอาศัยปัจจุบันต่อสำนักงานตรวจคนเข้าเมือง การแจ้งนี้แยกจากการขออยู่ต่อ และไม่ได้ขยายระยะเวลาที่ท่านได้รับอนุญาตให้อยู่ในราชอาณาจักร</p>
<h2>ช่องทางการแจ้ง</h2>
<ul>
<li><strong>ด้วยตนเอง</strong> ที่สำนักงานตรวจคนเข้าเมืองซึ่งรับผิดชอบจังหวัดที่ท่านพักอาศัย พร้อมหนังสือเดินทางและสำเนาใบรับแจ้งครั้งก่อน</li>
<li><strong>ทางออนไลน์</strong> ผ่านระบบบริการอิเล็กทรอนิกส์ของสำนักงานตรวจคนเข้าเมือง โดยทั่วไปแจ้งได้ตั้งแต่ 15 วันก่อนครบกำหนดจนถึง 7 วันหลังครบกำหนด</li>
<li><strong>ทางไปรษณีย์ลงทะเบียน</strong> โดยส่งล่วงหน้าให้ถึงก่อนวันครบกำหนด</li>
<li><strong>โดยผู้รับมอบอำนาจ</strong> พร้อมหนังสือมอบอำนาจที่ท่านลงลายมือชื่อแล้ว</li>
</ul>
<h2>หากแจ้งล่าช้า</h2>
<p>การแจ้งล่าช้ามีโทษปรับ และค่าปรับจะสูงขึ้นหากเจ้าหน้าที่ตรวจพบเองก่อนที่ท่านจะมาแจ้ง การเดินทางออกนอกประเทศทำให้เริ่มนับ 90 วันใหม่ โดยกำหนดแจ้งครั้งถัดไปคือเมื่อครบ 90 วันนับแต่วันที่ท่านเดินทางกลับเข้ามา</p>
<p>ควรเก็บใบรับแจ้งไว้ทุกฉบับ เพราะเจ้าหน้าที่มักขอดูฉบับล่าสุดเมื่อท่านยื่นขออยู่ต่อครั้งถัดไป หากไม่แน่ใจว่ากำหนดแจ้งของท่านคือวันใด ทนายความของ Lexpat ช่วยตรวจตราประทับในหนังสือเดินทางร่วมกับท่านได้</p>`,
    title: '90-Day Reporting: What Expats Must Do and What Happens if You Forget',
    excerpt:
      'Every foreigner who stays in Thailand for more than 90 days in a row must report their address to immigration. Here is how to do it and how to avoid the fine.',
    category: 'immigration-and-visas',
    tags: ['visa'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-02-10T09:00:00',
    body: `<p>If you hold a long-stay visa and remain in Thailand for more than 90 consecutive days, the Immigration Act requires you to notify immigration of your current address. This is separate from your visa extension and does not extend your permission to stay.</p>
<h2>How to report</h2>
<ul>
<li><strong>In person</strong> at the immigration office responsible for your province, with your passport and a copy of the previous receipt.</li>
<li><strong>Online</strong>, through the immigration e-service, usually from 15 days before until 7 days after the due date.</li>
<li><strong>By registered mail</strong>, sent early enough to arrive before the due date.</li>
<li><strong>By an authorised representative</strong>, with a signed letter of authorisation.</li>
</ul>
<h2>If you are late</h2>
<p>Late reporting is punished with a fine, and the amount is higher if the omission is discovered by the authorities rather than reported by you. Leaving Thailand resets the 90-day count, so the next report is due 90 days after your return.</p>
<p>Keep every receipt: officers often ask for the last one at your next extension. If you are unsure which date applies to you, a Lexpat lawyer can check your passport stamps with you.</p>`,
  },
  {
    slug: 'ltr-visa-who-qualifies',
    titleTh: 'วีซ่าผู้พำนักระยะยาว (LTR) ของไทย: ใครมีสิทธิ์ยื่นขอได้บ้าง',
    excerptTh:
      'วีซ่า LTR ให้สิทธิ์พำนักในประเทศไทยได้สูงสุด 10 ปี สำหรับผู้มีความมั่งคั่งสูง ผู้เกษียณอายุ ผู้ที่ทำงานจากประเทศไทย และผู้เชี่ยวชาญทักษะสูง บทความนี้สรุปคุณสมบัติทั้งสี่ประเภท',
    bodyTh: `<p>วีซ่าผู้พำนักระยะยาว (Long-Term Resident) จัดทำขึ้นเพื่อดึงดูดชาวต่างชาติที่มีศักยภาพทางการเงินหรือทักษะที่จะช่วยขับเคลื่อนเศรษฐกิจไทย วีซ่าประเภทนี้มีอายุ 5 ปี และต่ออายุได้อีก 5 ปี</p>
<h2>ผู้มีสิทธิ์ยื่นขอ 4 ประเภท</h2>
<ul>
<li><strong>ผู้มีความมั่งคั่งสูง</strong> ที่มีสินทรัพย์และการลงทุนในประเทศไทยตามเกณฑ์ที่กำหนด</li>
<li><strong>ผู้เกษียณอายุที่มีรายได้มั่นคง</strong> จากเงินบำนาญหรือรายได้ประจำ</li>
<li><strong>ผู้ที่ทำงานจากประเทศไทย</strong> ซึ่งเป็นลูกจ้างของบริษัทต่างประเทศที่มีความมั่นคง</li>
<li><strong>ผู้เชี่ยวชาญทักษะสูง</strong> ที่ทำงานให้กับธุรกิจในอุตสาหกรรมเป้าหมาย</li>
</ul>
<h2>ข้อดีของวีซ่า LTR</h2>
<p>ผู้ถือวีซ่ารายงานที่พักอาศัยเพียงปีละครั้งแทนการรายงานทุก 90 วัน ขอใบอนุญาตทำงานแบบดิจิทัลได้ และนำผู้ติดตามมาด้วยได้ ทั้งนี้ เกณฑ์รายได้ สินทรัพย์ และประกันสุขภาพมีการทบทวนเป็นระยะ จึงควรตรวจสอบคุณสมบัติล่าสุดก่อนเตรียมเอกสาร</p>
<p>ทนายความด้านการตรวจคนเข้าเมืองของเราช่วยประเมินได้ว่าท่านเข้าข่ายประเภทใด และตรวจหลักฐานให้ก่อนยื่นคำขอต่อสำนักงานคณะกรรมการส่งเสริมการลงทุน (BOI)</p>`,
    title: "Thailand's Long-Term Resident Visa: Who Qualifies",
    excerpt:
      'The LTR visa offers up to ten years of stay to wealthy global citizens, pensioners, remote workers and highly skilled professionals. We look at the four categories.',
    category: 'immigration-and-visas',
    tags: ['visa', 'work-permit'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-03-05T09:00:00',
    body: `<p>The Long-Term Resident (LTR) visa was introduced to attract foreigners with the means or skills to contribute to the Thai economy. It is granted for five years and can be renewed for a further five.</p>
<h2>The four categories</h2>
<ul>
<li><strong>Wealthy global citizens</strong> with substantial assets and investments in Thailand.</li>
<li><strong>Wealthy pensioners</strong> with a stable pension or passive income.</li>
<li><strong>Work-from-Thailand professionals</strong> employed by established foreign companies.</li>
<li><strong>Highly skilled professionals</strong> working for businesses in targeted industries.</li>
</ul>
<h2>Why it is attractive</h2>
<p>Holders report their address once a year instead of every 90 days, may apply for a digital work permit, and can bring dependants. The income, asset and insurance thresholds are reviewed from time to time, so check the current requirements before you prepare documents.</p>
<p>Our immigration lawyers can assess which category fits you and review your evidence before you apply to the Board of Investment.</p>`,
  },
  {
    slug: 'renting-a-condo-in-bangkok',
    titleTh: 'เช่าคอนโดในกรุงเทพฯ: ข้อสัญญาที่ควรตรวจก่อนลงนาม',
    excerptTh:
      'เงินประกัน การบอกเลิกสัญญาก่อนกำหนด และการซ่อมแซม คือต้นเหตุของข้อพิพาทกับผู้ให้เช่าเกือบทั้งหมด นี่คือห้าข้อสัญญาที่ควรอ่านให้ละเอียดก่อนลงนามในสัญญาเช่า',
    bodyTh: `<p>สัญญาเช่าที่พักอาศัยในกรุงเทพฯ ส่วนใหญ่ใช้แบบฟอร์มมาตรฐาน ซึ่งมักทำเป็นภาษาอังกฤษคู่กับภาษาไทย แบบฟอร์มเหล่านี้มักเป็นประโยชน์แก่ผู้ให้เช่า และมีบางข้อที่ท่านควรพิจารณาเป็นพิเศษ</p>
<h2>1. เงินประกันการเช่า</h2>
<p>โดยทั่วไปเรียกเก็บเงินประกันเท่ากับค่าเช่า 2 เดือน สัญญาควรระบุว่าผู้ให้เช่าจะคืนเงินประกันเมื่อใดหลังท่านย้ายออก และหักค่าใช้จ่ายใดได้บ้าง</p>
<h2>2. การบอกเลิกสัญญาก่อนกำหนด</h2>
<p>สัญญาเช่าหลายฉบับให้ผู้ให้เช่าริบเงินประกันทั้งหมดหากท่านย้ายออกก่อนครบสัญญา 1 ปี หากมีโอกาสต้องย้ายงาน ควรเจรจาขอกำหนดระยะเวลาบอกกล่าวล่วงหน้าแทน</p>
<h2>3. การซ่อมแซมและเครื่องใช้ไฟฟ้า</h2>
<p>ควรตกลงเป็นลายลักษณ์อักษรว่าใครรับผิดชอบค่าล้างเครื่องปรับอากาศ และค่าซ่อมความชำรุดบกพร่องที่ไม่ได้เกิดจากท่าน พร้อมแนบรายการทรัพย์สินในห้องที่ลงลายมือชื่อและมีภาพถ่ายประกอบ</p>
<h2>4. การแจ้งที่พักของคนต่างด้าว</h2>
<p>ผู้ให้เช่ามีหน้าที่แจ้งสำนักงานตรวจคนเข้าเมืองว่ามีคนต่างด้าวเข้าพักอาศัย (แบบ ตม.30) ควรขอสำเนาเก็บไว้ เพราะท่านอาจต้องใช้ประกอบการยื่นขออยู่ต่อ</p>
<h2>5. ให้ถือฉบับภาษาใดเป็นหลัก</h2>
<p>หากสัญญาเช่าทำเป็นสองภาษา ควรตรวจว่าเมื่อเกิดข้อพิพาทให้ถือฉบับภาษาใดเป็นหลัก สมาชิก Lexpat ส่งสัญญาเช่าให้ทนายความตรวจก่อนลงนามได้</p>`,
    title: 'Renting a Condo in Bangkok: Clauses to Check Before You Sign',
    excerpt:
      'Deposits, early termination and repairs cause most landlord disputes. Five clauses worth reading twice before you sign a Thai lease.',
    category: 'property-and-contracts',
    tags: ['property', 'contracts'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-04-18T09:00:00',
    body: `<p>Most residential leases in Bangkok follow a standard template, often in English and Thai. The template usually favours the landlord, and a few clauses deserve your attention.</p>
<h2>1. The security deposit</h2>
<p>Two months' rent is common. The lease should say when the deposit is returned after you move out and which deductions are allowed.</p>
<h2>2. Early termination</h2>
<p>Many leases let the landlord keep the whole deposit if you leave before the end of a one-year term. If your job may move, negotiate a notice period instead.</p>
<h2>3. Repairs and appliances</h2>
<p>Agree in writing who pays for air-conditioner servicing and for breakdowns that are not caused by you. Attach a signed inventory with photographs.</p>
<h2>4. Immigration notification</h2>
<p>The landlord must notify immigration that a foreigner is staying at the address (the TM30 notification). Ask for a copy: you may need it for your visa extension.</p>
<h2>5. Which language prevails</h2>
<p>If the lease is bilingual, check which version prevails in a dispute. A Lexpat member can send the lease for review before signing.</p>`,
  },
  {
    slug: 'can-foreigners-own-land-in-thailand',
    titleTh: 'ชาวต่างชาติถือครองที่ดินในไทยได้หรือไม่? สิทธิการเช่า ห้องชุด และการถือผ่านบริษัท',
    excerptTh:
      'โดยหลักแล้วชาวต่างชาติไม่อาจถือกรรมสิทธิ์ที่ดินในประเทศไทย แต่ยังมีช่องทางที่ชอบด้วยกฎหมายในการมีที่อยู่อาศัย บทความนี้อธิบายการถือกรรมสิทธิ์ห้องชุดและการจดทะเบียนสิทธิการเช่า',
    bodyTh: `<p>ตามประมวลกฎหมายที่ดิน โดยหลักแล้วคนต่างด้าวไม่อาจถือกรรมสิทธิ์ที่ดินในประเทศไทย ผู้ซื้อหลายคนอาจแปลกใจ แต่ไม่ได้หมายความว่าชาวต่างชาติจะมีบ้านเป็นของตนเองไม่ได้</p>
<h2>ห้องชุด</h2>
<p>ชาวต่างชาติถือกรรมสิทธิ์ห้องชุดได้ โดยพื้นที่ห้องชุดที่คนต่างด้าวถือกรรมสิทธิ์รวมกันต้องไม่เกินร้อยละ 49 ของพื้นที่ห้องชุดทั้งหมดในอาคาร เงินที่ใช้ซื้อต้องโอนเข้ามาจากต่างประเทศ และธนาคารจะออกหนังสือรับรองการนำเงินตราต่างประเทศเข้ามาเพื่อใช้ประกอบการจดทะเบียนที่สำนักงานที่ดิน</p>
<h2>การจดทะเบียนสิทธิการเช่า</h2>
<p>ที่ดินหรือบ้านเช่าได้ไม่เกิน 30 ปี สัญญาเช่าอสังหาริมทรัพย์ที่มีกำหนดเวลาเกิน 3 ปีต้องจดทะเบียนที่สำนักงานที่ดิน จึงจะฟ้องร้องบังคับได้ตลอดอายุสัญญา ส่วนคำมั่นว่าจะต่ออายุสัญญาโดยอัตโนมัติเป็นเรื่องเฉพาะตัวระหว่างคู่สัญญา และอาจไม่ผูกพันเจ้าของรายใหม่</p>
<h2>การถือผ่านบริษัทและการใช้ชื่อแทน (นอมินี)</h2>
<p>การให้ผู้ถือหุ้นไทยถือหุ้นแทนชาวต่างชาติเพื่อให้บริษัทถือครองที่ดินเป็นการกระทำที่ผิดกฎหมาย และอาจถูกสั่งให้จำหน่ายที่ดินนั้น ควรระวังผู้ที่เสนอการถือครองรูปแบบนี้</p>
<p>ก่อนวางเงินมัดจำซื้ออสังหาริมทรัพย์ใด ๆ ควรให้ทนายความตรวจโฉนดที่ดินและเอกสารของผู้ขายก่อนทุกครั้ง</p>`,
    title: 'Can Foreigners Own Land in Thailand? Leases, Condos and Companies Explained',
    excerpt:
      'Foreigners generally cannot own land in Thailand, but there are lawful ways to secure a home. We explain condominium ownership and registered leases.',
    category: 'property-and-contracts',
    tags: ['property'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-06-02T09:00:00',
    body: `<p>Under the Land Code, foreigners generally may not own land in Thailand. This surprises many buyers, but it does not mean a foreigner cannot own a home.</p>
<h2>Condominium units</h2>
<p>A foreigner may own a condominium unit outright, provided that the units owned by foreigners do not exceed 49% of the total floor area of the building. The purchase money must be brought into Thailand from abroad, and the bank issues a foreign-exchange certificate for the Land Office.</p>
<h2>Registered leases</h2>
<p>Land or a house can be leased for up to 30 years. A lease longer than three years must be registered at the Land Office to be enforceable for its full term. Promises of automatic renewal are personal between the parties and may not bind a new owner.</p>
<h2>Companies and nominees</h2>
<p>Using Thai shareholders who hold shares on behalf of a foreigner in order to own land is unlawful and can lead to the land being ordered sold. Be wary of anyone who suggests this structure.</p>
<p>Before paying a deposit on any property, have the title deed and the seller's documents checked by a lawyer.</p>`,
  },
  {
    slug: 'after-a-road-accident-in-thailand',
    titleTh: 'หลังเกิดอุบัติเหตุทางถนนในไทย: การแจ้งความ ประกันภัย และค่าสินไหมทดแทน',
    excerptTh:
      'สิ่งที่ควรทำในชั่วโมงแรกหลังเกิดอุบัติเหตุ ประกันภัยภาคบังคับ (พ.ร.บ.) คุ้มครองอะไร และเหตุใดจึงไม่ควรลงนามในเอกสารที่ท่านอ่านไม่เข้าใจ',
    bodyTh: `<p>อุบัติเหตุทางถนนเป็นหนึ่งในเรื่องที่ชาวต่างชาติติดต่อเรามากที่สุด การตั้งสติในชั่วโมงแรกจะช่วยให้ขั้นตอนหลังจากนั้นง่ายขึ้นมาก</p>
<h2>ณ ที่เกิดเหตุ</h2>
<ul>
<li>หยุดรถ ดูแลให้บริเวณที่เกิดเหตุปลอดภัย และเรียกรถพยาบาลหากมีผู้บาดเจ็บ</li>
<li>แจ้งตำรวจและบริษัทประกันภัยของท่าน อย่าเพิ่งเคลื่อนย้ายรถก่อนถ่ายภาพ เว้นแต่รถกีดขวางจนอาจเกิดอันตราย</li>
<li>ถ่ายภาพรถทุกคัน ป้ายทะเบียน เครื่องหมายจราจรบนพื้นถนน ตลอดจนใบขับขี่และเอกสารประกันภัยของคู่กรณี</li>
</ul>
<h2>ประกันภัย</h2>
<p>รถทุกคันต้องมีประกันภัยภาคบังคับตามพระราชบัญญัติคุ้มครองผู้ประสบภัยจากรถ (พ.ร.บ.) ซึ่งจ่ายค่ารักษาพยาบาลเบื้องต้นแก่ผู้บาดเจ็บทุกคนโดยไม่ต้องรอพิสูจน์ว่าฝ่ายใดผิด (ไม่เกิน 30,000 บาทต่อคน) ส่วนประกันภัยภาคสมัครใจ (ถ้ามี) คุ้มครองความเสียหายของรถและความรับผิดอื่นตามประเภทของกรมธรรม์</p>
<p>การขับขี่โดยไม่มีใบอนุญาตขับขี่ไทยหรือใบอนุญาตขับขี่ระหว่างประเทศที่ยังมีผลอยู่ อาจเป็นเหตุให้บริษัทประกันภัยปฏิเสธการจ่ายค่าสินไหมทดแทน จึงควรดูแลให้ใบขับขี่ของท่านไม่หมดอายุ</p>
<h2>ที่สถานีตำรวจ</h2>
<p>ท่านอาจถูกขอให้ลงนามในบันทึกถ้อยคำหรือบันทึกการตกลงยินยอมที่เขียนเป็นภาษาไทย ควรขอคำแปล และหากไม่แน่ใจ ให้โทรปรึกษาทนายความก่อนลงนาม สมาชิก Lexpat ติดต่อทนายความทางโทรศัพท์ได้ทันทีในสถานการณ์เช่นนี้</p>`,
    title: 'After a Road Accident in Thailand: Police Reports, Insurance and Compensation',
    excerpt:
      'What to do in the first hour after an accident, how compulsory insurance works, and why you should not sign anything you cannot read.',
    category: 'family-and-everyday-law',
    tags: ['traffic'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-08-21T09:00:00',
    body: `<p>Road accidents are one of the most common reasons expats call us. A calm first hour makes the rest of the process much easier.</p>
<h2>At the scene</h2>
<ul>
<li>Stop, make the scene safe and call for medical help if anyone is hurt.</li>
<li>Call the police and your insurer. Do not move the vehicles before photographs are taken, unless they cause danger.</li>
<li>Photograph the vehicles, number plates, road markings and the other driver's licence and insurance documents.</li>
</ul>
<h2>Insurance</h2>
<p>Every vehicle must carry compulsory motor insurance, which covers initial medical costs for injured people regardless of fault. Voluntary insurance, if any, covers damage to vehicles and further liability according to its class.</p>
<p>Riding or driving without a valid Thai or international driving licence can give insurers a reason to refuse a claim, so keep your licence valid.</p>
<h2>At the police station</h2>
<p>You may be asked to sign a statement or a settlement written in Thai. Ask for a translation and, if in doubt, call a lawyer before you sign. Lexpat members can reach a lawyer by phone for exactly this situation.</p>`,
  },
  {
    slug: 'making-a-will-in-thailand-as-a-foreigner',
    titleTh: 'การทำพินัยกรรมในประเทศไทยสำหรับชาวต่างชาติ',
    excerptTh:
      'พินัยกรรมตามกฎหมายไทยช่วยให้ครอบครัวของท่านจัดการบัญชีธนาคาร ห้องชุด หรือรถยนต์ที่ท่านมีอยู่ในประเทศไทยได้ง่ายขึ้นมาก',
    bodyTh: `<p>หากไม่มีพินัยกรรม ทรัพย์สินในประเทศไทยจะตกทอดแก่ทายาทโดยธรรมตามประมวลกฎหมายแพ่งและพาณิชย์ และครอบครัวของท่านอาจต้องขอคำสั่งศาลตั้งผู้จัดการมรดกก่อน ธนาคารหรือสำนักงานที่ดินจึงจะดำเนินการให้</p>
<h2>แบบของพินัยกรรม</h2>
<ul>
<li><strong>พินัยกรรมแบบธรรมดา</strong> ทำเป็นหนังสือ ลงวันที่ และลงลายมือชื่อต่อหน้าพยานอย่างน้อย 2 คนซึ่งอยู่พร้อมกันในขณะนั้น</li>
<li><strong>พินัยกรรมแบบเขียนเองทั้งฉบับ</strong> เขียนด้วยลายมือของผู้ทำพินัยกรรมเองทั้งฉบับ ลงวันที่ และลงลายมือชื่อ</li>
<li><strong>พินัยกรรมแบบเอกสารฝ่ายเมือง</strong> ทำที่สำนักงานเขตหรือที่ว่าการอำเภอ และเจ้าหน้าที่เป็นผู้เก็บรักษา</li>
</ul>
<h2>พยานและผู้จัดการมรดก</h2>
<p>ผู้รับพินัยกรรมหรือคู่สมรสของผู้รับพินัยกรรมไม่ควรเป็นพยาน เพราะข้อกำหนดที่ให้ประโยชน์แก่บุคคลนั้นอาจตกเป็นโมฆะ การระบุผู้จัดการมรดกที่ท่านไว้วางใจจะช่วยให้ศาลแต่งตั้งได้รวดเร็วขึ้นหลังการเสียชีวิต</p>
<h2>พินัยกรรมในหลายประเทศ</h2>
<p>หากท่านมีพินัยกรรมในประเทศบ้านเกิดด้วย ควรตรวจว่าพินัยกรรมแต่ละฉบับไม่เพิกถอนซึ่งกันและกัน แนวทางที่นิยมคือทำพินัยกรรมตามกฎหมายไทยที่จำกัดเฉพาะทรัพย์สินในประเทศไทย</p>
<p>สมาชิก Lexpat ให้ทนายความของเราร่างพินัยกรรมตามกฎหมายไทยและอธิบายเนื้อหาเป็นภาษาอังกฤษได้</p>`,
    title: 'Making a Will in Thailand as a Foreigner',
    excerpt:
      'A Thai will makes it far easier for your family to deal with bank accounts, a condominium or a vehicle you leave in Thailand.',
    category: 'family-and-everyday-law',
    tags: ['family'],
    status: BlogPostStatus.PUBLISHED,
    publishedAt: '2026-10-07T09:00:00',
    body: `<p>Without a will, assets in Thailand pass under the statutory rules of the Civil and Commercial Code, and your family may need a court order before a bank or the Land Office will deal with them.</p>
<h2>Forms of will</h2>
<ul>
<li>A <strong>written will</strong>, dated and signed by you in front of two witnesses present at the same time.</li>
<li>A <strong>holograph will</strong>, written entirely in your own hand, dated and signed.</li>
<li>A <strong>public will</strong>, made at the district office and kept by the authorities.</li>
</ul>
<h2>Witnesses and executors</h2>
<p>A beneficiary, or the spouse of a beneficiary, should not act as a witness, because the gift to them may then be void. Naming an executor you trust speeds up the court appointment after death.</p>
<h2>Wills in more than one country</h2>
<p>If you also have a will at home, make sure the documents do not revoke each other. A common approach is a Thai will limited to assets in Thailand.</p>
<p>Lexpat members can have a Thai will drafted and explained in English by one of our lawyers.</p>`,
  },
  {
    slug: 'severance-pay-under-thai-labour-law',
    title: 'Termination and Severance Pay Under Thai Labour Law',
    excerpt:
      'How much severance an employee is owed on termination, when it is not owed, and what counts as unfair dismissal.',
    category: 'family-and-everyday-law',
    tags: ['work-permit', 'contracts'],
    status: BlogPostStatus.DRAFT,
    publishedAt: null,
    body: `<p>The Labour Protection Act sets minimum severance pay for employees dismissed without serious misconduct. Foreign employees with a work permit are protected in the same way as Thai employees.</p>
<h2>Severance scale</h2>
<table>
<thead><tr><th>Continuous service</th><th>Severance</th></tr></thead>
<tbody>
<tr><td>120 days to under 1 year</td><td>30 days' wages</td></tr>
<tr><td>1 year to under 3 years</td><td>90 days' wages</td></tr>
<tr><td>3 years to under 6 years</td><td>180 days' wages</td></tr>
<tr><td>6 years to under 10 years</td><td>240 days' wages</td></tr>
<tr><td>10 years to under 20 years</td><td>300 days' wages</td></tr>
<tr><td>20 years or more</td><td>400 days' wages</td></tr>
</tbody>
</table>
<h2>When severance is not owed</h2>
<p>Severance is not owed for serious misconduct listed in the Act, such as dishonesty or wilful damage, or at the natural end of a genuine fixed-term contract. Resigning voluntarily does not give a right to severance.</p>
<p>Draft: add a section on notice pay and the Labour Court.</p>`,
  },
]

const MAIL_TEMPLATES = [
  {
    key: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to Lexpat, {{name}}',
    variables: ['name', 'plan_name', 'membership_number', 'login_url'],
    body: `<p>Dear {{name}},</p>
<p>Welcome to Lexpat. Your {{plan_name}} membership is now active and your membership number is <strong>{{membership_number}}</strong>.</p>
<p>You can sign in at any time to book a consultation, send a document for review or download your member card:</p>
<p><a href="{{login_url}}">Go to my account</a></p>
<p>Kind regards,<br>The Lexpat team</p>`,
  },
  {
    key: 'payment_failed',
    name: 'Payment failed',
    subject: 'We could not take your Lexpat payment',
    variables: ['name', 'amount', 'failure_reason', 'payment_methods_url'],
    body: `<p>Dear {{name}},</p>
<p>We tried to charge {{amount}} for your Lexpat membership but the payment did not go through ({{failure_reason}}).</p>
<p>Please update your card so that your legal protection continues without interruption:</p>
<p><a href="{{payment_methods_url}}">Update payment method</a></p>
<p>Kind regards,<br>The Lexpat team</p>`,
  },
  {
    key: 'renewal_reminder',
    name: 'Renewal reminder',
    subject: 'Your Lexpat membership renews on {{renewal_date}}',
    variables: ['name', 'plan_name', 'renewal_date', 'amount'],
    body: `<p>Dear {{name}},</p>
<p>This is a reminder that your {{plan_name}} membership renews on {{renewal_date}}. We will charge {{amount}} to your saved card.</p>
<p>No action is needed if your details are up to date.</p>
<p>Kind regards,<br>The Lexpat team</p>`,
  },
  {
    key: 'cancellation_confirmed',
    name: 'Cancellation confirmed',
    subject: 'Your Lexpat cancellation request',
    variables: ['name', 'plan_name', 'effective_date'],
    body: `<p>Dear {{name}},</p>
<p>We have received your written request to cancel your {{plan_name}} membership. As set out in our terms, the cancellation takes effect 30 days after your request, on <strong>{{effective_date}}</strong>. You remain covered until then.</p>
<p>If you change your mind, simply reply to this email before that date.</p>
<p>Kind regards,<br>The Lexpat team</p>`,
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    subject: 'Reset your Lexpat password',
    variables: ['name', 'reset_url', 'expires_in'],
    body: `<p>Dear {{name}},</p>
<p>Someone asked to reset the password of your Lexpat account. If it was you, use the link below within {{expires_in}}:</p>
<p><a href="{{reset_url}}">Choose a new password</a></p>
<p>If you did not ask for this, you can ignore this email; your password will not change.</p>`,
  },
]

const SURVEY_ID = 1

const SURVEY_QUESTIONS = [
  {
    position: 1,
    type: SurveyQuestionType.RATING,
    question: "How would you rate your lawyer's overall service?",
    options: ['1', '2', '3', '4', '5'],
  },
  {
    position: 2,
    type: SurveyQuestionType.MULTIPLE_CHOICE,
    question: 'Has your legal matter been resolved?',
    options: ['Yes, fully', 'Partly', 'Not yet', 'No'],
  },
  {
    position: 3,
    type: SurveyQuestionType.CHECKBOX,
    question: 'How did your lawyer keep in touch with you?',
    options: ['Email', 'Phone', 'LINE', 'Video call', 'In person'],
  },
  {
    position: 4,
    type: SurveyQuestionType.FREE_TEXT,
    question: 'Is there anything we could have done better?',
    options: null,
  },
]

/** Answers by question position; a missing position is left unanswered. */
const FEEDBACKS: Array<{ reference: string; answers: Record<number, string> }> = [
  {
    reference: 'FB-DEMO-0001',
    answers: {
      1: '5',
      2: 'Yes, fully',
      3: JSON.stringify(['Email', 'LINE']),
      4: 'Nothing, the lawyer was quick and explained everything clearly.',
    },
  },
  {
    reference: 'FB-DEMO-0002',
    answers: {
      1: '4',
      2: 'Partly',
      3: JSON.stringify(['Phone']),
      4: 'Faster replies at weekends would help.',
    },
  },
  {
    // The free-text question is left unanswered (SPEC §8).
    reference: 'FB-DEMO-0003',
    answers: { 1: '3', 2: 'Not yet', 3: JSON.stringify(['Email', 'Video call']) },
  },
]

async function seedServices() {
  for (const [index, service] of SERVICES.entries()) {
    await upsert(
      Service,
      { slug: service.slug },
      { ...service, isActive: true, position: index + 1 }
    )
  }
}

async function seedReviews(users: DemoUsers) {
  for (const [index, review] of REVIEWS.entries()) {
    await upsert(
      Review,
      { name: review.name },
      {
        comment: review.comment,
        commentTh: review.commentTh,
        rating: review.rating,
        isPublished: true,
      },
      // The demo member wrote the first one.
      {
        userId: index === 0 ? (users.member?.id ?? null) : null,
        createdAt: daysAgo(90 - index * 9),
      }
    )
  }
}

/**
 * The first terms and conditions: site content needed in every environment
 * (the payment step requires active terms); staff publish new versions.
 */
export async function seedTerms() {
  const terms = await TermsAndCondition.findBy('version', '1.0')
  if (!terms) {
    await TermsAndCondition.create({
      version: '1.0',
      title: 'Terms and Conditions',
      description: TERMS_V1,
      titleTh: TERMS_V1_TITLE_TH,
      descriptionTh: TERMS_V1_TH,
      isActive: true,
      publishedAt: bangkok('2026-01-01T00:00:00'),
    })
    return
  }
  // Accepted text never changes; an install seeded before the Thai text existed gets it beside.
  await fillThai(
    terms,
    { description: sanitizeRichText(TERMS_V1) },
    { titleTh: TERMS_V1_TITLE_TH, descriptionTh: TERMS_V1_TH }
  )
}

/**
 * A ticket staff have worked on carries the history that says so (who moved
 * it and when): its response clock reads the first staff action. The
 * Technical one was answered late, so the list shows a missed clock too.
 */
async function seedTicketHistory(ticket: SupportTicket, users: DemoUsers) {
  if (ticket.status === SupportTicketStatus.PENDING) return
  const existing = await SupportTicketEvent.query().where('support_ticket_id', ticket.id).first()
  if (existing) return
  const answeredAfter = ticket.category === 'Technical' ? { hours: 30 } : { hours: 2 }
  const answeredAt = ticket.createdAt.plus(answeredAfter)
  await SupportTicketEvent.create({
    supportTicketId: ticket.id,
    userId: users.admin?.id ?? null,
    kind: TicketEventKind.STATUS,
    fromStatus: SupportTicketStatus.PENDING,
    toStatus: SupportTicketStatus.RESOLVING,
    createdAt: answeredAt,
  })
  if (ticket.status === SupportTicketStatus.COMPLETED) {
    await SupportTicketEvent.create({
      supportTicketId: ticket.id,
      userId: users.admin?.id ?? null,
      kind: TicketEventKind.STATUS,
      fromStatus: SupportTicketStatus.RESOLVING,
      toStatus: SupportTicketStatus.COMPLETED,
      createdAt: answeredAt.plus({ days: 1 }),
    })
  }
}

async function seedSupportTickets(users: DemoUsers) {
  for (const ticket of SUPPORT_TICKETS) {
    const row = await upsert(
      SupportTicket,
      { email: ticket.email, category: ticket.category },
      {
        name: ticket.name,
        membershipNumber: ticket.membershipNumber,
        message: ticket.message,
        status: ticket.status,
      },
      { createdAt: daysAgo(ticket.ageDays) }
    )
    await seedTicketHistory(row, users)
  }
  if (users.member) {
    await upsert(
      SupportTicket,
      { email: users.member.email, category: 'Legal matter' },
      {
        name: users.member.name,
        userId: users.member.id,
        message:
          'My employer wants me to sign a new contract with a two-year non-compete clause. Is that enforceable in Thailand?',
        status: SupportTicketStatus.PENDING,
      },
      { createdAt: daysAgo(0) }
    )
  }
}

async function seedConsultancyRequests(users: DemoUsers) {
  const requests = [
    {
      category: 'Immigration',
      status: ConsultancyRequestStatus.COMPLETED,
      withLawyer: true,
      inDays: -30,
      details:
        'Retirement visa extension refused because the bank letter was dated more than seven days before the application. Need advice on reapplying before my permission to stay runs out.',
    },
    {
      category: 'Property',
      status: ConsultancyRequestStatus.SCHEDULED,
      withLawyer: true,
      inDays: 3,
      details:
        'Buying a resale condominium in Pattaya. Would like the title deed, foreign quota letter and sale agreement checked before paying the deposit.',
    },
    {
      category: 'Traffic',
      status: ConsultancyRequestStatus.NEW,
      withLawyer: false,
      inDays: 5,
      details:
        'Minor collision with a motorbike in Hua Hin. The police asked me to sign a settlement in Thai that I could not read. I have not signed yet.',
    },
    {
      category: 'Family',
      status: ConsultancyRequestStatus.CANCELLED,
      withLawyer: false,
      inDays: -10,
      details:
        'Questions about registering our marriage at the district office and whether we need a prenuptial agreement. Cancelled: we will book after the holidays.',
    },
  ]
  // Found again by what they say, never by number: a new row takes its
  // intake number from the shared sequence (#services/number_sequence),
  // exactly as the living-will form does, so the two never collide.
  for (const request of requests) {
    await upsert(
      ConsultancyRequest,
      { category: request.category, details: request.details },
      { status: request.status },
      {
        userId: users.member?.id ?? null,
        lawyerId: request.withLawyer ? (users.lawyer?.id ?? null) : null,
        preferredDateTime: DateTime.now()
          .plus({ days: request.inDays })
          .set({ hour: 10, minute: 0, second: 0, millisecond: 0 }),
      }
    )
  }
}

/** The demo member's scheduled property consultation (seeded above). */
function demoPropertyConsultation() {
  return ConsultancyRequest.query()
    .where('category', 'Property')
    .where('status', ConsultancyRequestStatus.SCHEDULED)
    .orderBy('id')
    .first()
}

async function seedBlog(users: DemoUsers) {
  const categories = new Map<string, number>()
  for (const category of BLOG_CATEGORIES) {
    const row = await upsert(
      BlogCategory,
      { slug: category.slug },
      { name: category.name, nameTh: category.nameTh }
    )
    categories.set(category.slug, row.id)
  }
  const tags = new Map<string, number>()
  for (const tag of BLOG_TAGS) {
    const row = await upsert(BlogTag, { slug: tag.slug }, { name: tag.name, nameTh: tag.nameTh })
    tags.set(tag.slug, row.id)
  }
  for (const post of BLOG_POSTS) {
    const row = await upsert(
      BlogPost,
      { slug: post.slug },
      {
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        titleTh: post.titleTh ?? null,
        excerptTh: post.excerptTh ?? null,
        bodyTh: post.bodyTh ?? null,
        status: post.status,
        categoryId: categories.get(post.category)!,
      },
      {
        authorId: users.lawyer?.id ?? null,
        publishedAt: post.publishedAt ? bangkok(post.publishedAt) : null,
      }
    )
    // Only write when the links differ: sync() always issues a delete.
    const wanted = post.tags.map((slug) => tags.get(slug)!).sort()
    const linked = await row.related('tags').query()
    const current = linked.map((tag) => tag.id).sort()
    if (wanted.join() !== current.join()) await row.related('tags').sync(wanted)
  }
}

async function seedMail(users: DemoUsers) {
  const templates = new Map<string, MailTemplate>()
  for (const template of MAIL_TEMPLATES) {
    const row = await upsert(MailTemplate, { key: template.key }, { ...template, isActive: true })
    templates.set(template.key, row)
  }

  const creator = users.superAdmin?.id ?? null
  await upsert(
    ScheduledMail,
    {
      mailTemplateId: templates.get('renewal_reminder')!.id,
      audience: MailAudience.ACTIVE_MEMBERS,
    },
    {},
    {
      status: ScheduledMailStatus.QUEUED,
      scheduledAt: DateTime.now().plus({ days: 2 }),
      createdBy: creator,
    }
  )
  await upsert(
    ScheduledMail,
    { mailTemplateId: templates.get('welcome')!.id, audience: MailAudience.SUBSCRIBERS },
    {},
    {
      status: ScheduledMailStatus.SENT,
      scheduledAt: daysAgo(7),
      sentCount: 4,
      totalCount: 4,
      createdBy: creator,
    }
  )

  const history = [
    {
      toEmail: users.member?.email ?? 'maya.member@example.com',
      subject: 'Welcome to Lexpat, Maya Member',
      template: 'welcome',
      status: EmailHistoryStatus.SENT,
      error: null,
      daysAgo: 30,
    },
    {
      toEmail: 'noah.fischer@example.com',
      subject: 'We could not take your Lexpat payment',
      template: 'payment_failed',
      status: EmailHistoryStatus.SENT,
      error: null,
      daysAgo: 6,
    },
    {
      toEmail: 'old.address@example.invalid',
      subject: 'Reset your Lexpat password',
      template: 'password_reset',
      status: EmailHistoryStatus.FAILED,
      error: '550 5.1.1 Recipient address rejected: user unknown',
      daysAgo: 2,
    },
  ]
  for (const entry of history) {
    await upsert(
      EmailHistory,
      { toEmail: entry.toEmail, subject: entry.subject },
      { status: entry.status, error: entry.error },
      {
        mailTemplateId: templates.get(entry.template)!.id,
        userId: entry.template === 'welcome' ? (users.member?.id ?? null) : null,
        sentAt: daysAgo(entry.daysAgo),
      }
    )
  }
}

async function seedSurveyAndFeedback(users: DemoUsers) {
  const questions = new Map<number, SurveyQuestion>()
  for (const question of SURVEY_QUESTIONS) {
    const row = await upsert(
      SurveyQuestion,
      { surveyId: SURVEY_ID, position: question.position },
      { question: question.question, type: question.type, options: question.options }
    )
    questions.set(question.position, row)
  }

  for (const [index, demo] of FEEDBACKS.entries()) {
    // Feedback has no natural key of its own; the reference in survey_data serves.
    let feedback = await Feedback.query()
      .where('survey_data', 'like', `%"reference":"${demo.reference}"%`)
      .first()
    if (!feedback) {
      feedback = await Feedback.create({
        userId: users.member?.id ?? null,
        lawyerId: users.lawyer?.id ?? null,
        surveyData: { survey_id: SURVEY_ID, reference: demo.reference },
        createdAt: daysAgo(25 - index * 8),
      })
    }
    for (const [position, answer] of Object.entries(demo.answers)) {
      await upsert(
        SurveyResponse,
        { feedbackId: feedback.id, surveyQuestionId: questions.get(Number(position))!.id },
        { answer }
      )
    }
  }
}

async function seedAudience(users: DemoUsers) {
  const subscribers = [
    { email: 'newsletter.reader@example.com', locale: 'en', confirmed: true, unsubscribed: false },
    { email: 'somchai.k@example.co.th', locale: 'th', confirmed: true, unsubscribed: false },
    {
      email: 'expat.in.chiangmai@example.com',
      locale: 'en',
      confirmed: false,
      unsubscribed: false,
    },
    { email: 'moved.home@example.com', locale: 'en', confirmed: true, unsubscribed: true },
  ]
  for (const subscriber of subscribers) {
    await upsert(
      Subscriber,
      { email: subscriber.email },
      { locale: subscriber.locale },
      {
        confirmedAt: subscriber.confirmed ? daysAgo(40) : null,
        unsubscribedAt: subscriber.unsubscribed ? daysAgo(5) : null,
      }
    )
  }

  const leads = [
    { name: 'Peter Jansen', phone: '+66 81 234 5678', email: 'peter.jansen@example.com' },
    { name: 'Aiko Tanaka', phone: '+66 92 876 5432', email: 'aiko.tanaka@example.com' },
    { name: 'Ricardo Gomez', phone: '+66 86 555 0199', email: 'ricardo.gomez@example.com' },
  ]
  for (const [index, lead] of leads.entries()) {
    await upsert(
      Lead,
      { email: lead.email, source: 'popup' },
      { name: lead.name, phone: lead.phone },
      {
        createdAt: daysAgo(index * 2),
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
      }
    )
  }

  const conversation = [
    {
      sender: ChatSender.USER,
      content:
        'New legal help form: Peter Jansen, phone +66 81 234 5678, email peter.jansen@example.com.',
    },
    {
      sender: ChatSender.BOT,
      content: 'Hello Peter, thank you for contacting Lexpat. How can we help you today?',
    },
    {
      sender: ChatSender.USER,
      content: 'My landlord will not return my deposit. What can I do?',
    },
    {
      sender: ChatSender.BOT,
      content:
        'I am sorry to hear that. First, check the deposit clause of your lease and gather the move-out inventory and photos. A Lexpat lawyer can then send a formal demand letter to your landlord on your behalf.',
    },
  ]
  for (const message of conversation) {
    await upsert(
      ChatMessage,
      { conversationId: 'demo-conversation-0001', ...message },
      {},
      {
        userId: users.member?.id ?? null,
      }
    )
  }

  const referrals = [
    {
      code: 'EXPATLIFE',
      email: 'friend.one@example.com',
      status: AffiliateReferralStatus.CLICKED,
      satang: 0,
    },
    {
      code: 'EXPATLIFE',
      email: 'friend.two@example.com',
      status: AffiliateReferralStatus.SIGNED_UP,
      satang: 0,
    },
    {
      code: 'PHUKETPROS',
      email: 'new.business@example.com',
      status: AffiliateReferralStatus.CONVERTED,
      // 10% of the 4,950 baht Business start-up price.
      satang: 49_500,
    },
  ]
  for (const referral of referrals) {
    await upsert(
      AffiliateReferral,
      { affiliateCode: referral.code, referredEmail: referral.email },
      { status: referral.status, commissionSatang: referral.satang },
      {
        convertedAt: referral.status === AffiliateReferralStatus.CONVERTED ? daysAgo(3) : null,
      }
    )
  }

  await upsert(
    Notification,
    { title: 'Office hours over Songkran', userId: null },
    {
      body: 'Our office is closed from 13 to 15 April. Emergency legal help stays available by phone.',
      data: { screen: 'contact' },
    },
    { sentAt: daysAgo(14) }
  )

  const consultation = await demoPropertyConsultation()
  if (users.member) {
    await upsert(
      DeviceToken,
      { token: 'demo-fcm-token-member-android-0001' },
      { platform: DevicePlatform.ANDROID },
      { userId: users.member.id, lastUsedAt: daysAgo(1) }
    )
    await upsert(
      Notification,
      { title: 'Your consultation is confirmed', userId: users.member.id },
      {
        body: `Your property consultation (${consultation?.intakeNumber ?? ''}) is booked. Your lawyer will call you at the agreed time.`,
        data: { screen: 'consultancy', intake_number: consultation?.intakeNumber ?? null },
      },
      { sentAt: daysAgo(1) }
    )
    await upsert(
      IdentityVerification,
      { userId: users.member.id, documentPath: 'identity/demo/member-passport.jpg' },
      {},
      {
        documentType: IdentityDocumentType.PASSPORT,
        status: IdentityVerificationStatus.PENDING,
      }
    )
  }

  await upsert(
    DeletionRequest,
    { email: 'leaving.thailand@example.com' },
    {
      reason:
        'I am moving back to Canada and no longer need the membership. Please delete my data.',
    },
    { status: DeletionRequestStatus.PENDING }
  )
}

async function seedAuditLogs(users: DemoUsers) {
  const ticket = await SupportTicket.findBy('email', 'noah.fischer@example.com')
  const terms = await TermsAndCondition.findBy('version', '1.0')
  const request = await demoPropertyConsultation()
  const rows = [
    {
      action: 'terms.published',
      subject: terms,
      actor: users.superAdmin,
      changes: { version: '1.0', is_active: true },
    },
    {
      action: 'support_ticket.status_changed',
      subject: ticket,
      actor: users.officer,
      changes: { status: ['pending', 'resolving'] },
    },
    {
      action: 'consultancy_request.scheduled',
      subject: request,
      actor: users.admin,
      changes: { status: ['new', 'scheduled'], lawyer_id: [null, users.lawyer?.id ?? null] },
    },
  ]
  for (const row of rows) {
    if (!row.subject) continue
    await upsert(
      AuditLog,
      {
        action: row.action,
        subjectType: row.subject.constructor.name,
        subjectId: String(row.subject.id),
      },
      {},
      { userId: row.actor?.id ?? null, changes: row.changes, ip: '127.0.0.1' }
    )
  }
}

/**
 * Demo content for development: realistic rows on every content screen.
 * Demo users are looked up by email; when absent, their links stay empty.
 * Running it twice changes nothing.
 */
export async function seedContentDemo() {
  const users = await demoUsers()
  await seedServices()
  await seedReviews(users)
  await seedSupportTickets(users)
  await seedConsultancyRequests(users)
  await seedBlog(users)
  await seedMail(users)
  await seedSurveyAndFeedback(users)
  await seedAudience(users)
  await seedAuditLogs(users)
}
