import FaqEntry from '#models/faq_entry'
import { FaqPage } from '#enums/content'
import { bumpContentVersion } from '#services/content/content_version'

/**
 * The general FAQ (SPEC §2.3) and the resource FAQ, seeded in every
 * environment: staff edit them later in admin. Each entry carries its Thai
 * version (SPEC §1: English and Thai), written for a Thai reader rather
 * than translated word for word: amounts in baht ("795 บาท"), times as
 * "9.00-17.00 น.", Acts with their Buddhist-era year.
 *
 * SPEC §1 asks to keep the FAQ's contradictions as written: pre-existing
 * matters are excluded in "What is not covered?" and covered in "Can I get
 * help with a problem I already have?"; document review is "up to 15 pages
 * to start" here while the plan modal says 10 pages per month.
 */
export type FaqSeed = {
  heading?: string
  headingTh?: string
  question: string
  answer: string
  questionTh: string
  answerTh: string
}

const GENERAL: FaqSeed[] = [
  // About
  {
    heading: 'About',
    headingTh: 'เกี่ยวกับเรา',
    question: 'What is Lexpat?',
    answer:
      '<p>Lexpat is a prepaid legal-protection membership for people and small businesses in Thailand. For a fixed monthly fee you get access to a network of independent provider law firms whose lawyers have an average of 20 years of experience, so you can ask for advice before a small problem becomes an expensive one.</p>',
    questionTh: 'Lexpat คืออะไร',
    answerTh:
      '<p>Lexpat คือบริการสมาชิกคุ้มครองทางกฎหมายแบบชำระล่วงหน้าสำหรับบุคคลทั่วไปและธุรกิจขนาดเล็กในประเทศไทย เพียงชำระค่าสมาชิกรายเดือนในอัตราคงที่ คุณก็เข้าถึงเครือข่ายสำนักงานกฎหมายอิสระซึ่งมีทนายความประสบการณ์เฉลี่ย 20 ปี และขอคำปรึกษาได้ตั้งแต่ปัญหายังเล็ก ก่อนจะบานปลายจนต้องเสียค่าใช้จ่ายสูง</p>',
  },
  {
    question: 'Who is Lexpat for?',
    answer:
      '<p>Expats living in Thailand, Thai residents, families with members abroad and small for-profit businesses. Members may live in Thailand or outside it; what matters is that the legal question concerns Thai law.</p>',
    questionTh: 'Lexpat เหมาะกับใคร',
    answerTh:
      '<p>ชาวต่างชาติที่พำนักในประเทศไทย ผู้มีถิ่นที่อยู่ในประเทศไทย ครอบครัวที่มีสมาชิกอยู่ต่างประเทศ และธุรกิจขนาดเล็กที่แสวงหากำไร สมาชิกจะอาศัยอยู่ในประเทศไทยหรือต่างประเทศก็ได้ ขอเพียงให้ปัญหาทางกฎหมายนั้นอยู่ภายใต้กฎหมายไทย</p>',
  },
  {
    question: 'Who are the lawyers who help members?',
    answer:
      '<p>Our provider law firms are independent Thai firms, licensed to practise in Thailand. Their lawyers have an average of 20 years of experience in areas such as immigration, family law, property, employment and company matters.</p>',
    questionTh: 'ทนายความที่ดูแลสมาชิกเป็นใคร',
    answerTh:
      '<p>สำนักงานกฎหมายในเครือข่ายของเราเป็นสำนักงานกฎหมายไทยที่ดำเนินงานอย่างอิสระ ทนายความได้รับใบอนุญาตให้ว่าความในประเทศไทย และมีประสบการณ์เฉลี่ย 20 ปีในด้านต่าง ๆ เช่น กฎหมายคนเข้าเมือง กฎหมายครอบครัว อสังหาริมทรัพย์ กฎหมายแรงงาน และกฎหมายบริษัท</p>',
  },
  {
    question: 'Is Lexpat a law firm?',
    answer:
      '<p>No. Lexpat runs the membership: we check your application, take your requests and pass them to a provider law firm. The legal advice itself always comes from a licensed lawyer of one of those independent firms.</p>',
    questionTh: 'Lexpat เป็นสำนักงานกฎหมายหรือไม่',
    answerTh:
      '<p>ไม่ใช่ Lexpat ทำหน้าที่บริหารระบบสมาชิก เราตรวจสอบใบสมัครของคุณ รับเรื่องที่คุณแจ้ง และส่งต่อให้สำนักงานกฎหมายในเครือข่าย คำปรึกษาทางกฎหมายทุกครั้งมาจากทนายความที่มีใบอนุญาตของสำนักงานกฎหมายอิสระเหล่านั้นเสมอ</p>',
  },
  {
    question: 'In which languages can I get help?',
    answer:
      '<p>Member services and the provider lawyers work in English and Thai. Documents in Thai are explained to you in plain English.</p>',
    questionTh: 'ขอรับความช่วยเหลือเป็นภาษาใดได้บ้าง',
    answerTh:
      '<p>ฝ่ายบริการสมาชิกและทนายความในเครือข่ายให้บริการทั้งภาษาไทยและภาษาอังกฤษ สำหรับสมาชิกที่ไม่อ่านภาษาไทย ทนายความจะอธิบายเอกสารภาษาไทยเป็นภาษาอังกฤษที่เข้าใจง่าย</p>',
  },
  // Membership
  {
    heading: 'Membership',
    headingTh: 'สมาชิกภาพ',
    question: 'How long does it take to activate my membership?',
    answer:
      '<p>Our staff review every application within 12 to 24 business hours. You receive an email as soon as your membership is active, and you can then contact a lawyer straight away.</p>',
    questionTh: 'เปิดใช้งานสมาชิกภาพต้องใช้เวลานานเท่าใด',
    answerTh:
      '<p>เจ้าหน้าที่ของเราพิจารณาใบสมัครทุกฉบับภายใน 12-24 ชั่วโมงทำการ เมื่อสมาชิกภาพเปิดใช้งานแล้ว คุณจะได้รับอีเมลแจ้งทันที และติดต่อทนายความได้เลย</p>',
  },
  {
    question: 'Which plans do you offer and what do they cost?',
    answer:
      '<ul><li><strong>Personal plan</strong>: family coverage, starting at 795 THB per month.</li><li><strong>Business plan</strong>: for small for-profit businesses, starting at 4,950 THB per month.</li></ul><p>Both can be paid monthly or yearly. See <a href="/view-plans">View Plans</a> for the current prices.</p>',
    questionTh: 'มีแผนสมาชิกแบบใดบ้าง และค่าบริการเท่าใด',
    answerTh:
      '<ul><li><strong>แผนส่วนบุคคล</strong>: ความคุ้มครองสำหรับทั้งครอบครัว เริ่มต้นเดือนละ 795 บาท</li><li><strong>แผนธุรกิจ</strong>: สำหรับธุรกิจขนาดเล็กที่แสวงหากำไร เริ่มต้นเดือนละ 4,950 บาท</li></ul><p>ทั้งสองแผนเลือกชำระรายเดือนหรือรายปีได้ ดูราคาปัจจุบันได้ที่หน้า<a href="/view-plans">ดูแผน</a></p>',
  },
  {
    question: 'Who is covered by the Personal plan?',
    answer:
      '<p>The member, a spouse or partner, and dependants: children under 26 who live at home (on select plans) and children under 18 in your guardianship. Add your partner under <em>Spouse / Partner Details</em> in your account settings.</p>',
    questionTh: 'แผนส่วนบุคคลคุ้มครองใครบ้าง',
    answerTh:
      '<p>คุ้มครองตัวสมาชิก คู่สมรสหรือคู่ชีวิต และผู้อยู่ในอุปการะ ได้แก่ บุตรอายุต่ำกว่า 26 ปีที่อาศัยอยู่ด้วย (เฉพาะบางแผน) และเด็กอายุต่ำกว่า 18 ปีที่อยู่ในความปกครองของคุณ เพิ่มข้อมูลคู่สมรสหรือคู่ชีวิตได้ที่เมนู <em>ข้อมูลคู่สมรส / คู่ชีวิต</em> ในการตั้งค่าบัญชี</p>',
  },
  {
    question: 'Can I join if I live outside Thailand?',
    answer:
      '<p>Yes. Members may be Thai residents or people abroad, for example owners of a condominium in Thailand or families of someone who lives here. Advice is given by phone, video call or email.</p>',
    questionTh: 'อาศัยอยู่ต่างประเทศสมัครสมาชิกได้หรือไม่',
    answerTh:
      '<p>ได้ สมาชิกอาจเป็นผู้มีถิ่นที่อยู่ในประเทศไทยหรือผู้ที่อยู่ต่างประเทศก็ได้ เช่น เจ้าของห้องชุดในประเทศไทย หรือครอบครัวของผู้ที่อาศัยอยู่ที่นี่ ทนายความให้คำปรึกษาทางโทรศัพท์ วิดีโอคอล หรืออีเมล</p>',
  },
  {
    question: 'Can a membership be activated for someone who is already in custody?',
    answer:
      '<p>No. A membership cannot be activated for a person who is already incarcerated. If a member is arrested or detained after joining, call the 24/7 emergency line at once.</p>',
    questionTh: 'เปิดใช้งานสมาชิกภาพให้ผู้ที่ถูกควบคุมตัวอยู่แล้วได้หรือไม่',
    answerTh:
      '<p>ไม่ได้ ไม่สามารถเปิดใช้งานสมาชิกภาพให้บุคคลที่ถูกคุมขังอยู่แล้ว หากสมาชิกถูกจับกุมหรือถูกควบคุมตัวหลังจากสมัครสมาชิก โปรดโทรสายด่วนฉุกเฉินตลอด 24 ชั่วโมงทันที</p>',
  },
  {
    question: 'How do I reinstate a suspended or cancelled account?',
    answer:
      '<p>Contact your advisor or member services. We check what is outstanding, and your membership is reactivated once the account is brought up to date.</p>',
    questionTh: 'จะขอคืนสถานะบัญชีที่ถูกระงับหรือยกเลิกได้อย่างไร',
    answerTh:
      '<p>ติดต่อที่ปรึกษาของคุณหรือฝ่ายบริการสมาชิก เราจะตรวจสอบยอดหรือรายการที่ยังค้างอยู่ และเปิดใช้งานสมาชิกภาพให้อีกครั้งเมื่อบัญชีของคุณชำระเรียบร้อยเป็นปัจจุบันแล้ว</p>',
  },
  // Benefit and Coverage
  {
    heading: 'Benefit and Coverage',
    headingTh: 'สิทธิประโยชน์และความคุ้มครอง',
    question: 'What does my membership cover?',
    answer:
      '<ul><li>Unlimited legal advice on covered matters</li><li>Letters or calls made by a lawyer on your behalf</li><li>Review of documents before you sign</li><li>Wills and powers of attorney</li><li>Immigration and visa help</li><li>24/7 emergency help in case of arrest, detention, serious injury or being served a warrant</li><li>10-25% off standard hourly rates and extra services, and 5-10% off contingency fees</li><li>Online legal forms</li></ul>',
    questionTh: 'สมาชิกภาพคุ้มครองอะไรบ้าง',
    answerTh:
      '<ul><li>ปรึกษากฎหมายได้ไม่จำกัดในเรื่องที่อยู่ในความคุ้มครอง</li><li>ทนายความทำหนังสือหรือโทรศัพท์ติดต่อแทนคุณ</li><li>ตรวจเอกสารก่อนคุณลงนาม</li><li>พินัยกรรมและหนังสือมอบอำนาจ</li><li>ความช่วยเหลือด้านวีซ่าและการตรวจคนเข้าเมือง</li><li>ความช่วยเหลือฉุกเฉินตลอด 24 ชั่วโมง กรณีถูกจับกุม ถูกควบคุมตัว บาดเจ็บสาหัส หรือถูกส่งหมาย</li><li>ส่วนลด 10-25% จากอัตราค่าบริการรายชั่วโมงปกติและบริการเพิ่มเติม และส่วนลด 5-10% จากค่าธรรมเนียมตามผลสำเร็จ</li><li>แบบฟอร์มกฎหมายออนไลน์</li></ul>',
  },
  {
    question: 'How much document review is included?',
    answer:
      '<p>On the Personal plan a lawyer reviews documents of <strong>up to 15 pages to start</strong>: a lease, an employment contract, a sale agreement or a letter from an authority. Longer documents can be reviewed at the preferred member rate.</p>',
    questionTh: 'ตรวจเอกสารได้มากน้อยเพียงใด',
    answerTh:
      '<p>สำหรับแผนส่วนบุคคล ทนายความตรวจเอกสาร<strong>ความยาวไม่เกิน 15 หน้าในเบื้องต้น</strong> เช่น สัญญาเช่า สัญญาจ้างแรงงาน สัญญาซื้อขาย หรือหนังสือจากหน่วยงานราชการ เอกสารที่ยาวกว่านั้นตรวจได้ในอัตราพิเศษสำหรับสมาชิก</p>',
  },
  {
    question: 'How many letters or calls can a lawyer make for me?',
    answer:
      '<p>Personal plan: one letter or call on your behalf per month. Business plan: up to 30 letters or calls per year, with at most 6 in one month.</p>',
    questionTh: 'ทนายความทำหนังสือหรือโทรติดต่อแทนได้กี่ครั้ง',
    answerTh:
      '<p>แผนส่วนบุคคล: ทำหนังสือหรือโทรติดต่อแทนคุณได้เดือนละ 1 ครั้ง แผนธุรกิจ: สูงสุด 30 ครั้งต่อปี และไม่เกิน 6 ครั้งต่อเดือน</p>',
  },
  {
    question: 'What discount do members get on further legal work?',
    answer:
      '<p>When a matter needs more than the membership includes, for example going to court, provider firms give members 10-25% off their standard hourly rates and extra services, and 5-10% off contingency fees.</p>',
    questionTh: 'สมาชิกได้รับส่วนลดสำหรับงานกฎหมายเพิ่มเติมเท่าใด',
    answerTh:
      '<p>หากเรื่องของคุณต้องใช้บริการมากกว่าที่สมาชิกภาพครอบคลุม เช่น ต้องดำเนินคดีในศาล สำนักงานกฎหมายในเครือข่ายจะให้ส่วนลดแก่สมาชิก 10-25% จากอัตราค่าบริการรายชั่วโมงปกติและบริการเพิ่มเติม และ 5-10% จากค่าธรรมเนียมตามผลสำเร็จ</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<ul><li>International, military and tribal law</li><li>Civil actions, traffic tickets and charges, and notices from authorities that began before your membership started (pre-existing matters)</li></ul><p>A membership also cannot be activated for a person who is already incarcerated.</p>',
    questionTh: 'เรื่องใดบ้างที่ไม่อยู่ในความคุ้มครอง',
    answerTh:
      '<ul><li>กฎหมายระหว่างประเทศ กฎหมายทหาร และกฎหมายชนเผ่า</li><li>คดีแพ่ง ใบสั่งจราจรและข้อกล่าวหา และหนังสือแจ้งจากหน่วยงานราชการ ที่เกิดขึ้นก่อนวันเริ่มต้นสมาชิกภาพ (เรื่องที่มีอยู่ก่อนสมัคร)</li></ul><p>นอกจากนี้ ไม่สามารถเปิดใช้งานสมาชิกภาพให้บุคคลที่ถูกคุมขังอยู่แล้ว</p>',
  },
  {
    question: 'Do you help with visas and immigration?',
    answer:
      '<p>Yes. Lawyers advise on retirement, marriage, business and long-stay visas, extensions, 90-day reporting, re-entry permits and refused applications, and they review your documents before you submit them.</p>',
    questionTh: 'ช่วยเรื่องวีซ่าและการตรวจคนเข้าเมืองหรือไม่',
    answerTh:
      '<p>ช่วยได้ ทนายความให้คำปรึกษาเรื่องวีซ่าเกษียณอายุ วีซ่าคู่สมรส วีซ่าธุรกิจ และวีซ่าพำนักระยะยาว การขยายระยะเวลาพำนัก การรายงานตัว 90 วัน ใบอนุญาตกลับเข้าราชอาณาจักร (Re-entry Permit) และคำขอที่ถูกปฏิเสธ รวมทั้งตรวจเอกสารของคุณก่อนยื่นต่อเจ้าหน้าที่</p>',
  },
  {
    question: 'What does the Business plan include?',
    answer:
      '<p>Unlimited consultations, help with company formation, contract review and drafting, employment-law advice, compliance advice and dispute resolution. Limits per membership year: up to 30 letters or calls (at most 6 a month); 24 documents reviewed (at most 2 a month, each up to 10 pages); collection letters up to 2 a month; one legal opinion a month with up to one hour of research per matter; up to two written spokespersons; one business registration number.</p>',
    questionTh: 'แผนธุรกิจมีอะไรบ้าง',
    answerTh:
      '<p>ปรึกษาได้ไม่จำกัด ความช่วยเหลือด้านการจดทะเบียนจัดตั้งบริษัท การตรวจและร่างสัญญา คำปรึกษาด้านกฎหมายแรงงาน คำปรึกษาด้านการปฏิบัติตามกฎหมาย และการระงับข้อพิพาท โดยมีขีดจำกัดต่อปีสมาชิกดังนี้ ทำหนังสือหรือโทรติดต่อแทนได้สูงสุด 30 ครั้ง (ไม่เกินเดือนละ 6 ครั้ง) ตรวจเอกสาร 24 ฉบับ (ไม่เกินเดือนละ 2 ฉบับ ฉบับละไม่เกิน 10 หน้า) หนังสือทวงถามหนี้ไม่เกินเดือนละ 2 ฉบับ ความเห็นทางกฎหมายเดือนละ 1 ฉบับ โดยค้นคว้าได้ไม่เกิน 1 ชั่วโมงต่อเรื่อง ผู้แทนที่ระบุเป็นลายลักษณ์อักษรไม่เกิน 2 คน และเลขทะเบียนนิติบุคคล 1 เลข</p>',
  },
  {
    question: 'What is the member perk programme?',
    answer:
      '<p>Members get free access to a perk programme with discounts from partner businesses in Thailand and 15 other countries. Details are in your member area.</p>',
    questionTh: 'โปรแกรมสิทธิพิเศษสำหรับสมาชิกคืออะไร',
    answerTh:
      '<p>สมาชิกเข้าร่วมโปรแกรมสิทธิพิเศษได้ฟรี รับส่วนลดจากธุรกิจพันธมิตรในประเทศไทยและอีก 15 ประเทศ ดูรายละเอียดได้ในพื้นที่สมาชิกของคุณ</p>',
  },
  // Finding a Legal Advisor
  {
    heading: 'Finding a Legal Advisor',
    headingTh: 'การหาที่ปรึกษากฎหมาย',
    question: 'How do I reach a lawyer?',
    answer:
      '<p>Call member services or send us your question by email, LINE or the <a href="/support/ticket">support ticket form</a> with your membership number. We pass it to a provider law firm that handles that kind of matter, and a lawyer contacts you to discuss it.</p>',
    questionTh: 'จะติดต่อทนายความได้อย่างไร',
    answerTh:
      '<p>โทรหาฝ่ายบริการสมาชิก หรือส่งคำถามถึงเราทางอีเมล LINE หรือ<a href="/support/ticket">แบบฟอร์มแจ้งเรื่องถึงฝ่ายบริการ</a> พร้อมระบุหมายเลขสมาชิก เราจะส่งเรื่องต่อให้สำนักงานกฎหมายในเครือข่ายที่ดูแลเรื่องประเภทนั้น แล้วทนายความจะติดต่อกลับเพื่อพูดคุยรายละเอียดกับคุณ</p>',
  },
  {
    question: 'How quickly will a lawyer contact me?',
    answer:
      '<p>Requests received during support hours, 9 AM to 5 PM Monday to Friday, are passed to a provider firm the same working day. Urgent situations go through the 24/7 emergency line instead.</p>',
    questionTh: 'ทนายความจะติดต่อกลับเร็วแค่ไหน',
    answerTh:
      '<p>คำขอที่ได้รับในเวลาทำการ (วันจันทร์-ศุกร์ 9.00-17.00 น.) จะส่งต่อให้สำนักงานกฎหมายในเครือข่ายภายในวันทำการเดียวกัน หากเป็นเรื่องเร่งด่วน โปรดโทรสายด่วนฉุกเฉินตลอด 24 ชั่วโมงแทน</p>',
  },
  {
    question: 'Can I choose my own lawyer?',
    answer:
      '<p>We match your matter with the provider firm best placed to handle it. If you have worked with one of our provider lawyers before, tell us and we will ask for that lawyer again where possible.</p>',
    questionTh: 'เลือกทนายความเองได้หรือไม่',
    answerTh:
      '<p>เราจะจับคู่เรื่องของคุณกับสำนักงานกฎหมายในเครือข่ายที่เหมาะสมที่สุด หากคุณเคยใช้บริการทนายความในเครือข่ายของเรามาก่อน แจ้งให้เราทราบได้ เราจะขอให้ทนายความท่านเดิมดูแลคุณอีกครั้งเมื่อเป็นไปได้</p>',
  },
  {
    question: 'What do I do in an emergency outside office hours?',
    answer:
      '<p>Call the emergency line, open 24 hours a day, 7 days a week, if you or a covered family member is arrested, detained, seriously injured or served a warrant. Have your membership number ready. See <a href="/support/emergency">Emergency Help</a>.</p>',
    questionTh: 'หากมีเหตุฉุกเฉินนอกเวลาทำการต้องทำอย่างไร',
    answerTh:
      '<p>โทรสายด่วนฉุกเฉินซึ่งเปิดตลอด 24 ชั่วโมง ทุกวัน หากคุณหรือสมาชิกในครอบครัวที่อยู่ในความคุ้มครองถูกจับกุม ถูกควบคุมตัว บาดเจ็บสาหัส หรือถูกส่งหมาย โปรดเตรียมหมายเลขสมาชิกไว้ให้พร้อม ดูเพิ่มเติมที่หน้า<a href="/support/emergency">ขอความช่วยเหลือฉุกเฉิน</a></p>',
  },
  {
    question: 'What if I am not satisfied with the advice I received?',
    answer:
      '<p>Tell member services. We can arrange a second opinion from another provider firm, and we ask every member to rate the help received in a short survey so we can follow up.</p>',
    questionTh: 'หากไม่พอใจคำปรึกษาที่ได้รับควรทำอย่างไร',
    answerTh:
      '<p>แจ้งฝ่ายบริการสมาชิกได้ทันที เราจัดให้สำนักงานกฎหมายอื่นในเครือข่ายให้ความเห็นที่สอง (second opinion) ได้ และเราขอให้สมาชิกทุกคนประเมินความช่วยเหลือที่ได้รับผ่านแบบสำรวจสั้น ๆ เพื่อให้เราติดตามผลต่อไป</p>',
  },
  // Become an Independent Advisor
  {
    heading: 'Become an Independent Advisor',
    headingTh: 'เป็นที่ปรึกษาอิสระ',
    question: 'What is an independent advisor?',
    answer:
      '<p>Independent advisors (affiliates) introduce Lexpat memberships to people and businesses they know and earn a commission on the memberships they sell. They do not give legal advice themselves.</p>',
    questionTh: 'ที่ปรึกษาอิสระคือใคร',
    answerTh:
      '<p>ที่ปรึกษาอิสระ (พันธมิตร) คือผู้แนะนำสมาชิกภาพของ Lexpat ให้บุคคลและธุรกิจที่ตนรู้จัก และได้รับค่าคอมมิชชันจากสมาชิกภาพที่ขายได้ ที่ปรึกษาอิสระไม่ได้ให้คำปรึกษาทางกฎหมายด้วยตนเอง</p>',
  },
  {
    question: 'What does it cost to start as an advisor?',
    answer:
      '<p>The start-up cost is a membership of your own: a Personal plan at 795 THB or a Business plan at 4950 THB.</p>',
    questionTh: 'เริ่มต้นเป็นที่ปรึกษาอิสระมีค่าใช้จ่ายเท่าใด',
    answerTh: '<p>ค่าใช้จ่ายเริ่มต้นคือสมาชิกภาพของคุณเอง ได้แก่ แผนส่วนบุคคล 795 บาท หรือแผนธุรกิจ 4,950 บาท</p>',
  },
  {
    question: 'How are advisors paid?',
    answer:
      '<p>Each membership you sell is tracked through your personal referral link on our affiliate platform. Commissions are calculated on the memberships that become active and are paid out monthly.</p>',
    questionTh: 'ที่ปรึกษาอิสระได้รับค่าตอบแทนอย่างไร',
    answerTh:
      '<p>สมาชิกภาพทุกรายการที่คุณขายจะถูกบันทึกผ่านลิงก์แนะนำส่วนตัวของคุณบนแพลตฟอร์มพันธมิตรของเรา ค่าคอมมิชชันคำนวณจากสมาชิกภาพที่เปิดใช้งานแล้ว และจ่ายเป็นรายเดือน</p>',
  },
  {
    question: 'Do I need legal training to become an advisor?',
    answer:
      '<p>No. You explain what the membership offers; the legal work is done by the provider lawyers. We give you the product information and answer your questions while you get started.</p>',
    questionTh: 'ต้องมีความรู้ด้านกฎหมายจึงจะเป็นที่ปรึกษาอิสระได้หรือไม่',
    answerTh:
      '<p>ไม่จำเป็น หน้าที่ของคุณคืออธิบายว่าสมาชิกภาพให้อะไรบ้าง ส่วนงานด้านกฎหมายเป็นหน้าที่ของทนายความในเครือข่าย เราจะให้ข้อมูลผลิตภัณฑ์และตอบคำถามของคุณตลอดช่วงเริ่มต้น</p>',
  },
  {
    question: 'How do I apply to become an advisor?',
    answer:
      '<p>Read about the programme on the <a href="/affiliate">Affiliate Program</a> page and sign up through the link there. Our team contacts you once your application has been reviewed.</p>',
    questionTh: 'สมัครเป็นที่ปรึกษาอิสระได้อย่างไร',
    answerTh:
      '<p>อ่านรายละเอียดของโครงการได้ที่หน้า<a href="/affiliate">โปรแกรมพันธมิตร</a> และสมัครผ่านลิงก์ในหน้านั้น ทีมงานของเราจะติดต่อกลับเมื่อพิจารณาใบสมัครของคุณแล้ว</p>',
  },
  // Technical Issues
  {
    heading: 'Technical Issues',
    headingTh: 'ปัญหาทางเทคนิค',
    question: 'I did not receive my verification email. What should I do?',
    answer:
      '<p>Check your spam or promotions folder first. You can request a new email from the verification page after the countdown ends. If it still does not arrive, open a support ticket with the category <em>Technical issue</em>.</p>',
    questionTh: 'ไม่ได้รับอีเมลยืนยัน ต้องทำอย่างไร',
    answerTh:
      '<p>ตรวจสอบโฟลเดอร์จดหมายขยะ (สแปม) หรือโฟลเดอร์โปรโมชันก่อน คุณขออีเมลฉบับใหม่ได้จากหน้ายืนยันเมื่อการนับถอยหลังสิ้นสุด หากยังไม่ได้รับ โปรดแจ้งเรื่องถึงฝ่ายบริการโดยเลือกหมวดหมู่ <em>ปัญหาทางเทคนิค</em></p>',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      '<p>Choose <em>Forgot password</em> on the login page and enter your email address. We send you a link to choose a new password; the link expires after a short time for your security.</p>',
    questionTh: 'ลืมรหัสผ่าน จะตั้งรหัสผ่านใหม่ได้อย่างไร',
    answerTh:
      '<p>เลือก <em>ลืมรหัสผ่าน?</em> ในหน้าเข้าสู่ระบบ แล้วกรอกอีเมลของคุณ เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้ทางอีเมล ลิงก์นี้จะหมดอายุภายในเวลาไม่นานเพื่อความปลอดภัยของคุณ</p>',
  },
  {
    question: 'The website does not display correctly. What can I do?',
    answer:
      '<p>Refresh the page, then try an up-to-date version of Chrome, Safari, Firefox or Edge. If the problem continues, send us a support ticket describing what you see, on which device and browser.</p>',
    questionTh: 'เว็บไซต์แสดงผลไม่ถูกต้อง ควรทำอย่างไร',
    answerTh:
      '<p>ลองรีเฟรชหน้าเว็บ แล้วใช้ Chrome, Safari, Firefox หรือ Edge เวอร์ชันล่าสุด หากยังพบปัญหา โปรดแจ้งเรื่องถึงฝ่ายบริการ พร้อมอธิบายสิ่งที่เห็น อุปกรณ์ และเบราว์เซอร์ที่ใช้</p>',
  },
  {
    question: 'Can I use Lexpat on my phone?',
    answer:
      '<p>Yes. The website works on phones and tablets, and you can reach member services from your phone by call, LINE, WhatsApp or Messenger.</p>',
    questionTh: 'ใช้ Lexpat บนโทรศัพท์มือถือได้หรือไม่',
    answerTh:
      '<p>ได้ เว็บไซต์ใช้งานได้ทั้งบนโทรศัพท์มือถือและแท็บเล็ต และคุณติดต่อฝ่ายบริการสมาชิกจากโทรศัพท์ได้ทั้งการโทร LINE, WhatsApp และ Messenger</p>',
  },
  {
    question: 'How do I change the language of the website?',
    answer:
      '<p>The site is available in English and Thai. When you are signed in, the language you choose is saved in your account.</p>',
    questionTh: 'เปลี่ยนภาษาของเว็บไซต์ได้อย่างไร',
    answerTh:
      '<p>เว็บไซต์มีให้เลือกทั้งภาษาอังกฤษและภาษาไทย เมื่อเข้าสู่ระบบแล้ว ภาษาที่คุณเลือกจะถูกบันทึกไว้ในบัญชีของคุณ</p>',
  },
  // Billing
  {
    heading: 'Billing',
    headingTh: 'การชำระเงิน',
    question: 'Which payment methods do you accept?',
    answer:
      '<p>Credit and debit cards. <strong>Prepaid credit cards are not accepted.</strong> You can manage your cards under <em>Payment Methods</em> in your account settings.</p>',
    questionTh: 'รับชำระเงินด้วยวิธีใดบ้าง',
    answerTh:
      '<p>บัตรเครดิตและบัตรเดบิต <strong>ไม่รับบัตรเครดิตแบบเติมเงิน (prepaid)</strong> คุณจัดการบัตรได้ที่เมนู <em>วิธีการชำระเงิน</em> ในการตั้งค่าบัญชี</p>',
  },
  {
    question: 'Why was my card refused?',
    answer:
      '<p>Most refusals come from prepaid cards, which we do not accept, or from a bank blocking an online payment. Try another credit or debit card, or ask your bank to allow the payment.</p>',
    questionTh: 'เหตุใดบัตรของฉันจึงถูกปฏิเสธ',
    answerTh:
      '<p>ส่วนใหญ่เกิดจากการใช้บัตรแบบเติมเงินซึ่งเราไม่รับ หรือธนาคารระงับการชำระเงินออนไลน์ ลองใช้บัตรเครดิตหรือบัตรเดบิตใบอื่น หรือติดต่อธนาคารเพื่ออนุมัติรายการชำระเงิน</p>',
  },
  {
    question: 'When am I charged?',
    answer:
      '<p>Your first payment is taken when you apply. After that you are charged at the start of each period: every month on a monthly plan, every year on an annual plan.</p>',
    questionTh: 'จะถูกเรียกเก็บเงินเมื่อใด',
    answerTh:
      '<p>เราเรียกเก็บค่าบริการงวดแรกเมื่อคุณสมัคร หลังจากนั้นจะเรียกเก็บเมื่อเริ่มต้นแต่ละรอบ คือทุกเดือนสำหรับแผนรายเดือน และทุกปีสำหรับแผนรายปี</p>',
  },
  {
    question: 'Are prices inclusive of VAT?',
    answer:
      '<p>Yes. The prices shown include 7% VAT, and each invoice shows the VAT amount separately.</p>',
    questionTh: 'ราคารวมภาษีมูลค่าเพิ่มแล้วหรือไม่',
    answerTh: '<p>ใช่ ราคาที่แสดงรวมภาษีมูลค่าเพิ่ม 7% แล้ว และใบแจ้งหนี้ทุกฉบับแสดงจำนวนภาษีมูลค่าเพิ่มแยกไว้ให้</p>',
  },
  {
    question: 'Where can I find my invoices?',
    answer:
      '<p>Under <em>Invoices</em> in your account settings. Every invoice can be downloaded as a PDF.</p>',
    questionTh: 'ดูใบแจ้งหนี้ได้ที่ไหน',
    answerTh: '<p>ที่เมนู <em>ใบแจ้งหนี้</em> ในการตั้งค่าบัญชี ใบแจ้งหนี้ทุกฉบับดาวน์โหลดเป็นไฟล์ PDF ได้</p>',
  },
  {
    question: 'What happens if a payment fails?',
    answer:
      '<p>We email you and try the charge again over the following days. If the payment still cannot be taken, your membership is suspended until the outstanding amount is paid.</p>',
    questionTh: 'หากชำระเงินไม่สำเร็จจะเป็นอย่างไร',
    answerTh:
      '<p>เราจะแจ้งคุณทางอีเมลและลองเรียกเก็บเงินอีกครั้งในวันถัด ๆ ไป หากยังเรียกเก็บไม่ได้ สมาชิกภาพของคุณจะถูกระงับไว้จนกว่าจะชำระยอดค้างครบถ้วน</p>',
  },
  // Cancellation
  {
    heading: 'Cancellation',
    headingTh: 'การยกเลิก',
    question: 'How do I cancel?',
    answer:
      '<p>Send us a written request from your account or by email. Cancellation takes effect 30 days after we receive it. An annual membership cannot end before its first 12 months.</p>',
    questionTh: 'ยกเลิกสมาชิกภาพได้อย่างไร',
    answerTh:
      '<p>ส่งคำขอเป็นลายลักษณ์อักษรถึงเราผ่านบัญชีของคุณหรือทางอีเมล การยกเลิกมีผล 30 วันนับจากวันที่เราได้รับคำขอ ทั้งนี้ สมาชิกภาพรายปีจะสิ้นสุดก่อนครบ 12 เดือนแรกไม่ได้</p>',
  },
  {
    question: 'Can I cancel or change my plan by phone?',
    answer:
      "<p>Plans can be adjusted or cancelled with 30 days' notice by written request, email or phone. A cancellation itself must be in writing, so after a call we ask you to confirm it by email or letter.</p>",
    questionTh: 'ยกเลิกหรือเปลี่ยนแผนทางโทรศัพท์ได้หรือไม่',
    answerTh:
      '<p>คุณปรับเปลี่ยนหรือยกเลิกแผนได้โดยแจ้งล่วงหน้า 30 วัน เป็นลายลักษณ์อักษร ทางอีเมล หรือทางโทรศัพท์ แต่การยกเลิกต้องทำเป็นลายลักษณ์อักษร ดังนั้นหลังจากแจ้งทางโทรศัพท์ เราจะขอให้คุณยืนยันอีกครั้งทางอีเมลหรือจดหมาย</p>',
  },
  {
    question: 'Can I cancel an annual membership early?',
    answer:
      "<p>Annual memberships can be cancelled only after the first 12 months. After that, the usual 30 days' written notice applies.</p>",
    questionTh: 'ยกเลิกสมาชิกภาพรายปีก่อนครบกำหนดได้หรือไม่',
    answerTh:
      '<p>สมาชิกภาพรายปียกเลิกได้หลังจากครบ 12 เดือนแรกเท่านั้น หลังจากนั้นต้องแจ้งเป็นลายลักษณ์อักษรล่วงหน้า 30 วันตามปกติ</p>',
  },
  {
    question: 'Can I switch between the Personal and Business plans?',
    answer:
      "<p>Yes, with 30 days' notice. Contact member services and we will explain how the change affects your price and your coverage.</p>",
    questionTh: 'เปลี่ยนระหว่างแผนส่วนบุคคลกับแผนธุรกิจได้หรือไม่',
    answerTh:
      '<p>ได้ โดยแจ้งล่วงหน้า 30 วัน ติดต่อฝ่ายบริการสมาชิก แล้วเราจะอธิบายว่าการเปลี่ยนแผนมีผลต่อค่าบริการและความคุ้มครองของคุณอย่างไร</p>',
  },
  // Contact
  {
    heading: 'Contact',
    headingTh: 'ติดต่อ',
    question: 'What are your support hours?',
    answer:
      '<p>Member services are open from 9 AM to 5 PM, Monday to Friday (Bangkok time). The emergency line is open 24 hours a day, 7 days a week.</p>',
    questionTh: 'ฝ่ายบริการสมาชิกเปิดให้บริการเวลาใด',
    answerTh:
      '<p>ฝ่ายบริการสมาชิกเปิดให้บริการวันจันทร์ถึงวันศุกร์ เวลา 9.00-17.00 น. (เวลากรุงเทพฯ) ส่วนสายด่วนฉุกเฉินเปิดตลอด 24 ชั่วโมง ทุกวัน</p>',
  },
  {
    question: 'How can I contact member services?',
    answer:
      '<p>By phone, email, LINE, WhatsApp or Messenger: the links are at the bottom of this page and on the <a href="/resources/contact-us">Contact Us</a> page.</p>',
    questionTh: 'ติดต่อฝ่ายบริการสมาชิกได้ทางใดบ้าง',
    answerTh:
      '<p>ทางโทรศัพท์ อีเมล LINE, WhatsApp หรือ Messenger ลิงก์ทั้งหมดอยู่ด้านล่างของหน้านี้และในหน้า<a href="/resources/contact-us">ติดต่อเรา</a></p>',
  },
  {
    question: 'How do I open a support ticket?',
    answer:
      '<p>Use the <a href="/support/ticket">support ticket form</a>. Add your membership number (for example LX-2026-000123) if you have one, so we can find your account quickly. You receive a ticket reference straight away.</p>',
    questionTh: 'จะแจ้งเรื่องถึงฝ่ายบริการได้อย่างไร',
    answerTh:
      '<p>ใช้<a href="/support/ticket">แบบฟอร์มแจ้งเรื่องถึงฝ่ายบริการ</a> หากมีหมายเลขสมาชิก (เช่น LX-2026-000123) โปรดระบุไว้ด้วย เพื่อให้เราค้นหาบัญชีของคุณได้รวดเร็ว คุณจะได้รับหมายเลขอ้างอิงทันที</p>',
  },
  {
    question: 'Where do I find the emergency number?',
    answer:
      '<p>On the <a href="/support/emergency">Emergency Help</a> page and in the header of every page. Save it in your phone today so you have it when you need it.</p>',
    questionTh: 'หาหมายเลขสายด่วนฉุกเฉินได้ที่ไหน',
    answerTh:
      '<p>ที่หน้า<a href="/support/emergency">ขอความช่วยเหลือฉุกเฉิน</a> และที่ส่วนหัวของทุกหน้า บันทึกหมายเลขนี้ไว้ในโทรศัพท์ตั้งแต่วันนี้ เพื่อให้พร้อมใช้เมื่อจำเป็น</p>',
  },
  // General Questions
  {
    heading: 'General Questions',
    headingTh: 'คำถามทั่วไป',
    question: 'Can I get help with a problem I already have?',
    answer:
      '<p>Yes. Pre-existing matters are covered: you can ask a lawyer for advice on a problem that started before you joined, and the lawyer will explain your options and the next steps.</p>',
    questionTh: 'ขอความช่วยเหลือสำหรับปัญหาที่เกิดขึ้นอยู่แล้วได้หรือไม่',
    answerTh:
      '<p>ได้ เรื่องที่มีอยู่ก่อนสมัครอยู่ในความคุ้มครอง คุณขอคำปรึกษาจากทนายความเกี่ยวกับปัญหาที่เริ่มขึ้นก่อนสมัครสมาชิกได้ และทนายความจะอธิบายทางเลือกและขั้นตอนต่อไปให้คุณ</p>',
  },
  {
    question: 'Is what I tell Lexpat kept confidential?',
    answer:
      '<p>Yes. What you tell a provider lawyer is covered by lawyer-client confidentiality, and we handle your personal data under Thailand\'s Personal Data Protection Act (PDPA). See our <a href="/privacy-policy">Privacy Policy</a>.</p>',
    questionTh: 'ข้อมูลที่แจ้งแก่ Lexpat จะถูกเก็บเป็นความลับหรือไม่',
    answerTh:
      '<p>ใช่ สิ่งที่คุณแจ้งแก่ทนายความในเครือข่ายได้รับความคุ้มครองตามหลักการรักษาความลับระหว่างทนายความกับลูกความ และเราจัดการข้อมูลส่วนบุคคลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) ดูรายละเอียดได้ที่<a href="/privacy-policy">นโยบายความเป็นส่วนตัว</a></p>',
  },
  {
    question: 'How do I ask for my personal data to be deleted?',
    answer:
      '<p>Send a request through the <a href="/request-delete">data deletion form</a>. We confirm your identity and handle the request within 30 days.</p>',
    questionTh: 'จะขอให้ลบข้อมูลส่วนบุคคลได้อย่างไร',
    answerTh:
      '<p>ส่งคำขอผ่าน<a href="/request-delete">แบบฟอร์มขอลบข้อมูล</a> เราจะยืนยันตัวตนของคุณและดำเนินการตามคำขอภายใน 30 วัน</p>',
  },
  {
    question: 'Do I need separate plans for personal and business matters?',
    answer:
      '<p>Yes. The Personal plan covers you and your family; the Business plan covers one business registration number. Many business owners hold both.</p>',
    questionTh: 'เรื่องส่วนตัวกับเรื่องธุรกิจต้องสมัครแยกแผนหรือไม่',
    answerTh:
      '<p>ใช่ ต้องสมัครแยกกัน แผนส่วนบุคคลคุ้มครองคุณและครอบครัว ส่วนแผนธุรกิจคุ้มครองธุรกิจ 1 เลขทะเบียนนิติบุคคล เจ้าของธุรกิจจำนวนมากจึงสมัครทั้งสองแผน</p>',
  },
  {
    question: 'Can you help with legal matters in other countries?',
    answer:
      '<p>Advice covers Thai law. International law is excluded, but a lawyer can tell you how a Thai matter interacts with your home country and when you need a lawyer there.</p>',
    questionTh: 'ช่วยเรื่องกฎหมายในต่างประเทศได้หรือไม่',
    answerTh:
      '<p>คำปรึกษาครอบคลุมกฎหมายไทย กฎหมายระหว่างประเทศไม่อยู่ในความคุ้มครอง แต่ทนายความอธิบายได้ว่าเรื่องในประเทศไทยของคุณเกี่ยวโยงกับประเทศบ้านเกิดของคุณอย่างไร และเมื่อใดที่คุณควรมีทนายความในประเทศนั้น</p>',
  },
]

