import type { HttpContext } from '@adonisjs/core/http'
import MemberRequest from '#models/member_request'
import MemberRequestFile from '#models/member_request_file'
import { DESK_KINDS, type DeskKind } from '#enums/desk'
import { deskMessageValidator, deskRequestValidator, deskUploadValidator } from '#validators/desk'
import {
  membershipInForce,
  openMattersOf,
  planLeft,
  postMessage,
  startRequest,
} from '#services/support_desk/desk/requests'
import { servicePromises } from '#services/support_desk/desk/promises'
import {
  DESK_EXTENSIONS,
  DESK_MAX_FILE_BYTES,
  DESK_MAX_FILES,
  discardStagedFile,
  signedLink,
  stageFile,
} from '#services/support_desk/desk/uploads'
import { memberFileUrl, withThread } from '#services/support_desk/desk/views'
import { feedbackSurveyId } from '#services/support_desk/consultancy_requests'
import { contactChannels } from '#services/support_desk/contact_channels'
import MemberRequestTransformer from '#transformers/member_request_transformer'
import MemberRequestFileTransformer from '#transformers/member_request_file_transformer'
import { myRequestsList } from '#lists/my_requests_list'
import { Refusal } from '#exceptions/refusal'

/** What the upload fields accept (the same numbers the server checks). */
const UPLOAD_LIMITS = {
  max_bytes: DESK_MAX_FILE_BYTES,
  max_files: DESK_MAX_FILES,
  extensions: [...DESK_EXTENSIONS],
}

/** The member's own request, or a 404 (another member's is never told apart from none). */
async function ownRequest({ params, auth }: HttpContext) {
  return MemberRequest.query()
    .where('id', params.id)
    .where('user_id', auth.getUserOrFail().id)
    .firstOrFail()
}

/**
 * Settings › My requests (SPEC §1 "what a membership covers", §2.8): the
 * member asks for advice, a call-back, a document review, a letter or call
 * on their behalf, or emergency help; follows each request's steps and due
 * time, and talks with the staff or lawyer on it. Only the member's own.
 */
export default class MyRequestsController {
  async index(ctx: HttpContext) {
    const membership = await membershipInForce(ctx.auth.getUserOrFail())
    return ctx.inertia.render('Settings/MyRequests', {
      eligible: membership !== null,
      list: await myRequestsList.page(ctx),
      promises: await servicePromises(),
    })
  }

  async create({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const membership = await membershipInForce(user)
    const kind = String(request.qs().kind ?? '')
    const [channels, promises, matters] = await Promise.all([
      contactChannels(),
      servicePromises(),
      openMattersOf(user),
    ])
    return inertia.render('Settings/MyRequestNew', {
      eligible: membership !== null,
      kind: (DESK_KINDS as readonly string[]).includes(kind) ? (kind as DeskKind) : null,
      plan: membership ? membership.plan.slug : null,
      left: membership ? await planLeft(membership) : null,
      promises,
      matters: matters.map((matter) => ({ id: matter.id, title: matter.title })),
      emergency: { phone: channels.emergencyPhone, href: channels.emergencyPhoneHref },
      limits: UPLOAD_LIMITS,
    })
  }

  async store(ctx: HttpContext) {
    const { request, auth, response, session, i18n } = ctx
    const data = await request.validateUsing(deskRequestValidator)
    const created = await startRequest(auth.getUserOrFail(), data, request.ip())
    session.flash('success', i18n.t('desk.flash.sent'))
    return response.redirect().toRoute('settings.my-requests.show', { id: created.id })
  }

  async show(ctx: HttpContext) {
    const own = await ownRequest(ctx)
    const loaded = await withThread(MemberRequest.query().where('id', own.id)).firstOrFail()
    const survey = loaded.closedAt ? await feedbackSurveyId() : null
    return ctx.inertia.render('Settings/MyRequestShow', {
      request: MemberRequestTransformer.transform(loaded, memberFileUrl).useVariant('toDetail'),
      survey_id: survey,
      limits: UPLOAD_LIMITS,
    })
  }

  async message(ctx: HttpContext) {
    const own = await ownRequest(ctx)
    const data = await ctx.request.validateUsing(deskMessageValidator)
    const user = ctx.auth.getUserOrFail()
    await postMessage(own, data, { actor: user, ip: ctx.request.ip() }, false)
    ctx.session.flash('success', ctx.i18n.t('desk.flash.message_sent'))
    return ctx.response.redirect().toRoute('settings.my-requests.show', { id: own.id })
  }

  /** One file at a time, so the page can show each upload's progress (JSON answer). */
  async upload({ request, auth, response }: HttpContext) {
    const { file } = await request.validateUsing(deskUploadValidator)
    const stored = await stageFile(auth.getUserOrFail(), file)
    return response.created(new MemberRequestFileTransformer(stored).toObject())
  }

  async discard({ params, auth, response }: HttpContext) {
    const removed = await discardStagedFile(auth.getUserOrFail(), Number(params.fileId))
    if (!removed) return response.notFound({ message: 'File not found' })
    return response.noContent()
  }

  async file(ctx: HttpContext) {
    const own = await ownRequest(ctx)
    const file = await MemberRequestFile.query()
      .where('id', ctx.params.fileId)
      .where('member_request_id', own.id)
      .first()
    if (!file) throw new Refusal('not_found', 'desk.refusals.file_missing', { status: 404 })
    return ctx.response.redirect(await signedLink(file))
  }
}
