import type { HttpContext } from '@adonisjs/core/http'
import MemberRequest from '#models/member_request'
import MemberRequestFile from '#models/member_request_file'
import MatterPolicy from '#policies/matter_policy'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'
import {
  deskMessageValidator,
  deskPagesValidator,
  deskThreadQueryValidator,
  deskUploadValidator,
} from '#validators/desk'
import { closeRequest, correctPages, postMessage } from '#services/support_desk/desk/requests'
import { lawyerIdOf } from '#services/support_desk/desk/follow'
import { signedLink, stageFile } from '#services/support_desk/desk/uploads'
import { staffFileUrl, withThread } from '#services/support_desk/desk/views'
import MemberRequestTransformer from '#transformers/member_request_transformer'
import MemberRequestFileTransformer from '#transformers/member_request_file_transformer'
import type User from '#models/user'

/**
 * A member request as staff may see it: the four roles every one, a lawyer
 * only those on their own matter or consultancy request (as for matters);
 * another lawyer's is a 403, one that does not exist a 404.
 */
async function workedRequest({ params, bouncer }: HttpContext) {
  const request = await MemberRequest.query()
    .where('id', params.id)
    .preload('matter')
    .preload('consultancyRequest')
    .firstOrFail()
  await bouncer.with(MatterPolicy).authorize('work', { lawyerId: lawyerIdOf(request) })
  return request
}

/** One file of a request staff may see (`fileId` of the URL). */
async function requestFile(ctx: HttpContext) {
  const request = await workedRequest(ctx)
  return MemberRequestFile.query()
    .where('id', ctx.params.fileId)
    .where('member_request_id', request.id)
    .firstOrFail()
}

/**
 * The member's requests and their threads where staff already work: the
 * matter page, the consultancy request's and the ticket's information
 * dialogs read them here (JSON) and reply, close and correct pages here.
 */
export default class DeskThreadsController {
  async index({ request, auth, response }: HttpContext) {
    const where = await request.validateUsing(deskThreadQueryValidator, {
      data: request.qs(),
    })
    const user = auth.user!
    const query = withThread(MemberRequest.query()).orderBy('received_at', 'desc').limit(50)
    if (where.matter_id) query.where('matter_id', where.matter_id)
    else if (where.consultancy_request_id)
      query.where('consultancy_request_id', where.consultancy_request_id)
    else if (where.support_ticket_id) query.where('support_ticket_id', where.support_ticket_id)
    else return response.ok({ requests: [] })
    const rows = await query.preload('user')
    const seen = access.can(user, 'matters', 'all')
      ? rows
      : rows.filter((row) => lawyerIdOf(row) === user.id)
    return response.ok({
      requests: seen.map((row) => new MemberRequestTransformer(row, staffFileUrl).toStaff()),
    })
  }

  async message(ctx: HttpContext) {
    const request = await workedRequest(ctx)
    const data = await ctx.request.validateUsing(deskMessageValidator)
    const message = await postMessage(request, data, staffWrite(ctx), true)
    return ctx.response.created({ id: message.id })
  }

  async close(ctx: HttpContext) {
    const request = await workedRequest(ctx)
    await closeRequest(request, staffWrite(ctx))
    return ctx.response.ok({ status: request.status })
  }

  async pages(ctx: HttpContext) {
    const file = await requestFile(ctx)
    const { pages } = await ctx.request.validateUsing(deskPagesValidator)
    await correctPages(file, pages, staffWrite(ctx))
    return ctx.response.ok({ pages: file.pages })
  }

  async file(ctx: HttpContext) {
    const file = await requestFile(ctx)
    return ctx.response.redirect(await signedLink(file))
  }

  /** A staff attachment, uploaded on its own before the reply is sent. */
  async upload({ request, auth, response }: HttpContext) {
    const { file } = await request.validateUsing(deskUploadValidator)
    const stored = await stageFile(auth.user as User, file)
    return response.created(new MemberRequestFileTransformer(stored).toObject())
  }
}
