import type { HttpContext } from '@adonisjs/core/http'
import { staffWrite } from '#support/staff_write'
import { chatAppBuildValidator } from '#validators/chat'
import { newestChatBuildLink, storeChatBuild } from '#services/support_desk/chat/chat_builds'

/**
 * The support chat app builds (SPEC §2.9, §7): staff upload an APK or ZIP,
 * kept on the private Drive disk; the download route answers a short-lived
 * signed link to the newest build, or `{link: null}` when there is none
 * (the page then shows "No APK/ZIP file links found for download").
 */
export default class ChatBuildsController {
  async download({ response }: HttpContext) {
    response.header('Cache-Control', 'private, no-store')
    const { link, failed } = await newestChatBuildLink()
    return failed ? response.status(502).json({ link }) : { link }
  }

  async store(ctx: HttpContext) {
    const { build } = await ctx.request.validateUsing(chatAppBuildValidator)
    await storeChatBuild(build, staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_chat.builds.uploaded_flash'))
    return ctx.response.redirect().toRoute('admin.chat_app')
  }
}
