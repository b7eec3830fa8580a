import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { contentVersion } from '#services/content/content_version'
import { loadPassages } from './corpus.js'
import { SearchIndex } from './search_index.js'
import { OfflineAssistant } from './offline_provider.js'
import { OpenAiCompatibleAssistant } from './openai_provider.js'
import type { AssistantAnswer, AssistantProvider, AssistantQuestion, Locale } from './types.js'

/**
 * The assistant behind the GPT Chatroom (DESIGN §9): retrieval first (the
 * same passages for both providers), then the configured provider words
 * the answer. Around it the rules both obey: it is not a lawyer, it does
 * not advise on the visitor's own matter beyond the texts, and it hands the
 * conversation to a human when asked or when no passage answers.
 */

/** Below this confidence (share of the question's known terms, search_index.ts), no passage answers. */
export const MIN_SCORE = 0.3

export const BOT_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    greeting:
      "Hello! I'm Lexpat's automated assistant, not a lawyer. Ask me about our plans, what they cover, payments or your account, and I'll answer from our published pages. Type \"talk to a person\" at any time to reach our team.",
    lead_received:
      "Thank you, {name}. We have received your request for legal help and a member of our team will contact you on {phone} or {email}. Meanwhile, I'm Lexpat's automated assistant (not a lawyer): ask me anything about our plans and services.",
    no_answer:
      "I couldn't find this in our published pages, so I've passed your question to our team. A person will reply here or contact you.",
    handoff:
      'I have passed this conversation to our team. A person will reply here as soon as possible{reference}.',
    handoff_reference: ' (reference {reference})',
    own_case:
      'I\'m an automated assistant, not a lawyer, and can\'t advise on your own situation. Here is what our pages say; for advice on your matter, a Lexpat lawyer can help — type "talk to a person".',
    closed: 'This conversation has been closed. Thank you for contacting Lexpat.',
    staff_joined: '{name} from Lexpat has joined the conversation.',
  },
  th: {
    greeting:
      'สวัสดีค่ะ ฉันเป็นผู้ช่วยอัตโนมัติของ Lexpat ไม่ใช่ทนายความ ถามเรื่องแผนสมาชิก ความคุ้มครอง การชำระเงิน หรือบัญชีของคุณได้เลย ฉันจะตอบจากหน้าเว็บที่เราเผยแพร่ พิมพ์ "ขอคุยกับเจ้าหน้าที่" ได้ทุกเมื่อเพื่อติดต่อทีมงานของเรา',
    lead_received:
      'ขอบคุณค่ะ คุณ{name} เราได้รับคำขอความช่วยเหลือทางกฎหมายของคุณแล้ว ทีมงานจะติดต่อกลับที่ {phone} หรือ {email} ระหว่างนี้ ฉันเป็นผู้ช่วยอัตโนมัติของ Lexpat (ไม่ใช่ทนายความ) ถามเรื่องแผนและบริการของเราได้เลย',
    no_answer: 'ฉันไม่พบคำตอบในหน้าเว็บที่เราเผยแพร่ จึงส่งคำถามของคุณให้ทีมงานแล้ว เจ้าหน้าที่จะตอบที่นี่หรือติดต่อคุณกลับ',
    handoff: 'ฉันส่งการสนทนานี้ให้ทีมงานแล้ว เจ้าหน้าที่จะตอบที่นี่โดยเร็วที่สุด{reference}',
    handoff_reference: ' (เลขอ้างอิง {reference})',
    own_case:
      'ฉันเป็นผู้ช่วยอัตโนมัติ ไม่ใช่ทนายความ จึงให้คำแนะนำเกี่ยวกับเรื่องของคุณเองไม่ได้ ข้อมูลจากหน้าเว็บของเรามีดังนี้ หากต้องการคำปรึกษาเรื่องของคุณ ทนายความของ Lexpat ช่วยได้ พิมพ์ "ขอคุยกับเจ้าหน้าที่"',
    closed: 'การสนทนานี้ปิดแล้ว ขอบคุณที่ติดต่อ Lexpat',
    staff_joined: '{name} จาก Lexpat เข้าร่วมการสนทนาแล้ว',
  },
}

