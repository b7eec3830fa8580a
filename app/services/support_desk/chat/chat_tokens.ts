import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import ChatToken from '#models/chat_token'
import type ChatConversation from '#models/chat_conversation'

/**
 * GPT Chatroom bearer tokens (SPEC §7). The browser keeps the
 * secret in localStorage `authToken` and sends it to `/chatroom/*` only.
 * A token:
 *   - is scoped to chat: it opens its own conversation and nothing else
 *     (the session guard never reads it, so it signs nobody in);
 *   - expires CHAT_TOKEN_TTL_HOURS after it was issued;
 *   - is revocable (the visitor's "end chat", staff closing the
 *     conversation);
 *   - is stored as a SHA-256 digest: a copy of the table opens nothing.
 */
export const CHAT_TOKEN_TTL_HOURS = 24
const PREFIX = 'chat_'

export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex')

export async function issueChatToken(conversation: ChatConversation) {
  const secret = `${PREFIX}${randomBytes(32).toString('base64url')}`
  const token = await ChatToken.create({
    conversationId: conversation.id,
    tokenHash: digest(secret),
    scope: 'chat',
    expiresAt: DateTime.now().plus({ hours: CHAT_TOKEN_TTL_HOURS }),
  })
  return { secret, expiresAt: token.expiresAt }
}

/** The `Authorization: Bearer chat_…` header → its live token with the conversation, or null. */
export async function verifyChatToken(header: string | undefined | null) {
  const match = /^Bearer\s+(chat_[A-Za-z0-9_-]{20,100})$/.exec(header?.trim() ?? '')
  if (!match) return null
  const token = await ChatToken.query()
    .where('token_hash', digest(match[1]))
    .preload('conversation')
    .first()
  if (!token || token.scope !== 'chat' || token.revokedAt || token.expiresAt <= DateTime.now()) {
    return null
  }
  token.lastUsedAt = DateTime.now()
  await token.save()
  return token
}

export async function revokeChatToken(token: ChatToken) {
  token.revokedAt = DateTime.now()
  await token.save()
}

/** Every token of a conversation stops working (staff closed it). */
export async function revokeConversationTokens(conversationId: number) {
  const tokens = await ChatToken.query()
    .where('conversation_id', conversationId)
    .whereNull('revoked_at')
  for (const token of tokens) await revokeChatToken(token)
}