const RESOURCES: FaqSeed[] = [
  {
    heading: 'Using the resources',
    headingTh: 'การใช้แหล่งข้อมูล',
    question: 'Do I need a membership to use the resources?',
    answer:
      '<p>No. The blog, the law directory and this FAQ are open to everyone. Members also get the online legal forms and can ask a lawyer about anything they read.</p>',
    questionTh: 'ต้องเป็นสมาชิกจึงจะใช้แหล่งข้อมูลได้หรือไม่',
    answerTh:
      '<p>ไม่จำเป็น บล็อก สารบบกฎหมาย และคำถามที่พบบ่อยนี้เปิดให้ทุกคนอ่านได้ สมาชิกจะได้ใช้แบบฟอร์มกฎหมายออนไลน์เพิ่มเติม และสอบถามทนายความเกี่ยวกับเนื้อหาที่อ่านได้ทุกเรื่อง</p>',
  },
  {
    question: 'Are the articles legal advice?',
    answer:
      '<p>No. Articles explain Thai law in general terms so you know what to expect. Every situation is different: members should ask a provider lawyer before acting on an article.</p>',
    questionTh: 'บทความถือเป็นคำปรึกษาทางกฎหมายหรือไม่',
    answerTh:
      '<p>ไม่ใช่ บทความอธิบายกฎหมายไทยในภาพรวมเพื่อให้คุณรู้ว่าควรเตรียมตัวอย่างไร แต่ละกรณีมีรายละเอียดต่างกัน สมาชิกควรปรึกษาทนายความในเครือข่ายก่อนดำเนินการใด ๆ ตามบทความ</p>',
  },
  {
    heading: 'Blog',
    headingTh: 'บล็อก',
    question: 'How do I find articles on a topic?',
    answer:
      '<p>On the <a href="/resources/blog">blog</a>, filter by category or tag, or search titles and summaries. Each article lists related articles at the end.</p>',
    questionTh: 'ค้นหาบทความตามหัวข้อได้อย่างไร',
    answerTh:
      '<p>ที่หน้า<a href="/resources/blog">บล็อก</a> คุณกรองบทความตามหมวดหมู่หรือแท็ก หรือค้นหาจากชื่อเรื่องและบทสรุปได้ ท้ายบทความแต่ละเรื่องมีรายการบทความที่เกี่ยวข้อง</p>',
  },
  {
    question: 'Can I suggest a topic for the blog?',
    answer:
      '<p>Yes. Send your suggestion through the <a href="/resources/contact-us">contact form</a> with the subject "Blog topic". Questions many members ask are the ones we write about first.</p>',
    questionTh: 'เสนอหัวข้อบทความให้บล็อกได้หรือไม่',
    answerTh:
      '<p>ได้ ส่งข้อเสนอของคุณผ่าน<a href="/resources/contact-us">แบบฟอร์มติดต่อ</a> โดยระบุหัวเรื่องว่า "หัวข้อบล็อก" คำถามที่สมาชิกถามบ่อยคือหัวข้อที่เราเลือกเขียนก่อน</p>',
  },
  {
    heading: 'Law directory',
    headingTh: 'สารบบกฎหมาย',
    question: 'What is the law directory?',
    answer:
      '<p>A plain-English guide to the Thai laws expats meet most often (immigration, property, family, employment, traffic and business) with the name of each act and what it means for you.</p>',
    questionTh: 'สารบบกฎหมายคืออะไร',
    answerTh:
      '<p>คู่มือกฎหมายไทยฉบับเข้าใจง่าย รวบรวมกฎหมายที่ชาวต่างชาติพบบ่อยที่สุด (การตรวจคนเข้าเมือง อสังหาริมทรัพย์ ครอบครัว แรงงาน จราจร และธุรกิจ) พร้อมชื่อพระราชบัญญัติแต่ละฉบับและผลที่มีต่อคุณ</p>',
  },
  {
    question: 'Is the law directory up to date?',
    answer:
      '<p>Our editors update an entry when a law it describes changes. Each entry shows when it was last reviewed; ask a lawyer if your matter depends on a recent change.</p>',
    questionTh: 'ข้อมูลในสารบบกฎหมายเป็นปัจจุบันหรือไม่',
    answerTh:
      '<p>บรรณาธิการของเราปรับปรุงเนื้อหาทุกครั้งที่กฎหมายที่เกี่ยวข้องมีการเปลี่ยนแปลง แต่ละหัวข้อระบุวันที่ตรวจทานล่าสุดไว้ หากเรื่องของคุณขึ้นอยู่กับการแก้ไขกฎหมายครั้งล่าสุด โปรดสอบถามทนายความ</p>',
  },
  {
    heading: 'Legal forms',
    headingTh: 'แบบฟอร์มกฎหมาย',
    question: 'Which online legal forms are available?',
    answer:
      '<p>Members can use forms such as a power of attorney, a residential lease, a simple will and letters to landlords or employers. Each form explains which parts you must complete.</p>',
    questionTh: 'มีแบบฟอร์มกฎหมายออนไลน์อะไรบ้าง',
    answerTh:
      '<p>สมาชิกใช้แบบฟอร์มต่าง ๆ ได้ เช่น หนังสือมอบอำนาจ สัญญาเช่าที่อยู่อาศัย พินัยกรรมแบบง่าย และหนังสือถึงผู้ให้เช่าหรือนายจ้าง แต่ละแบบฟอร์มอธิบายว่าคุณต้องกรอกส่วนใดบ้าง</p>',
  },
  {
    question: 'Can I use a legal form without a lawyer?',
    answer:
      '<p>You can, but we recommend a quick review: document review is part of your membership, so a lawyer can check the completed form before you sign it.</p>',
    questionTh: 'ใช้แบบฟอร์มกฎหมายเองโดยไม่ผ่านทนายความได้หรือไม่',
    answerTh:
      '<p>ได้ แต่เราแนะนำให้ทนายความตรวจดูสักครั้ง การตรวจเอกสารเป็นส่วนหนึ่งของสมาชิกภาพอยู่แล้ว ทนายความจึงตรวจแบบฟอร์มที่กรอกเสร็จให้ได้ก่อนคุณลงนาม</p>',
  },
  {
    heading: 'Becoming an affiliate',
    headingTh: 'การเป็นพันธมิตร',
    question: 'How do I become an affiliate?',
    answer:
      '<p>Read the <a href="/resources/become-an-affiliate">Become an Affiliate</a> page and apply there. The start-up cost is a Personal plan at 795 THB or a Business plan at 4950 THB.</p>',
    questionTh: 'สมัครเป็นพันธมิตรได้อย่างไร',
    answerTh:
      '<p>อ่านรายละเอียดที่หน้า<a href="/resources/become-an-affiliate">สมัครเป็นพันธมิตร</a> และสมัครได้ในหน้านั้น ค่าใช้จ่ายเริ่มต้นคือแผนส่วนบุคคล 795 บาท หรือแผนธุรกิจ 4,950 บาท</p>',
  },
  {
    question: 'How are my referrals tracked?',
    answer:
      '<p>Every affiliate gets a personal referral link. Visits, sign-ups and memberships that become active through your link are recorded, and you can follow them in your affiliate account.</p>',
    questionTh: 'ระบบติดตามผลการแนะนำของฉันอย่างไร',
    answerTh:
      '<p>พันธมิตรทุกคนจะได้รับลิงก์แนะนำส่วนตัว ระบบจะบันทึกการเข้าชม การสมัคร และสมาชิกภาพที่เปิดใช้งานผ่านลิงก์ของคุณ ซึ่งคุณติดตามได้ในบัญชีพันธมิตร</p>',
  },
]

