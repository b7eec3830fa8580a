/*
 * Evaluation of the GPT Chatroom's offline assistant (DESIGN §9):
 * questions in English and Thai, each with the passage that answers it.
 *
 *   npm run bench:assistant
 *
 * Migrates and seeds a throwaway SQLite database (tmp/assistant-bench.sqlite3,
 * the content every install starts with plus the demo blog and services),
 * boots the app in this process, asks every question through the same
 * retrieval the chat uses and prints the top-1 and top-3 hit rates (goal:
 * top-3 ≥ 90 %) and the time per answer. Exits 1 below the goal.
 */
import 'reflect-metadata'
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ignitor } from '@adonisjs/core'

const root = fileURLToPath(new URL('../', import.meta.url))
const DATABASE = 'tmp/assistant-bench.sqlite3'
const GOAL_TOP3 = 0.9

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: process.env.ASSISTANT_BENCH_PORT ?? '3504',
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${process.env.ASSISTANT_BENCH_PORT ?? '3504'}`,
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: DATABASE,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  SESSION_DRIVER: 'memory',
  LIMITER_STORE: 'memory',
  OPENAI_BASE_URL: '',
})

/** A question, its language, and the titles of the passages that answer it (any one counts). */
type Case = { q: string; lang: 'en' | 'th'; expect: string[] }

const CANCEL = [
  'How do I cancel?',
  'How do I change or cancel my plan?',
  'How do we change or cancel the plan?',
]
const PERSONAL_PRICE = [
  'How much does the Personal plan cost?',
  'Which plans do you offer and what do they cost?',
]
const BUSINESS_PRICE = [
  'How much does the Business plan cost?',
  'Which plans do you offer and what do they cost?',
]
const DOCS = [
  'How much document review is included?',
  'How many pages of documents can I have reviewed?',
  'Personal plan limits: Document review',
  'Personal plan: Document review',
]
const VISA = [
  'Do you help with visas and immigration?',
  'Can I get help with my visa?',
  'Personal plan: Immigration and visa help',
]
const EMERGENCY = [
  'What do I do in an emergency outside office hours?',
  'What happens in an emergency outside office hours?',
  'Where do I find the emergency number?',
  'Personal plan: 24/7 emergency help',
]
const PAYMENT = ['Which payment methods do you accept?', 'Which payment methods are accepted?']
const NOT_COVERED = ['What is not covered?']
const BUSINESS = ['What does the Business plan include?', 'What does the Business plan cover?']
const PERSONAL_COVERED = ['Who is covered by the Personal plan?']
const LETTERS = [
  'How many letters or calls can a lawyer make for me?',
  'How many letters or calls on my behalf are included?',
  'Personal plan limits: Letters or calls on your behalf',
  'Personal plan: Letters or calls on your behalf',
]
const CARD = ['Why was my card refused?', 'What happens if a payment fails?']
const ACTIVATION = [
  'How long does it take to activate my membership?',
  'How soon can I use my membership?',
]
const ADVISOR = ['How do I apply to become an advisor?', 'What is an independent advisor?']
const DEBTS = [
  'Do you help with customers who do not pay?',
  'Business plan: Debt collection',
  'Business plan limits: Collection letters',
]
const OPINION = [
  'Can we get a written legal opinion?',
  'Business plan limits: Legal opinions',
  'Business plan: Legal opinions and research',
]
const DISCOUNTS = [
  'What discount do members get on further legal work?',
  'What discounts apply to work beyond the plan?',
  'Personal plan: Preferred member discounts',
]
const SWITCH = [
  'Can I switch between the Personal and Business plans?',
  'Do I need separate plans for personal and business matters?',
]
const ONE = (title: string) => [title]

/** Written as visitors type them: short, colloquial, with typos and Thai-English mixes. */
const CASES: Case[] = [
  { q: 'How can I cancel my membership?', lang: 'en', expect: CANCEL },
  { q: 'how much is the personal plan per month', lang: 'en', expect: PERSONAL_PRICE },
  { q: 'How many pages of documents will you review?', lang: 'en', expect: DOCS },
  { q: 'Can you help me with my Thai visa?', lang: 'en', expect: VISA },
  { q: 'I have an emergency at night, what should I do?', lang: 'en', expect: EMERGENCY },
  { q: 'What payment methods can I use?', lang: 'en', expect: PAYMENT },
  { q: 'What is excluded from the membership?', lang: 'en', expect: NOT_COVERED },
  { q: 'What is included in the business plan?', lang: 'en', expect: BUSINESS },
  { q: 'Is my spouse covered by the personal plan?', lang: 'en', expect: PERSONAL_COVERED },
  { q: 'How many letters can a lawyer send for me?', lang: 'en', expect: LETTERS },
  { q: 'Is Lexpat a law firm?', lang: 'en', expect: ONE('Is Lexpat a law firm?') },
  { q: 'Why was my credit card refused?', lang: 'en', expect: CARD },
  { q: 'Do prices include VAT?', lang: 'en', expect: ONE('Are prices inclusive of VAT?') },
  { q: 'Where are my invoices?', lang: 'en', expect: ONE('Where can I find my invoices?') },
  {
    q: 'I forgot my password',
    lang: 'en',
    expect: ONE('I forgot my password. How do I reset it?'),
  },
  {
    q: 'I never got the verification email',
    lang: 'en',
    expect: ONE('I did not receive my verification email. What should I do?'),
  },
  { q: 'How long until my membership is activated?', lang: 'en', expect: ACTIVATION },
  {
    q: 'Can I end an annual membership early?',
    lang: 'en',
    expect: ONE('Can I cancel an annual membership early?'),
  },
  { q: 'What are your support hours?', lang: 'en', expect: ONE('What are your support hours?') },
  {
    q: 'Can I choose which lawyer helps me?',
    lang: 'en',
    expect: ONE('Can I choose my own lawyer?'),
  },
  {
    q: 'How do I delete my personal data?',
    lang: 'en',
    expect: ONE('How do I ask for my personal data to be deleted?'),
  },
  { q: 'Do you help collect debts from customers who do not pay?', lang: 'en', expect: DEBTS },
  { q: 'Can our company get a written legal opinion?', lang: 'en', expect: OPINION },
  { q: 'How do I become an independent advisor?', lang: 'en', expect: ADVISOR },
  {
    q: 'Is what I tell you confidential?',
    lang: 'en',
    expect: ONE('Is what I tell Lexpat kept confidential?'),
  },
  { q: 'how much does buisness plan cost', lang: 'en', expect: BUSINESS_PRICE },
  { q: 'cancel membrship', lang: 'en', expect: CANCEL },
  { q: 'my card got declined why??', lang: 'en', expect: CARD },
  { q: 'what languages do u speak', lang: 'en', expect: ONE('In which languages can I get help?') },
  { q: 'can I use lexpat on my mobile', lang: 'en', expect: ONE('Can I use Lexpat on my phone?') },
  { q: 'when will you charge my card', lang: 'en', expect: ONE('When am I charged?') },
  { q: 'payment failed what now', lang: 'en', expect: ONE('What happens if a payment fails?') },
  { q: 'how do i open a ticket', lang: 'en', expect: ONE('How do I open a support ticket?') },
  {
    q: 'I live abroad, can I still join?',
    lang: 'en',
    expect: ONE('Can I join if I live outside Thailand?'),
  },
  { q: 'switch from personal to business plan', lang: 'en', expect: SWITCH },
  { q: 'is there an emergency phone number', lang: 'en', expect: EMERGENCY },
  {
    q: 'can you help with a problem i already have',
    lang: 'en',
    expect: ONE('Can I get help with a problem I already have?'),
  },
  {
    q: 'the website looks broken',
    lang: 'en',
    expect: ONE('The website does not display correctly. What can I do?'),
  },
  {
    q: 'how do I switch the site to thai',
    lang: 'en',
    expect: ONE('How do I change the language of the website?'),
  },
  {
    q: 'do you help with company registration',
    lang: 'en',
    expect: [
      'Business plan: Company formation help',
      'Business plan limits: Business registration number',
    ],
  },
  {
    q: 'is the law directory up to date',
    lang: 'en',
    expect: ONE('Is the law directory up to date?'),
  },
  {
    q: 'are your articles legal advice',
    lang: 'en',
    expect: ONE('Are the articles legal advice?'),
  },
  {
    q: 'how fast will a lawyer get back to me',
    lang: 'en',
    expect: ONE('How quickly will a lawyer contact me?'),
  },
  { q: 'member discount on extra legal work', lang: 'en', expect: DISCOUNTS },
  {
    q: 'can you write my will',
    lang: 'en',
    expect: ONE('Personal plan: Wills and powers of attorney'),
  },
  {
    q: 'legal help in other countries?',
    lang: 'en',
    expect: ONE('Can you help with legal matters in other countries?'),
  },
  { q: 'how do advisors get paid', lang: 'en', expect: ONE('How are advisors paid?') },
  {
    q: 'reactivate a suspended account',
    lang: 'en',
    expect: ONE('How do I reinstate a suspended or cancelled account?'),
  },

  { q: 'ยกเลิกสมาชิกได้อย่างไร', lang: 'th', expect: CANCEL },
  { q: 'แผนส่วนบุคคลราคาเท่าไหร่', lang: 'th', expect: PERSONAL_PRICE },
  { q: 'ตรวจเอกสารได้กี่หน้า', lang: 'th', expect: DOCS },
  { q: 'ช่วยเรื่องวีซ่าได้ไหม', lang: 'th', expect: VISA },
  { q: 'กรณีฉุกเฉินนอกเวลาทำการต้องทำอย่างไร', lang: 'th', expect: EMERGENCY },
  { q: 'ชำระเงินด้วยวิธีไหนได้บ้าง', lang: 'th', expect: PAYMENT },
  { q: 'อะไรที่ไม่ครอบคลุม', lang: 'th', expect: NOT_COVERED },
  { q: 'แผนธุรกิจรวมอะไรบ้าง', lang: 'th', expect: BUSINESS },
  { q: 'แผนส่วนบุคคลคุ้มครองคู่สมรสและบุตรไหม', lang: 'th', expect: PERSONAL_COVERED },
  { q: 'ทนายความโทรหรือส่งจดหมายแทนฉันได้กี่ครั้ง', lang: 'th', expect: LETTERS },
  { q: 'บัตรเครดิตถูกปฏิเสธเพราะอะไร', lang: 'th', expect: CARD },
  { q: 'ราคารวมภาษีมูลค่าเพิ่มไหม', lang: 'th', expect: ONE('Are prices inclusive of VAT?') },
  { q: 'ใบแจ้งหนี้อยู่ที่ไหน', lang: 'th', expect: ONE('Where can I find my invoices?') },
  { q: 'ลืมรหัสผ่าน', lang: 'th', expect: ONE('I forgot my password. How do I reset it?') },
  {
    q: 'ไม่ได้รับอีเมลยืนยัน',
    lang: 'th',
    expect: ONE('I did not receive my verification email. What should I do?'),
  },
  {
    q: 'ยกเลิกสมาชิกรายปีก่อนกำหนดได้ไหม',
    lang: 'th',
    expect: ONE('Can I cancel an annual membership early?'),
  },
  { q: 'เวลาทำการฝ่ายบริการสมาชิก', lang: 'th', expect: ONE('What are your support hours?') },
  { q: 'เลือกทนายความเองได้ไหม', lang: 'th', expect: ONE('Can I choose my own lawyer?') },
  {
    q: 'ต้องการลบข้อมูลส่วนตัว',
    lang: 'th',
    expect: ONE('How do I ask for my personal data to be deleted?'),
  },
  { q: 'เป็นตัวแทนอิสระได้อย่างไร', lang: 'th', expect: ADVISOR },
  { q: 'ยกเลิกสมาชิกยังไง', lang: 'th', expect: CANCEL },
  { q: 'plan business กี่บาท', lang: 'th', expect: BUSINESS_PRICE },
  { q: 'visa ช่วยได้มั้ย', lang: 'th', expect: VISA },
  { q: 'แผนธุรกิจราคาเท่าไหร่ต่อเดือน', lang: 'th', expect: BUSINESS_PRICE },
  { q: 'บัตรโดนปฏิเสธ จ่ายไม่ผ่าน', lang: 'th', expect: CARD },
  { q: 'จ่ายเงินไม่ผ่านทำไงดี', lang: 'th', expect: CARD },
  { q: 'Lexpat เป็นสำนักงานกฎหมายรึเปล่า', lang: 'th', expect: ONE('Is Lexpat a law firm?') },
  { q: 'สมัครแล้วใช้ได้เมื่อไหร่', lang: 'th', expect: ACTIVATION },
  { q: 'อยู่ต่างประเทศสมัครได้ไหม', lang: 'th', expect: ONE('Can I join if I live outside Thailand?') },
  { q: 'ใช้ในมือถือได้มั้ย', lang: 'th', expect: ONE('Can I use Lexpat on my phone?') },
  {
    q: 'เปลี่ยนภาษาเว็บเป็นไทยยังไง',
    lang: 'th',
    expect: ONE('How do I change the language of the website?'),
  },
  { q: 'เปิด ticket ยังไง', lang: 'th', expect: ONE('How do I open a support ticket?') },
  { q: 'เบอร์ฉุกเฉินอยู่ไหน', lang: 'th', expect: EMERGENCY },
  { q: 'ติดต่อทนายความได้ทางไหน', lang: 'th', expect: ONE('How do I reach a lawyer?') },
  {
    q: 'ทนายความจะตอบเร็วแค่ไหน',
    lang: 'th',
    expect: ONE('How quickly will a lawyer contact me?'),
  },
  {
    q: 'ข้อมูลที่บอกไปเป็นความลับไหม',
    lang: 'th',
    expect: ONE('Is what I tell Lexpat kept confidential?'),
  },
  {
    q: 'ปัญหาที่มีอยู่แล้วช่วยได้ไหม',
    lang: 'th',
    expect: ONE('Can I get help with a problem I already have?'),
  },
  { q: 'สมาชิกได้ส่วนลดค่าทนายเพิ่มไหม', lang: 'th', expect: DISCOUNTS },
  { q: 'ทำพินัยกรรมได้ไหม', lang: 'th', expect: ONE('Personal plan: Wills and powers of attorney') },
  { q: 'ทวงหนี้ลูกค้าที่ไม่จ่ายเงิน', lang: 'th', expect: DEBTS },
  { q: 'ขอความเห็นทางกฎหมายเป็นลายลักษณ์อักษรได้ไหม', lang: 'th', expect: OPINION },
  { q: 'เปลี่ยนจากแผนส่วนตัวเป็นแผนธุรกิจได้มั้ย', lang: 'th', expect: SWITCH },
  { q: 'ตัดเงินตอนไหน', lang: 'th', expect: ONE('When am I charged?') },
  {
    q: 'ช่วยเรื่องกฎหมายต่างประเทศได้ไหม',
    lang: 'th',
    expect: ONE('Can you help with legal matters in other countries?'),
  },
  {
    q: 'ต้องเป็นสมาชิกก่อนไหมถึงจะอ่านบทความได้',
    lang: 'th',
    expect: ONE('Do I need a membership to use the resources?'),
  },
  { q: 'สมัครเป็น affiliate ยังไง', lang: 'th', expect: ONE('How do I become an affiliate?') },
  {
    q: 'ไม่พอใจคำปรึกษาทำไงได้บ้าง',
    lang: 'th',
    expect: ONE('What if I am not satisfied with the advice I received?'),
  },
  {
    q: 'บัญชีโดนระงับ ขอเปิดใช้ใหม่',
    lang: 'th',
    expect: ONE('How do I reinstate a suspended or cancelled account?'),
  },
]

mkdirSync(`${root}tmp`, { recursive: true })
const removeDatabase = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${root}${DATABASE}${suffix}`, { force: true })
}
removeDatabase()
for (const command of [['migration:run', '--compact-output'], ['db:seed']]) {
  const result = spawnSync(process.execPath, ['ace', ...command], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`ace ${command[0]} failed`)
}