export function botText(locale: Locale, key: string, values: Record<string, string> = {}) {
  const template = BOT_TEXTS[locale][key] ?? BOT_TEXTS.en[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

/** "I want to talk to a person", in English or Thai. */
const HANDOFF_REQUEST =
  /\b(human|real person|a person|someone|agent|operator|staff|representative|call me|call back|callback|speak to (a )?lawyer|talk to (a )?lawyer)\b|เจ้าหน้าที่|คุยกับคน|ติดต่อกลับ|โทรกลับ|พนักงาน|ขอคุยกับทนาย/i

/** A question about the visitor's own matter ("should I sue my landlord?"). */
const OWN_CASE =
  /\b(my (case|landlord|employer|boss|contract|husband|wife|divorce|accident|lawsuit)|should i (sue|sign|pay|go to court)|can i sue|will i win|am i liable)\b|คดีของฉัน|ควรฟ้อง|ฟ้องได้ไหม|จะชนะไหม/i

export function wantsHuman(text: string) {
  return HANDOFF_REQUEST.test(text)
}

export function asksAboutOwnCase(text: string) {
  return OWN_CASE.test(text)
}

let cached: { version: string; index: SearchIndex } | null = null

/** The search index, rebuilt when staff change public content (content version). */
export async function searchIndex(): Promise<SearchIndex> {
  const version = await contentVersion()
  if (cached?.version !== version) {
    cached = { version, index: new SearchIndex(await loadPassages()) }
  }
  return cached.index
}

/** Forget the index (tests that change content directly). */
export function resetSearchIndex() {
  cached = null
}

let override: AssistantProvider | null = null

/** The configured provider: the OpenAI-compatible one when OPENAI_BASE_URL is set, else offline. */
export function assistantProvider(): AssistantProvider {
  if (override) return override
  const baseUrl = env.get('OPENAI_BASE_URL')
  if (baseUrl) {
    return new OpenAiCompatibleAssistant({
      baseUrl,
      apiKey: env.get('OPENAI_API_KEY')?.release(),
      model: env.get('OPENAI_MODEL') || 'gpt-4o-mini',
    })
  }
  return new OfflineAssistant()
}

/** Tests: answer with a given provider (null goes back to the configured one). */
export function useAssistantProvider(provider: AssistantProvider | null) {
  override = provider
}

export type AssistantReply = AssistantAnswer & { handoff: 'requested' | 'no_answer' | null }

/**
 * One question → the reply, the passages used, and whether a human should
 * take over. `locale` is the language the question is answered in (the
 * chat picks it from the question itself, app/services/support_desk/chat/conversations.ts):
 * retrieval reads that language's passages only.
 */
export async function ask(
  question: string,
  locale: Locale,
  history: AssistantQuestion['history'] = []
): Promise<AssistantReply> {
  if (wantsHuman(question)) return { reply: '', sources: [], handoff: 'requested' }
  const index = await searchIndex()
  const passages = index.search(question, locale, 3)
  if (passages.length === 0 || passages[0].score < MIN_SCORE) {
    return { reply: botText(locale, 'no_answer'), sources: [], handoff: 'no_answer' }
  }
  const provider = assistantProvider()
  const input = { question, locale, passages, history }
  let answer: AssistantAnswer
  try {
    answer = await provider.answer(input)
  } catch (error) {
    // The endpoint is down or refused: the offline answer is still right.
    logger.warn({ err: error, provider: provider.name }, 'chat assistant provider failed')
    answer = await new OfflineAssistant().answer(input)
  }
  if (asksAboutOwnCase(question) && answer.reply) {
    answer = { ...answer, reply: `${botText(locale, 'own_case')}\n\n${answer.reply}` }
  }
  return { ...answer, handoff: null }
}