const blank = (value: string | null | undefined) => !value || value.trim() === ''

/**
 * Seeds one FAQ page. A page without entries gets the whole seed, English
 * and Thai. A page that has entries belongs to staff: its English text,
 * order and headings stay as they are, and a seeded question (matched by
 * its English text) only receives the Thai fields it still lacks, so an
 * install seeded before the Thai text existed gets it on the next run and
 * a Thai text staff wrote is never overwritten. Never adds rows to such a
 * page: a question staff deleted stays deleted. Positions count from
 * `firstPosition` (the plan FAQs have always started at 0). Returns
 * whether anything was written.
 */
export async function seedFaqPage(
  pageKey: string,
  entries: FaqSeed[],
  firstPosition = 1
): Promise<boolean> {
  const existing = await FaqEntry.query().where('page_key', pageKey)
  if (existing.length === 0) {
    for (const [index, entry] of entries.entries()) {
      await FaqEntry.create({
        pageKey,
        groupHeading: entry.heading ?? null,
        groupHeadingTh: entry.heading ? (entry.headingTh ?? null) : null,
        question: entry.question,
        answer: entry.answer,
        questionTh: entry.questionTh,
        answerTh: entry.answerTh,
        position: firstPosition + index,
        isPublished: true,
      })
    }
    return entries.length > 0
  }
  let changed = false
  for (const entry of entries) {
    const row = existing.find((candidate) => candidate.question === entry.question)
    if (!row) continue
    if (blank(row.questionTh)) row.questionTh = entry.questionTh
    if (blank(row.answerTh)) row.answerTh = entry.answerTh
    if (entry.heading && row.groupHeading === entry.heading && blank(row.groupHeadingTh)) {
      row.groupHeadingTh = entry.headingTh ?? null
    }
    if (row.$isDirty) {
      await row.save()
      changed = true
    }
  }
  return changed
}

/** The general FAQ (page 'general') and the resource FAQ (page 'resources'). */
export async function seedGeneralFaq() {
  const general = await seedFaqPage(FaqPage.GENERAL, GENERAL)
  const resources = await seedFaqPage(FaqPage.RESOURCES, RESOURCES)
  // A seed run on a live install must not leave cached public pages behind.
  if (general || resources) await bumpContentVersion()
}

/** Exported for tests: how many questions each page gets. */
export const FAQ_SEED_COUNTS = { general: GENERAL.length, resources: RESOURCES.length }
