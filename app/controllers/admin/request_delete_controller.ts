import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import DeletionRequest from '#models/deletion_request'
import { DELETION_REQUEST_STATUSES } from '#enums/content'
import AdminPolicy from '#policies/admin_policy'
import deletionAdmin from '#services/admin/deletion_request_admin'
import { toDeletionRequestRow } from '#transformers/admin_subscription_transformer'
import { refuseDeletionValidator, verifyDeletionValidator } from '#validators/admin_reviews'
import { likePattern, listPage, parseListQuery, type ListParams } from '#support/list_query'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'

/** SPEC §2.9 Request Delete: PDPA erasure requests, oldest deadline first. */
const list = {
  sorts: { received_at: 'created_at', email: 'email' },
  defaultSort: 'received_at',
  defaultDir: 'asc',
  filters: {
    status: DELETION_REQUEST_STATUSES,
    source: ['public', 'member'],
    verified: ['yes', 'no'],
  },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type Query = ModelQueryBuilderContract<typeof DeletionRequest>

const narrow = (query: Query, { q, filters }: Params) =>
  query
    .if(q, (sub) => sub.whereRaw('email like ? escape ?', [likePattern(q), '\\']))
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.source === 'member', (sub) => sub.whereNotNull('user_id'))
    .if(filters.source === 'public', (sub) => sub.whereNull('user_id'))
    .if(filters.verified === 'yes', (sub) => sub.whereNotNull('verified_at'))
    .if(filters.verified === 'no', (sub) => sub.whereNull('verified_at'))

export default class RequestDeleteController {
  async index({ request, inertia, auth }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    return inertia.render('Admin/RequestDelete', {
      list: await listPage(DeletionRequest, params, list, narrow, toDeletionRequestRow),
      can: access.flags(auth.user, 'request_delete'),
    })
  }

  async verify(ctx: HttpContext) {
    const request = await DeletionRequest.findOrFail(ctx.params.id)
    const { note } = await ctx.request.validateUsing(verifyDeletionValidator)
    return this.#run(ctx, 'verified', () => deletionAdmin.verify(request, note, staffWrite(ctx)))
  }

  async execute(ctx: HttpContext) {
    const request = await DeletionRequest.findOrFail(ctx.params.id)
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'request_delete', 'erase')
    return this.#run(ctx, 'executed', () => deletionAdmin.execute(request, staffWrite(ctx)))
  }

  async refuse(ctx: HttpContext) {
    const request = await DeletionRequest.findOrFail(ctx.params.id)
    const { reason } = await ctx.request.validateUsing(refuseDeletionValidator)
    return this.#run(ctx, 'refused', () => deletionAdmin.refuse(request, reason, staffWrite(ctx)))
  }

  async #run({ session, i18n, response }: HttpContext, done: string, run: () => Promise<unknown>) {
    await run()
    session.flash('success', i18n.t(`request_delete.flash.${done}`))
    return response.redirect().withQs().back()
  }
}
