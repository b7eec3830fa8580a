import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import ChatConversation from '#models/chat_conversation'
import AuditLog from '#models/audit_log'
import { ChatConversationStatus } from '#enums/content'
import { rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'
import { closeConversation, takeOver } from '#services/support_desk/chat/conversations'
import {
  consoleConversations,
  consoleView,
  openedConversation,
  replyAsStaff,
} from '#services/support_desk/chat/chat_console'
import { latestChatBuilds } from '#services/support_desk/chat/chat_builds'
import ChatAppBuildTransformer from '#transformers/chat_app_build_transformer'
import { staffChatMessageValidator } from '#validators/chat'

/**
 * SPEC §2.9 Support chat app (super_admin): the console where staff take
 * over conversations the assistant handed off, live (server-sent events on
 * the `chat/console` channel), read transcripts and close them; and the
 * support chat app builds.
 */
export default class ChatConsoleController {
  async index({ request, inertia }: HttpContext) {
    const { view: asked, conversation } = request.qs()
    const view = consoleView(asked) ?? 'waiting'
    return inertia.render('Admin/ChatApp', {
      view,
      conversations: await consoleConversations(view),
      selected: await openedConversation(conversation),
      builds: ChatAppBuildTransformer.transform(await latestChatBuilds()),
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
    await rephrase(replyAsStaff(conversation, message, this.#audit(ctx)), {
      redirectTo: this.#consoleUrl(ctx, conversation.id),
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

  /** The console with the list's view kept and the conversation open. */
  #consoleUrl({ request }: HttpContext, id: number) {
    const view = consoleView(request.qs().view)
    return urlFor('admin.chat_app', {}, { qs: { ...(view ? { view } : {}), conversation: id } })
  }

  #back(ctx: HttpContext, id: number) {
    return ctx.response.redirect(this.#consoleUrl(ctx, id))
  }
}
