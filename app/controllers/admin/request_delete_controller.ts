import type { HttpContext } from '@adonisjs/core/http'
import DeletionRequest from '#models/deletion_request'
import AdminPolicy from '#policies/admin_policy'
import deletionAdmin from '#services/accounts/deletion_request_admin'
import { refuseDeletionValidator, verifyDeletionValidator } from '#validators/admin_reviews'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'
import { requestDeleteList } from '#lists/request_delete_list'

export default class RequestDeleteController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/RequestDelete', {
      list: await requestDeleteList.page(ctx),
      can: access.flags(ctx.auth.user, 'request_delete'),
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