const { appRoot, importer } = await import('../bin/ignitor_options.js')
const ignitor = new Ignitor(appRoot, { importer }).tap((app) => {
  app.booting(async () => {
    await import('#start/env')
  })
})
await ignitor.httpServer().start()
const { default: app } = await import('@adonisjs/core/services/app')
const { ask, searchIndex } = await import('#services/support_desk/assistant/assistant')

let exitCode = 1
try {
  const index = await searchIndex()
  if (process.argv.includes('--list')) {
    // The passages, to write questions against.
    const { loadPassages } = await import('#services/support_desk/assistant/corpus')
    for (const passage of await loadPassages()) {
      console.log(`${passage.locale}${passage.fallback ? '*' : ' '} ${passage.id} ${passage.title}`)
    }
  }
  const languages = ['en', 'th'] as const
  const misses: string[] = []
  const standIns: string[] = []
  const lines: string[] = []
  let failed = false
  const started = performance.now()
  for (const lang of languages) {
    const cases = CASES.filter((item) => item.lang === lang)
    let top1 = 0
    let top3 = 0
    let inLanguage = 0
    let thaiAvailable = 0
    for (const item of cases) {
      const found = index.search(item.q, lang, 3)
      const titles = found.map((passage) => passage.titleEn)
      if (item.expect.includes(titles[0])) top1 += 1
      if (titles.some((title) => item.expect.includes(title))) top3 += 1
      else misses.push(`  [${lang}] ${item.q} → ${titles.join(' | ') || '(nothing)'}`)
      // A Thai question is answered from Thai text wherever the entry has some.
      const best = found[0]
      if (lang === 'th' && best && !best.fallback) inLanguage += 1
      if (lang === 'th' && best?.fallback) standIns.push(`  ${item.q} → ${best.titleEn}`)
      if (lang === 'th' && best) thaiAvailable += 1
    }
    const percent = (n: number) => `${((100 * n) / cases.length).toFixed(1)} %`
    lines.push(
      `${lang === 'en' ? 'English' : 'Thai   '} (${cases.length} questions, ${index.size(lang)} passages): ` +
        `top-1 ${percent(top1)} (${top1}/${cases.length}), top-3 ${percent(top3)} (${top3}/${cases.length})` +
        (lang === 'th' ? `, answered from Thai text ${inLanguage}/${thaiAvailable}` : '')
    )
    if (top3 / cases.length < GOAL_TOP3) failed = true
    if (cases.length < 40) failed = true
  }
  const retrievalMs = (performance.now() - started) / CASES.length
  const answerStart = performance.now()
  let wrongLanguage = 0
  for (const item of CASES) {
    const answer = await ask(item.q, item.lang)
    if (answer.handoff) continue
    const thaiReply = /\p{Script=Thai}/u.test(answer.reply)
    if (item.lang === 'th' && !thaiReply) wrongLanguage += 1
    if (answer.sources.some((source) => !source.url.includes(`lang=${item.lang}`)))
      wrongLanguage += 1
  }
  const answerMs = (performance.now() - answerStart) / CASES.length
  console.log(`Assistant evaluation (goal: top-3 ≥ ${GOAL_TOP3 * 100} % in each language)`)
  for (const line of lines) console.log(line)
  console.log(`answers not in the question's language (reply or source links): ${wrongLanguage}`)
  console.log(
    `time per answer: ${answerMs.toFixed(2)} ms (retrieval alone ${retrievalMs.toFixed(2)} ms)`
  )
  if (standIns.length) {
    console.log(
      `Thai questions answered from an English stand-in (no Thai text yet):\n${standIns.join('\n')}`
    )
  }
  if (misses.length) console.log(`misses (top-3):\n${misses.join('\n')}`)
  exitCode = failed || wrongLanguage > 0 ? 1 : 0
} finally {
  await Promise.race([app.terminate(), new Promise((resolve) => setTimeout(resolve, 5000))])
  removeDatabase()
  process.exit(exitCode)
}
