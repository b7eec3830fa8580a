import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import transmit from '@adonisjs/transmit/services/main'
import logger from '@adonisjs/core/services/logger'
import ChatConversation from '#models/chat_conversation'
import ChatMessage from '#models/chat_message'
import ConsultancyRequest from '#models/consultancy_request'
import type Lead from '#models/lead'
import type User from '#models/user'
import { ChatConversationStatus, ChatSender } from '#enums/content'
import { ask, botText } from '#services/support_desk/assistant/assistant'
import { revokeConversationTokens } from '#services/support_desk/chat/chat_tokens'
import { formatPhone } from '#support/phone_numbers'

/** The server-sent-events channel of the support chat console. */
export const CONSOLE_CHANNEL = 'chat/console'
export const CALLBACK_CATEGORY = 'Chat call-back'

type Locale = 'en' | 'th'

export type ChatSource = { id: string; title: string; url: string }

export const MAX_MESSAGE_LENGTH = 2000

async function addMessage(conversation: ChatConversation, sender: ChatSender, content: string) {
  const message = await ChatMessage.create({
    conversationId: conversation.publicId,
    userId: conversation.userId,
    sender,
    content,
  })
  conversation.lastMessageAt = DateTime.now()
  await conversation.save()
  return message
}

export function messageJson(message: ChatMessage) {
  return {
    id: message.id,
    sender: message.sender,
    content: message.content,
    createdAt: message.createdAt.toISO(),
  }
}

/** What the console lists about a conversation (the visitor's contact details come from the lead or account). */
export async function conversationSummary(conversation: ChatConversation) {
  await conversation.load((loader) => loader.load('lead').load('user').load('assignedStaff'))
  const visitor = conversation.lead ?? conversation.user
  return {
    id: conversation.id,
    status: conversation.status,
    locale: conversation.locale,
    name: visitor?.name ?? null,
    email: visitor?.email ?? null,
    phone: conversation.lead?.phone ?? null,
    handoffKind: conversation.handoffKind,
    handoffReference: conversation.handoffReference,
    assignedTo: conversation.assignedStaff?.name ?? null,
    handedOffAt: conversation.handedOffAt?.toISO() ?? null,
    lastMessageAt: conversation.lastMessageAt?.toISO() ?? conversation.createdAt.toISO(),
  }
}

function broadcast(event: Record<string, unknown>) {
  try {
    transmit.broadcast(CONSOLE_CHANNEL, JSON.parse(JSON.stringify(event)))
  } catch (error) {
    // A console that misses an event still sees it on its next load.
    logger.warn({ err: error }, 'chat console broadcast failed')
  }
}

/**
 * A new conversation. After the lead popup (`GET /chatGPT`), the popup's
 * announcement is its first message and the lead is attached to it.
 */
export async function startConversation(options: {
  locale: Locale
  lead?: Lead | null
  user?: User | null
  announcement?: string | null
}) {
  const conversation = await ChatConversation.create({
    publicId: randomUUID(),
    leadId: options.lead?.id ?? null,
    userId: options.user?.id ?? null,
    locale: options.locale,
    status: ChatConversationStatus.BOT,
    assignedStaffId: null,
    handoffKind: null,
    handoffReference: null,
    lastMessageAt: DateTime.now(),
  })
  if (options.announcement) await addMessage(conversation, ChatSender.USER, options.announcement)
  const reply = options.lead
    ? botText(options.locale, 'lead_received', {
        name: options.lead.name,
        // Stored in E.164; read back as people write it (+66 81 234 5678).
        phone: formatPhone(options.lead.phone),
        email: options.lead.email,
      })
    : botText(options.locale, 'greeting')
  const message = await addMessage(conversation, ChatSender.BOT, reply)
  return { conversation, reply, message }
}

/**
 * Hands the conversation to a human: a call-back request (a consultancy
 * request staff already work through) when we have the visitor's phone or
 * account, and in every case the conversation appears in the support chat
 * console, announced live.
 */
