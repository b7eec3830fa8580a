import type { HttpContext } from '@adonisjs/core/http'
import ChatConversation from '#models/chat_conversation'
import ChatMessage from '#models/chat_message'
import ChatAppBuild from '#models/chat_app_build'
import AuditLog from '#models/audit_log'
import { ChatConversationStatus } from '#enums/content'
import { staffWrite } from '#support/staff_write'
import {
  closeConversation,
  conversationSummary,
  messageJson,
  staffMessage,
  takeOver,
} from '#services/chat/conversations'
import { staffChatMessageValidator } from '#validators/chat'

const VIEWS = ['waiting', 'open', 'closed'] as const
type View = (typeof VIEWS)[number]
const PAGE_SIZE = 50

/**
 * SPEC §2.9 Support chat app (super_admin): the console where staff take
 * over conversations the assistant handed off, live (server-sent events on
 * the `chat/console` channel), read transcripts and close them; and the
 * support chat app builds.
 */
export default class ChatConsoleController {
  async index({ request, inertia }: HttpContext) {
    const qs = request.qs()
    const view: View = VIEWS.includes(qs.view) ? qs.view : 'waiting'
    const query = ChatConversation.query().orderBy('last_message_at', 'desc').orderBy('id', 'desc')
    if (view === 'waiting') {
      query.whereIn('status', [ChatConversationStatus.HANDED_OFF, ChatConversationStatus.STAFF])
    } else if (view === 'open') {
      query.whereNot('status', ChatConversationStatus.CLOSED)
    } else {
      query.where('status', ChatConversationStatus.CLOSED)
    }
    const rows = await query
      .preload('lead')
      .preload('user')
      .preload('assignedStaff')
      .limit(PAGE_SIZE)
    const selectedId = /^[0-9]{1,9}$/.test(String(qs.conversation ?? ''))
      ? Number(qs.conversation)
      : null
    const selected = selectedId ? await ChatConversation.find(selectedId) : null
    const transcript = selected ? await ChatMessage.conversation(selected.publicId) : []
    const builds = await ChatAppBuild.query().orderBy('created_at', 'desc').limit(20)
    return inertia.render('Admin/ChatApp', {
      view,
      conversations: await Promise.all(rows.map((row) => conversationSummary(row))),
      selected: selected
        ? {
            conversation: await conversationSummary(selected),
            messages: transcript.map(messageJson),
          }
        : null,
      builds: builds.map((build) => ({
        id: build.id,
        kind: build.kind,
        fileName: build.fileName,
        sizeBytes: build.sizeBytes,
        createdAt: build.createdAt.toISO(),
      })),
    })
  }

  async take(ctx: HttpContext) {
    const conversation = await ChatConversation.findOrFail(ctx.params.id)
    if (conversation.status !== ChatConversationStatus.CLOSED) {
      const before = conversation.status
      await takeOver(conversation, ctx.auth.user!)
      await AuditLog.record('chat.taken_over', {
        ...this.#audit(ctx),
        subject: conversation,
        changes: { before: { status: before }, after: { status: conversation.status } },
      })
      ctx.session.flash('success', ctx.i18n.t('admin_chat.flash.taken'))
    }
    return this.#back(ctx, conversation.id)
  }

  async reply(ctx: HttpContext) {
    const conversation = await ChatConversation.findOrFail(ctx.params.id)
    const { message } = await ctx.request.validateUsing(staffChatMessageValidator)
    if (conversation.status === ChatConversationStatus.CLOSED) {
      ctx.session.flash('error', ctx.i18n.t('admin_chat.flash.already_closed'))
      return this.#back(ctx, conversation.id)
    }
    if (conversation.status !== ChatConversationStatus.STAFF) {
      await takeOver(conversation, ctx.auth.user!)
    }
    const sent = await staffMessage(conversation, message)
    await AuditLog.record('chat.replied', {
      ...this.#audit(ctx),
      subject: conversation,
      changes: { after: { message_id: sent.id } },
    })
    return this.#back(ctx, conversation.id)
  }

  async close(ctx: HttpContext) {
    const conversation = await ChatConversation.findOrFail(ctx.params.id)
    if (conversation.status !== ChatConversationStatus.CLOSED) {
      const before = conversation.status
      await closeConversation(conversation)
      await AuditLog.record('chat.closed', {
        ...this.#audit(ctx),
        subject: conversation,
        changes: { before: { status: before }, after: { status: conversation.status } },
      })
      ctx.session.flash('success', ctx.i18n.t('admin_chat.flash.closed'))
    }
    return this.#back(ctx, conversation.id)
  }

  #audit(ctx: HttpContext) {
    const { actor, ip } = staffWrite(ctx)
    return { actor, ip }
  }

  #back({ response, request }: HttpContext, id: number) {
    const view = VIEWS.includes(request.qs().view) ? request.qs().view : undefined
    return response
      .redirect()
      .toRoute('admin.chat_app', {}, { qs: { ...(view ? { view } : {}), conversation: id } })
  }
}
