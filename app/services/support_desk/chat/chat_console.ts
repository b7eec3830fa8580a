import ChatConversation from '#models/chat_conversation'
import ChatMessage from '#models/chat_message'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { ChatConversationStatus } from '#enums/content'
import { Refusal } from '#exceptions/refusal'
import {
  conversationSummary,
  messageJson,
  staffMessage,
  takeOver,
} from '#services/support_desk/chat/conversations'

/**
 * What the support chat console (SPEC §2.9 Support chat app) lists and
 * shows: conversations by view, the one staff opened with its transcript,
 * and a staff reply.
 */
export const CONSOLE_VIEWS = ['waiting', 'open', 'closed'] as const
export type ConsoleView = (typeof CONSOLE_VIEWS)[number]
const PAGE_SIZE = 50

type Who = { actor: User; ip: string | null }

/** The view a query string asks for, if it names one. */
export function consoleView(value: unknown): ConsoleView | undefined {
  return CONSOLE_VIEWS.find((view) => view === value)
}

/** Waiting: handed off or with staff; open: not closed; closed. Newest message first. */
export async function consoleConversations(view: ConsoleView) {
  const query = ChatConversation.query().orderBy('last_message_at', 'desc').orderBy('id', 'desc')
  if (view === 'waiting') {
    query.whereIn('status', [ChatConversationStatus.HANDED_OFF, ChatConversationStatus.STAFF])
  } else if (view === 'open') {
    query.whereNot('status', ChatConversationStatus.CLOSED)
  } else {
    query.where('status', ChatConversationStatus.CLOSED)
  }
  const rows = await query.preload('lead').preload('user').preload('assignedStaff').limit(PAGE_SIZE)
  return Promise.all(rows.map((row) => conversationSummary(row)))
}

/** The conversation the query string opens, with its transcript; none for an odd id. */
export async function openedConversation(value: unknown) {
  const id = /^[0-9]{1,9}$/.test(String(value ?? '')) ? Number(value) : null
  const selected = id ? await ChatConversation.find(id) : null
  if (!selected) return null
  const transcript = await ChatMessage.conversation(selected.publicId)
  return {
    conversation: await conversationSummary(selected),
    messages: transcript.map(messageJson),
  }
}

/** Staff answer a conversation, taking it over first; a closed one takes no reply. */
export async function replyAsStaff(conversation: ChatConversation, message: string, who: Who) {
  if (conversation.status === ChatConversationStatus.CLOSED) {
    throw new Refusal('E_CHAT_CLOSED', 'admin_chat.flash.already_closed')
  }
  if (conversation.status !== ChatConversationStatus.STAFF) {
    await takeOver(conversation, who.actor)
  }
  const sent = await staffMessage(conversation, message)
  await AuditLog.record('chat.replied', {
    ...who,
    subject: conversation,
    changes: { after: { message_id: sent.id } },
  })
}