export async function handOff(conversation: ChatConversation, reason: 'requested' | 'no_answer') {
  if (conversation.status === ChatConversationStatus.BOT) {
    await conversation.load((loader) => loader.load('lead').load('user'))
    const visitor = conversation.lead ?? conversation.user
    if (visitor) {
      const transcript = await ChatMessage.conversation(conversation.publicId)
      const details = [
        `Name: ${visitor.name}`,
        `Email: ${visitor.email}`,
        `Phone: ${conversation.lead?.phone ?? 'not given'}`,
        `Reason: ${reason === 'requested' ? 'asked for a person' : 'the assistant had no answer'}`,
        '',
        ...transcript.slice(-10).map((message) => `${message.sender}: ${message.content}`),
      ]
        .join('\n')
        .slice(0, 5000)
      const request = await ConsultancyRequest.create({
        category: CALLBACK_CATEGORY,
        details,
        userId: conversation.userId,
      })
      conversation.handoffKind = 'callback'
      conversation.handoffReference = request.intakeNumber
    } else {
      conversation.handoffKind = 'live'
    }
    conversation.status = ChatConversationStatus.HANDED_OFF
    conversation.handedOffAt = DateTime.now()
    await conversation.save()
    broadcast({ type: 'handoff', conversation: await conversationSummary(conversation) })
  }
  return conversation
}

export type VisitorReply = {
  reply: string
  sources: ChatSource[]
  status: ChatConversation['status']
}

/** A visitor's message (already trimmed and non-empty) → the assistant's reply, or a hand-off. */
/**
 * The language to answer in: the one the visitor writes in when the message
 * says it plainly (Thai script, or Latin letters and no Thai), else the
 * conversation's. A Thai question asked on the English site gets the Thai
 * texts, and the other way round.
 */
export function replyLocale(text: string, fallback: Locale): Locale {
  if (/\p{Script=Thai}/u.test(text)) return 'th'
  if (/\p{Script=Latin}{3,}/u.test(text)) return 'en'
  return fallback
}

export async function visitorMessage(
  conversation: ChatConversation,
  text: string,
  conversationLocale: Locale
): Promise<VisitorReply> {
  const locale = replyLocale(text, conversationLocale)
  const earlier = await ChatMessage.conversation(conversation.publicId)
  const history = earlier.map((message) => ({ sender: message.sender, content: message.content }))
  const message = await addMessage(conversation, ChatSender.USER, text)
  if (conversation.status !== ChatConversationStatus.BOT) {
    // A person has it (or will): the console gets the message, no bot reply.
    broadcast({ type: 'message', conversationId: conversation.id, message: messageJson(message) })
    return { reply: '', sources: [], status: conversation.status }
  }
  const answer = await ask(text, locale, history)
  let reply = answer.reply
  if (answer.handoff) {
    await handOff(conversation, answer.handoff)
    if (answer.handoff === 'requested') {
      reply = botText(locale, 'handoff', {
        reference: conversation.handoffReference
          ? botText(locale, 'handoff_reference', { reference: conversation.handoffReference })
          : '',
      })
    }
  }
  if (reply) await addMessage(conversation, ChatSender.BOT, reply)
  return { reply, sources: answer.sources, status: conversation.status }
}

/** Staff take a handed-off (or still automated) conversation: the assistant stops answering. */
export async function takeOver(conversation: ChatConversation, staff: User) {
  conversation.status = ChatConversationStatus.STAFF
  conversation.assignedStaffId = staff.id
  conversation.handedOffAt ??= DateTime.now()
  await conversation.save()
  const message = await addMessage(
    conversation,
    ChatSender.BOT,
    botText(conversation.locale === 'th' ? 'th' : 'en', 'staff_joined', { name: staff.name })
  )
  broadcast({ type: 'taken', conversation: await conversationSummary(conversation) })
  return message
}

export async function staffMessage(conversation: ChatConversation, text: string) {
  const message = await addMessage(conversation, ChatSender.STAFF, text)
  broadcast({ type: 'message', conversationId: conversation.id, message: messageJson(message) })
  return message
}

/** Closed: the visitor's tokens stop working and the console moves it to the closed list. */
export async function closeConversation(conversation: ChatConversation) {
  await addMessage(
    conversation,
    ChatSender.BOT,
    botText(conversation.locale === 'th' ? 'th' : 'en', 'closed')
  )
  conversation.status = ChatConversationStatus.CLOSED
  conversation.closedAt = DateTime.now()
  await conversation.save()
  await revokeConversationTokens(conversation.id)
  broadcast({ type: 'closed', conversation: await conversationSummary(conversation) })
}

/** Messages after a given id, for the visitor's window (staff replies arrive this way). */
export async function messagesAfter(conversation: ChatConversation, afterId: number) {
  const messages = await ChatMessage.conversation(conversation.publicId).where('id', '>', afterId)
  return messages.map(messageJson)
}
