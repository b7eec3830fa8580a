/**
 * The assistant's tokenizer (DESIGN §9): `Intl.Segmenter` splits Thai (which
 * has no spaces between words; Node 24 ships the word-break dictionary) and
 * English alike. English words are lower-cased and lightly stemmed; Thai
 * words — alone or two or three together, longest first — are mapped to
 * the English terms of the same idea through a small bilingual lexicon, so
 * that a question in Thai finds the passages staff wrote in English.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' })

const STOP_WORDS = new Set(
  (
    'a an and are as at be been by can could did do does doing for from get got had has have how i ' +
    'if in into is it its me my of on or our so than that the their them then there these they this ' +
    'to too us was we were what when where which who whom why with would you your yours ' +
    'please tell about any there just want need know'
  ).split(' ')
)

/** Thai words and phrases → English terms (stemmed as `stem` below leaves them). */
const THAI_LEXICON: Record<string, string> = {
  ยกเลิก: 'cancel',
  สมาชิก: 'member',
  สมาชิกภาพ: 'membership',
  แผน: 'plan',
  แพ็กเกจ: 'plan',
  ส่วนบุคคล: 'personal',
  ส่วนตัว: 'personal',
  บุคคล: 'personal',
  ธุรกิจ: 'business',
  บริษัท: 'business company',
  ราคา: 'price cost',
  ค่าใช้จ่าย: 'cost',
  ค่าบริการ: 'cost price',
  เท่าไหร่: 'cost',
  เท่าไร: 'cost',
  ตรวจ: 'review',
  เอกสาร: 'document',
  หน้า: 'page',
  จดหมาย: 'letter',
  โทร: 'call',
  โทรศัพท์: 'call phone',
  แทน: 'behalf',
  วีซ่า: 'visa',
  ตรวจคนเข้าเมือง: 'immigration',
  ชำระ: 'payment pay',
  ชำระเงิน: 'payment pay',
  จ่าย: 'pay payment',
  บัตร: 'card',
  เครดิต: 'card',
  ใบแจ้งหนี้: 'invoice',
  ใบเสร็จ: 'invoice receipt',
  ลืม: 'forgot',
  รหัสผ่าน: 'password',
  เวลาทำการ: 'hour support',
  ทำการ: 'hour',
  ฉุกเฉิน: 'emergency',
  นอกเวลา: 'outside hour',
  ทนาย: 'lawyer',
  ทนายความ: 'lawyer',
  สำนักงานกฎหมาย: 'law firm',
  ครอบคลุม: 'cover',
  คุ้มครอง: 'cover protection',
  รวม: 'include',
  ลบ: 'delete',
  ข้อมูลส่วนตัว: 'personal data',
  ข้อมูล: 'data',
  จดทะเบียน: 'registration',
  จดทะเบียนบริษัท: 'company formation registration',
  คู่สมรส: 'partner spouse',
  บุตร: 'child dependant',
  ลูก: 'child dependant',
  ครอบครัว: 'family',
  ภาษี: 'vat tax',
  ภาษีมูลค่าเพิ่ม: 'vat',
  ปฏิเสธ: 'refused declined',
  ภาษา: 'language',
  เปลี่ยน: 'change switch',
  เว็บไซต์: 'website',
  ตัวแทน: 'advisor affiliate',
  ตัวแทนอิสระ: 'independent advisor',
  อิสระ: 'independent',
  ส่วนลด: 'discount',
  อีเมล: 'email',
  ยืนยัน: 'verification verify',
  เปิดใช้งาน: 'activate',
  อนุมัติ: 'activate review',
  ระงับ: 'suspend',
  คืน: 'reinstate',
  กฎหมาย: 'law legal',
  ปรึกษา: 'advice consultation',
  คำปรึกษา: 'advice consultation',
  คำแนะนำ: 'advice',
  ความลับ: 'confidential',
  ตั๋ว: 'ticket',
  ทิกเก็ต: 'ticket',
  แจ้งปัญหา: 'ticket',
  ทวงหนี้: 'debt collection',
  หนี้: 'debt',
  สัญญา: 'contract',
  ร่าง: 'draft',
  พินัยกรรม: 'will',
  หนังสือมอบอำนาจ: 'power attorney',
  มือถือ: 'phone mobile',
  โทรศัพท์มือถือ: 'phone mobile',
  รายปี: 'annual year',
  ปี: 'year annual',
  รายเดือน: 'month',
  เดือน: 'month',
  ก่อน: 'early before',
  ไม่: 'not',
  ติดต่อ: 'contact reach',
  บทความ: 'article blog resource',
  บล็อก: 'blog article',
  แบบฟอร์ม: 'form',
  ออนไลน์: 'online',
  ต่างประเทศ: 'country abroad outside',
  นอกประเทศ: 'outside country',
  อาศัย: 'live',
  ไทย: 'thailand thai',
  ประเทศไทย: 'thailand',
  ความเห็น: 'opinion',
  ความเห็นทางกฎหมาย: 'legal opinion',
  ค้นคว้า: 'research',
  พอใจ: 'satisfied',
  ไม่พอใจ: 'not satisfied',
  เลือก: 'choose',
  เร็ว: 'quickly',
  นาน: 'long',
  ล้มเหลว: 'fail',
  ผิดพลาด: 'fail error',
  ผู้ช่วย: 'assistant',
  แนะนำ: 'referral refer',
  ติดตาม: 'track',
  ควบคุมตัว: 'custody',
  ถูกจับ: 'custody',
  เรือนจำ: 'custody',
  ปัญหา: 'problem',
  มีอยู่แล้ว: 'already',
  อยู่แล้ว: 'already',
  เมื่อไหร่: 'when',
  เมื่อไร: 'when',
  เมื่อใด: 'when',
  ตอนไหน: 'when',
  ใช้ได้: 'use',
  ใช้สิทธิ: 'use',
  แจ้งเรื่อง: 'ticket',
  ตัดเงิน: 'charge',
  ตัดบัตร: 'charge card',
  เรียกเก็บเงิน: 'charge',
  เก็บเงิน: 'charge',
  รวมอะไรบ้าง: 'include cover',
  มีอะไรบ้าง: 'include cover',
  อ่าน: 'read',
  แหล่งข้อมูล: 'resource',
  ฝ่ายบริการ: 'support service',
}

