import LegalForm from '#models/legal_form'
import type { LegalFormCategory, LegalFormField, LegalFormOption } from '#enums/legal_forms'

/**
 * The first online legal forms (SPEC §1): six templates
 * written for Thailand, in English and Thai. Every one says it is a
 * template to have reviewed by a lawyer (the PDF repeats it on each page).
 * Seeded by slug: running it again changes nothing, and a form staff have
 * since edited is left as they made it.
 */
type Seed = {
  slug: string
  category: LegalFormCategory
  title_en: string
  title_th: string
  description_en: string
  description_th: string
  fields: LegalFormField[]
  body_en: string
  body_th: string
}

const field = (
  key: string,
  type: LegalFormField['type'],
  label_en: string,
  label_th: string,
  required = true,
  options?: LegalFormOption[]
): LegalFormField => ({ key, type, label_en, label_th, required, ...(options ? { options } : {}) })

const option = (value: string, label_en: string, label_th: string): LegalFormOption => ({
  value,
  label_en,
  label_th,
})

const REVIEW_EN = 'Template — have it reviewed by a lawyer before you use it.'
const REVIEW_TH = 'แบบร่าง — ควรให้ทนายความตรวจสอบก่อนนำไปใช้'

export const LEGAL_FORM_SEEDS: Seed[] = [
  {
    slug: 'power-of-attorney',
    category: 'personal',
    title_en: 'Power of Attorney',
    title_th: 'หนังสือมอบอำนาจ',
    description_en: `Authorise another person to act for you before a Thai office, bank or land office. ${REVIEW_EN}`,
    description_th: `มอบอำนาจให้บุคคลอื่นดำเนินการแทนคุณต่อหน่วยงานราชการ ธนาคาร หรือสำนักงานที่ดิน ${REVIEW_TH}`,
    fields: [
      field('grantor_name', 'text', 'Your full name (grantor)', 'ชื่อ-นามสกุลของผู้มอบอำนาจ'),
      field('grantor_id', 'text', 'Passport or ID card number', 'เลขที่หนังสือเดินทางหรือบัตรประชาชน'),
      field('grantor_address', 'address', 'Your address', 'ที่อยู่ของผู้มอบอำนาจ'),
      field('agent_name', 'text', 'Full name of the attorney (agent)', 'ชื่อ-นามสกุลของผู้รับมอบอำนาจ'),
      field(
        'agent_id',
        'text',
        "Agent's passport or ID card number",
        'เลขที่หนังสือเดินทางหรือบัตรประชาชนของผู้รับมอบอำนาจ'
      ),
      field('matter', 'address', 'What the agent may do for you', 'กิจการที่มอบอำนาจให้ดำเนินการ'),
      field('place', 'text', 'Place where it is signed', 'สถานที่ทำหนังสือ'),
      field('signed_on', 'date', 'Date of signing', 'วันที่ทำหนังสือ'),
      field('valid_until', 'date', 'Valid until (optional)', 'มีผลถึงวันที่ (ถ้ามี)', false),
      field('grantor_signature', 'signature', 'Grantor signature line', 'ลายมือชื่อผู้มอบอำนาจ'),
      field('agent_signature', 'signature', 'Agent signature line', 'ลายมือชื่อผู้รับมอบอำนาจ'),
      field('witness_signature', 'signature', 'Witness signature line', 'ลายมือชื่อพยาน', false),
    ],
    body_en: `Made at {{place}} on {{signed_on}}.

I, {{grantor_name}}, holder of passport or ID card number {{grantor_id}}, residing at {{grantor_address}}, hereby appoint {{agent_name}}, holder of passport or ID card number {{agent_id}}, as my attorney to act on my behalf in the following matter:

{{matter}}

Any act done by my attorney within the scope of this power of attorney shall bind me as if I had done it myself. This power of attorney is valid until {{valid_until}} or until I revoke it in writing.

The grantor {{grantor_signature}}

The attorney {{agent_signature}}

Witness {{witness_signature}}

Note: a Thai government office or land office may require its own form, and the stamp duty under the Revenue Code must be paid.`,
    body_th: `เขียนที่ {{place}} วันที่ {{signed_on}}

ข้าพเจ้า {{grantor_name}} ผู้ถือหนังสือเดินทางหรือบัตรประชาชนเลขที่ {{grantor_id}} อยู่บ้านเลขที่ {{grantor_address}} ขอมอบอำนาจให้ {{agent_name}} ผู้ถือหนังสือเดินทางหรือบัตรประชาชนเลขที่ {{agent_id}} เป็นผู้รับมอบอำนาจของข้าพเจ้า เพื่อดำเนินการแทนข้าพเจ้าในกิจการดังต่อไปนี้

{{matter}}

การใดที่ผู้รับมอบอำนาจได้กระทำไปภายในขอบอำนาจตามหนังสือมอบอำนาจนี้ ให้มีผลผูกพันข้าพเจ้าเสมือนหนึ่งข้าพเจ้าได้กระทำด้วยตนเอง หนังสือมอบอำนาจนี้มีผลจนถึงวันที่ {{valid_until}} หรือจนกว่าข้าพเจ้าจะเพิกถอนเป็นหนังสือ

ผู้มอบอำนาจ {{grantor_signature}}

ผู้รับมอบอำนาจ {{agent_signature}}

พยาน {{witness_signature}}

หมายเหตุ: หน่วยงานราชการหรือสำนักงานที่ดินบางแห่งอาจกำหนดให้ใช้แบบฟอร์มของหน่วยงานเอง และต้องติดอากรแสตมป์ตามประมวลรัษฎากร`,
  },
  {
    slug: 'tenancy-notice-to-landlord',
    category: 'property',
    title_en: 'Notice to Landlord to End a Tenancy',
    title_th: 'หนังสือบอกกล่าวเลิกสัญญาเช่าถึงผู้ให้เช่า',
    description_en: `Tell your landlord you are ending the lease, when you will move out, and ask for your deposit back. ${REVIEW_EN}`,
    description_th: `แจ้งผู้ให้เช่าว่าคุณจะเลิกสัญญาเช่า วันที่จะย้ายออก และขอคืนเงินประกัน ${REVIEW_TH}`,
    fields: [
      field('tenant_name', 'text', 'Your full name (tenant)', 'ชื่อ-นามสกุลผู้เช่า'),
      field('landlord_name', 'text', "Landlord's full name", 'ชื่อ-นามสกุลผู้ให้เช่า'),
      field('property_address', 'address', 'Address of the rented property', 'ที่อยู่ของทรัพย์สินที่เช่า'),
      field('lease_date', 'date', 'Date of the lease agreement', 'วันที่ทำสัญญาเช่า'),
      field('move_out_date', 'date', 'Date you will move out', 'วันที่จะย้ายออก'),
      field('deposit', 'number', 'Deposit paid (baht)', 'เงินประกันที่ชำระไว้ (บาท)'),
      field('reason', 'choice', 'Reason', 'เหตุผล', true, [
        option('end_of_term', 'The lease term ends', 'สัญญาเช่าครบกำหนด'),
        option('early', 'Ending early as the lease allows', 'เลิกสัญญาก่อนกำหนดตามที่สัญญาอนุญาต'),
        option('breach', "The landlord's breach of the lease", 'ผู้ให้เช่าผิดสัญญา'),
      ]),
      field('bank_account', 'text', 'Bank account for the deposit', 'บัญชีธนาคารสำหรับคืนเงินประกัน'),
      field('notice_date', 'date', 'Date of this notice', 'วันที่ของหนังสือนี้'),
      field('tenant_signature', 'signature', 'Tenant signature line', 'ลายมือชื่อผู้เช่า'),
    ],
    body_en: `Date: {{notice_date}}

To: {{landlord_name}}

# Subject: Notice of termination of the lease

I refer to the lease agreement dated {{lease_date}} for the property at {{property_address}}.

Reason for this notice: {{reason}}.

I hereby give notice that I will end the lease and return the property on {{move_out_date}}. I ask that we inspect the property together on that day.

Please return my deposit of {{deposit}} baht, less only deductions for damage beyond normal wear and tear shown with receipts, to the following account: {{bank_account}}. Under the Civil and Commercial Code as amended for residential leases, a deposit is to be returned within 7 days after the lease ends.

Yours faithfully,

{{tenant_signature}}`,
    body_th: `วันที่ {{notice_date}}

เรียน {{landlord_name}}

# เรื่อง แจ้งบอกเลิกสัญญาเช่า

อ้างถึงสัญญาเช่าลงวันที่ {{lease_date}} สำหรับทรัพย์สินที่ตั้งอยู่ที่ {{property_address}}

เหตุผลของการแจ้ง: {{reason}}

ข้าพเจ้าขอแจ้งบอกเลิกสัญญาเช่าและจะส่งมอบทรัพย์สินคืนในวันที่ {{move_out_date}} และขอให้ตรวจสภาพทรัพย์สินร่วมกันในวันดังกล่าว

ขอให้ท่านคืนเงินประกันจำนวน {{deposit}} บาท โดยหักได้เฉพาะค่าเสียหายที่เกินกว่าการเสื่อมสภาพตามปกติซึ่งมีหลักฐานใบเสร็จ โอนเข้าบัญชี {{bank_account}} ทั้งนี้ ตามประมวลกฎหมายแพ่งและพาณิชย์ที่แก้ไขสำหรับการเช่าที่อยู่อาศัย ผู้ให้เช่าต้องคืนเงินประกันภายใน 7 วันนับแต่สัญญาเช่าสิ้นสุด

ขอแสดงความนับถือ

{{tenant_signature}}`,
  },
  {
    slug: 'demand-for-payment',
    category: 'money',
    title_en: 'Letter of Demand for Payment',
    title_th: 'หนังสือทวงถามให้ชำระหนี้',
    description_en: `Demand that a debtor pay what is owed within a set time before legal action. ${REVIEW_EN}`,
    description_th: `ทวงถามให้ลูกหนี้ชำระหนี้ภายในระยะเวลาที่กำหนดก่อนดำเนินคดี ${REVIEW_TH}`,
    fields: [
      field(
        'creditor_name',
        'text',
        'Your full name or company (creditor)',
        'ชื่อ-นามสกุลหรือบริษัทของเจ้าหนี้'
      ),
      field('creditor_address', 'address', 'Your address', 'ที่อยู่ของเจ้าหนี้'),
      field('debtor_name', 'text', "Debtor's full name or company", 'ชื่อ-นามสกุลหรือบริษัทของลูกหนี้'),
      field('debtor_address', 'address', "Debtor's address", 'ที่อยู่ของลูกหนี้'),
      field('amount', 'number', 'Amount owed (baht)', 'จำนวนเงินที่ค้างชำระ (บาท)'),
      field(
        'basis',
        'address',
        'What the debt is for (loan, invoice, contract…)',
        'มูลหนี้ (เงินกู้ ใบแจ้งหนี้ สัญญา ฯลฯ)'
      ),
      field('due_date', 'date', 'Date the payment was due', 'วันที่ครบกำหนดชำระ'),
      field('days', 'number', 'Days given to pay', 'จำนวนวันที่ให้ชำระ'),
      field('letter_date', 'date', 'Date of this letter', 'วันที่ของหนังสือนี้'),
      field('creditor_signature', 'signature', 'Creditor signature line', 'ลายมือชื่อเจ้าหนี้'),
    ],
    body_en: `Date: {{letter_date}}

From: {{creditor_name}}, {{creditor_address}}

To: {{debtor_name}}, {{debtor_address}}

# Subject: Demand for payment

You owe me {{amount}} baht for the following: {{basis}}. The payment was due on {{due_date}} and remains unpaid despite earlier requests.

I hereby demand that you pay the full amount within {{days}} days of receiving this letter. Interest for late payment runs from the due date at the rate allowed by the Civil and Commercial Code.

If the amount is not paid within that time, I will take legal action to recover the debt, interest and costs without further notice.

{{creditor_signature}}`,
    body_th: `วันที่ {{letter_date}}

จาก {{creditor_name}} {{creditor_address}}

ถึง {{debtor_name}} {{debtor_address}}

# เรื่อง ขอให้ชำระหนี้

ท่านเป็นหนี้ข้าพเจ้าจำนวน {{amount}} บาท ตามมูลหนี้ดังนี้ {{basis}} ซึ่งครบกำหนดชำระเมื่อวันที่ {{due_date}} แต่ท่านยังมิได้ชำระแม้ได้รับการทวงถามแล้ว

ข้าพเจ้าจึงขอให้ท่านชำระหนี้ทั้งหมดภายใน {{days}} วันนับแต่วันที่ได้รับหนังสือนี้ โดยท่านต้องรับผิดชำระดอกเบี้ยผิดนัดนับแต่วันครบกำหนดชำระในอัตราตามประมวลกฎหมายแพ่งและพาณิชย์

หากท่านเพิกเฉย ข้าพเจ้าจะดำเนินคดีตามกฎหมายเพื่อเรียกหนี้ ดอกเบี้ย และค่าใช้จ่ายทั้งหมดโดยไม่ต้องแจ้งให้ทราบอีก

{{creditor_signature}}`,
  },
  {
    slug: 'consent-minor-travel',
    category: 'family',
    title_en: 'Consent for a Minor to Travel Abroad',
    title_th: 'หนังสือยินยอมให้ผู้เยาว์เดินทางไปต่างประเทศ',
    description_en: `A parent's consent for a child under 20 to travel without them, as Thai immigration may ask to see. ${REVIEW_EN}`,
    description_th: `หนังสือยินยอมของบิดาหรือมารดาให้บุตรอายุต่ำกว่า 20 ปีเดินทางโดยไม่มีตนร่วมเดินทาง ซึ่งด่านตรวจคนเข้าเมืองอาจขอตรวจ ${REVIEW_TH}`,
    fields: [
      field('parent_name', 'text', 'Your full name (parent)', 'ชื่อ-นามสกุลของบิดาหรือมารดา'),
      field('relationship', 'choice', 'You are the child’s', 'ความเกี่ยวข้องกับผู้เยาว์', true, [
        option('mother', 'Mother', 'มารดา'),
        option('father', 'Father', 'บิดา'),
        option('guardian', 'Legal guardian', 'ผู้ปกครองตามกฎหมาย'),
      ]),
      field(
        'parent_passport',
        'text',
        'Your passport or ID card number',
        'เลขที่หนังสือเดินทางหรือบัตรประชาชนของคุณ'
      ),
      field('parent_phone', 'text', 'Your phone number', 'หมายเลขโทรศัพท์ของคุณ'),
      field('child_name', 'text', "Child's full name", 'ชื่อ-นามสกุลของผู้เยาว์'),
      field('child_birth', 'date', "Child's date of birth", 'วันเกิดของผู้เยาว์'),
      field('child_passport', 'text', "Child's passport number", 'เลขที่หนังสือเดินทางของผู้เยาว์'),
      field('companion', 'text', 'Travelling with (name)', 'เดินทางร่วมกับ (ชื่อ)'),
      field('destination', 'text', 'Destination country', 'ประเทศปลายทาง'),
      field('depart_on', 'date', 'Departure date', 'วันที่เดินทางออก'),
      field('return_on', 'date', 'Return date', 'วันที่เดินทางกลับ'),
      field('parent_signature', 'signature', 'Parent signature line', 'ลายมือชื่อบิดาหรือมารดา'),
    ],
    body_en: `# Consent for a minor to travel

I, {{parent_name}}, passport or ID card number {{parent_passport}}, am the {{relationship}} of {{child_name}}, born on {{child_birth}}, passport number {{child_passport}}.

I consent to my child travelling from Thailand to {{destination}} with {{companion}}, leaving on {{depart_on}} and returning on {{return_on}}.

I can be reached at {{parent_phone}} at any time during the trip.

{{parent_signature}}

Note: Thai immigration and airlines may ask for this consent to be certified by a district office (amphoe) or notarised, with a copy of the parent's passport or ID card.`,
    body_th: `# หนังสือยินยอมให้ผู้เยาว์เดินทาง

ข้าพเจ้า {{parent_name}} ผู้ถือหนังสือเดินทางหรือบัตรประชาชนเลขที่ {{parent_passport}} เป็น{{relationship}}ของ {{child_name}} เกิดวันที่ {{child_birth}} หนังสือเดินทางเลขที่ {{child_passport}}

ข้าพเจ้ายินยอมให้บุตรของข้าพเจ้าเดินทางออกจากประเทศไทยไปยัง {{destination}} ร่วมกับ {{companion}} โดยออกเดินทางวันที่ {{depart_on}} และเดินทางกลับวันที่ {{return_on}}

ระหว่างการเดินทาง สามารถติดต่อข้าพเจ้าได้ที่หมายเลข {{parent_phone}} ตลอดเวลา

{{parent_signature}}

หมายเหตุ: ด่านตรวจคนเข้าเมืองและสายการบินอาจขอให้หนังสือยินยอมนี้ผ่านการรับรองจากสำนักงานเขตหรือที่ว่าการอำเภอ หรือจากโนตารี พร้อมสำเนาหนังสือเดินทางหรือบัตรประชาชนของบิดามารดา`,
  },
  {
    slug: 'employment-termination-notice',
    category: 'employment',
    title_en: 'Employment Termination Notice',
    title_th: 'หนังสือบอกเลิกสัญญาจ้าง',
    description_en: `Notice from an employer ending an employee's contract, with the notice period and severance under the Labour Protection Act. ${REVIEW_EN}`,
    description_th: `หนังสือของนายจ้างบอกเลิกสัญญาจ้างลูกจ้าง พร้อมระยะเวลาบอกกล่าวล่วงหน้าและค่าชดเชยตามพระราชบัญญัติคุ้มครองแรงงาน ${REVIEW_TH}`,
    fields: [
      field('employer_name', 'text', 'Employer (company name)', 'ชื่อนายจ้าง (บริษัท)'),
      field('employer_address', 'address', 'Employer address', 'ที่อยู่นายจ้าง'),
      field('employee_name', 'text', "Employee's full name", 'ชื่อ-นามสกุลลูกจ้าง'),
      field('position', 'text', 'Position', 'ตำแหน่ง'),
      field('start_date', 'date', 'Employment start date', 'วันที่เริ่มงาน'),
      field('last_day', 'date', 'Last working day', 'วันทำงานวันสุดท้าย'),
      field('reason', 'address', 'Reason for termination', 'เหตุผลในการเลิกจ้าง'),
      field(
        'severance_days',
        'number',
        'Severance pay (days of wages)',
        'ค่าชดเชย (จำนวนวันของค่าจ้าง)'
      ),
      field('notice_date', 'date', 'Date of this notice', 'วันที่ของหนังสือนี้'),
      field('signatory_signature', 'signature', 'Authorised signatory', 'ผู้มีอำนาจลงนาม'),
      field(
        'employee_signature',
        'signature',
        'Employee acknowledgment',
        'ลูกจ้างลงนามรับทราบ',
        false
      ),
    ],
    body_en: `{{employer_name}}
{{employer_address}}

Date: {{notice_date}}

To: {{employee_name}}, {{position}}

# Subject: Termination of employment

You have been employed by {{employer_name}} since {{start_date}}. We hereby give you notice that your employment will end on {{last_day}}, which is at least one pay period after this notice as section 17 of the Labour Protection Act B.E. 2541 requires.

Reason: {{reason}}

You will receive your wages up to your last working day, pay for unused annual leave, and severance pay of {{severance_days}} days of your latest wages under section 118 of the Act.

Please return company property by your last working day.

For the employer {{signatory_signature}}

Received by the employee {{employee_signature}}`,
    body_th: `{{employer_name}}
{{employer_address}}

วันที่ {{notice_date}}

เรียน {{employee_name}} ตำแหน่ง {{position}}

# เรื่อง การเลิกจ้าง

ท่านได้ทำงานกับ {{employer_name}} ตั้งแต่วันที่ {{start_date}} บริษัทขอแจ้งให้ทราบว่าการจ้างงานของท่านจะสิ้นสุดในวันที่ {{last_day}} ซึ่งเป็นการบอกกล่าวล่วงหน้าไม่น้อยกว่าหนึ่งงวดการจ่ายค่าจ้างตามมาตรา 17 แห่งพระราชบัญญัติคุ้มครองแรงงาน พ.ศ. 2541

เหตุผล: {{reason}}

ท่านจะได้รับค่าจ้างจนถึงวันทำงานวันสุดท้าย ค่าจ้างสำหรับวันหยุดพักผ่อนประจำปีที่ยังไม่ได้ใช้ และค่าชดเชยเท่ากับค่าจ้างอัตราสุดท้าย {{severance_days}} วัน ตามมาตรา 118 แห่งพระราชบัญญัติดังกล่าว

ขอให้ท่านส่งคืนทรัพย์สินของบริษัทภายในวันทำงานวันสุดท้าย

ในนามนายจ้าง {{signatory_signature}}

ลูกจ้างรับทราบ {{employee_signature}}`,
  },
  {
    slug: 'consumer-complaint-ocpb',
    category: 'consumer',
    title_en: 'Complaint to the Office of the Consumer Protection Board',
    title_th: 'หนังสือร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองผู้บริโภค',
    description_en: `Complain to the OCPB (สคบ.) about a seller or service provider that has not resolved your problem. ${REVIEW_EN}`,
    description_th: `ร้องเรียนต่อ สคบ. เกี่ยวกับผู้ขายหรือผู้ให้บริการที่ไม่แก้ไขปัญหาให้คุณ ${REVIEW_TH}`,
    fields: [
      field('complainant_name', 'text', 'Your full name', 'ชื่อ-นามสกุลผู้ร้องเรียน'),
      field('complainant_address', 'address', 'Your address', 'ที่อยู่ผู้ร้องเรียน'),
      field('complainant_phone', 'text', 'Your phone number', 'หมายเลขโทรศัพท์'),
      field('business_name', 'text', 'Business complained about', 'ชื่อผู้ประกอบธุรกิจที่ถูกร้องเรียน'),
      field('business_address', 'address', 'Business address', 'ที่อยู่ผู้ประกอบธุรกิจ', false),
      field('purchase_date', 'date', 'Date of purchase or contract', 'วันที่ซื้อหรือทำสัญญา'),
      field('amount', 'number', 'Amount paid (baht)', 'จำนวนเงินที่ชำระ (บาท)'),
      field('kind', 'choice', 'Kind of problem', 'ประเภทของปัญหา', true, [
        option('defective', 'Defective goods', 'สินค้าชำรุดบกพร่อง'),
        option('not_delivered', 'Goods or service not delivered', 'ไม่ได้รับสินค้าหรือบริการ'),
        option('advertising', 'Misleading advertising', 'โฆษณาเกินจริง'),
        option('contract', 'Unfair contract terms', 'ข้อสัญญาไม่เป็นธรรม'),
      ]),
      field('facts', 'address', 'What happened', 'ข้อเท็จจริง'),
      field('remedy', 'address', 'What you ask for', 'สิ่งที่ต้องการให้ดำเนินการ'),
      field('complaint_date', 'date', 'Date of this complaint', 'วันที่ร้องเรียน'),
      field('complainant_signature', 'signature', 'Complainant signature line', 'ลายมือชื่อผู้ร้องเรียน'),
    ],
    body_en: `Date: {{complaint_date}}

To: The Secretary-General, Office of the Consumer Protection Board, Government Complex, Chaeng Watthana Road, Bangkok 10210

# Subject: Consumer complaint against {{business_name}}

I, {{complainant_name}}, of {{complainant_address}}, telephone {{complainant_phone}}, complain under the Consumer Protection Act B.E. 2522 against {{business_name}}, {{business_address}}.

On {{purchase_date}} I paid {{amount}} baht to this business. The problem: {{kind}}.

What happened: {{facts}}

I have asked the business to resolve this, without result. I ask the Office to: {{remedy}}

Copies of the receipt, the contract or advertisement, and my correspondence with the business are attached.

{{complainant_signature}}`,
    body_th: `วันที่ {{complaint_date}}

เรียน เลขาธิการคณะกรรมการคุ้มครองผู้บริโภค ศูนย์ราชการเฉลิมพระเกียรติ ถนนแจ้งวัฒนะ กรุงเทพมหานคร 10210

# เรื่อง ร้องเรียน {{business_name}}

ข้าพเจ้า {{complainant_name}} ที่อยู่ {{complainant_address}} โทรศัพท์ {{complainant_phone}} ขอร้องเรียน {{business_name}} {{business_address}} ตามพระราชบัญญัติคุ้มครองผู้บริโภค พ.ศ. 2522

เมื่อวันที่ {{purchase_date}} ข้าพเจ้าได้ชำระเงินจำนวน {{amount}} บาท ให้แก่ผู้ประกอบธุรกิจดังกล่าว ปัญหาที่พบคือ {{kind}}

ข้อเท็จจริง: {{facts}}

ข้าพเจ้าได้ติดต่อให้ผู้ประกอบธุรกิจแก้ไขแล้วแต่ไม่เป็นผล จึงขอให้สำนักงานดำเนินการดังนี้ {{remedy}}

ข้าพเจ้าได้แนบสำเนาใบเสร็จ สัญญาหรือโฆษณา และหนังสือโต้ตอบกับผู้ประกอบธุรกิจมาพร้อมนี้

{{complainant_signature}}`,
  },
]

export async function seedLegalForms() {
  for (const [index, seed] of LEGAL_FORM_SEEDS.entries()) {
    const existing = await LegalForm.findBy('slug', seed.slug)
    if (existing) continue
    await LegalForm.create({
      slug: seed.slug,
      category: seed.category,
      titleEn: seed.title_en,
      titleTh: seed.title_th,
      descriptionEn: seed.description_en,
      descriptionTh: seed.description_th,
      fields: seed.fields,
      bodyEn: seed.body_en,
      bodyTh: seed.body_th,
      published: true,
      position: (index + 1) * 10,
    })
  }
}