const MAX_PHRASE = 3

/** Light English stemming: enough for "plans"/"plan", "reviewed"/"review". */
export function stem(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('ing') && word.length > 5) return trimE(word.slice(0, -3))
  if (word.endsWith('ed') && word.length > 4) return trimE(word.slice(0, -2))
  if (word.endsWith('es') && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return trimE(word.slice(0, -1))
  return trimE(word)
}

/** "include" and "included" meet at "includ". */
function trimE(word: string) {
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word
}

/** English words that mean what the site says with other words. */
const ENGLISH_SYNONYMS: Record<string, string[]> = {
  exclud: ['not', 'cover'],
  cost: ['cost', 'price'],
  price: ['price', 'cost'],
  spouse: ['spouse', 'partner'],
  wife: ['partner', 'spouse'],
  husband: ['partner', 'spouse'],
  kid: ['child', 'dependant'],
  fast: ['quickly', 'fast'],
  ticket: ['ticket', 'support'],
  soon: ['soon', 'quickly'],
  children: ['child', 'dependant'],
}

const THAI = /[\u0E00-\u0E7F]/

/** True for a Thai word or term. */
export function isThai(term: string) {
  return THAI.test(term)
}

/** Thai words that carry no meaning for retrieval: particles, pronouns, question words. */
const THAI_STOP_WORDS = new Set(
  (
    'ได้ ไหม มั้ย มั๊ย ไม๊ หรือเปล่า เปล่า อย่างไร ยังไง ไง บ้าง คือ อะไร ที่ และ หรือ ของ ใน การ ' +
    'ให้ มี เป็น จะ ต้อง ครับ คับ ค่ะ คะ ค่า นะ น่ะ จ้า จ้ะ ฉัน ผม เรา คุณ กับ แล้ว ว่า นี้ นั้น ' +
    'อยาก ขอ หน่อย ช่วย ทำ ยัง ก็ แต่ ถ้า เมื่อ ไป มา อยู่ โดย จาก ซึ่ง ได้แก่ ด้วย เลย ล่ะ หรอ เหรอ ไหร่ ถึง'
  ).split(' ')
)

function englishTerms(phrase: string): string[] {
  return phrase.split(' ').map(stem)
}

/** Plain text of stored rich text (FAQ answers and blog bodies are sanitized HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}

/** The index terms of a text, in order (duplicates kept: term frequency counts). */
export function tokenize(text: string): string[] {
  const words = [...segmenter.segment(text.toLowerCase().normalize('NFC'))]
    .filter((part) => part.isWordLike)
    .map((part) => part.segment)
  const terms: string[] = []
  for (let index = 0; index < words.length;) {
    const word = words[index]
    if (!THAI.test(word)) {
      const cleaned = word.replace(/['’]s$/, '')
      if (!STOP_WORDS.has(cleaned)) {
        const stemmed = stem(cleaned)
        terms.push(...(ENGLISH_SYNONYMS[stemmed] ?? [stemmed]))
      }
      index += 1
      continue
    }
    let matched = 0
    for (let size = Math.min(MAX_PHRASE, words.length - index); size >= 1; size -= 1) {
      const phrase = words.slice(index, index + size).join('')
      const english = THAI_LEXICON[phrase]
      if (english) {
        terms.push(...englishTerms(english))
        if (size > 1) terms.push(phrase)
        matched = size
        break
      }
    }
    if (matched === 0) {
      // Unknown Thai words still match Thai passages word for word.
      if (word.length > 1 && !THAI_STOP_WORDS.has(word)) terms.push(word)
      matched = 1
    } else {
      for (let offset = 0; offset < matched; offset += 1) {
        if (matched > 1 && words[index + offset].length > 1) terms.push(words[index + offset])
      }
      if (matched === 1) terms.push(word)
    }
    index += matched
  }
  return terms
}
