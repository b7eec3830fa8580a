import type { HttpContext } from '@adonisjs/core/http'
import DeletionRequest from '#models/deletion_request'
import AdminPolicy from '#policies/admin_policy'
import deletionAdmin from '#services/accounts/deletion_request_admin'
import { refuseDeletionValidator, verifyDeletionValidator } from '#validators/admin_reviews'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

/** SPEC §2.9 Request Delete: identity verified, then the account erased, or the request refused. */
export default class RequestDeleteController {
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

  async #run(ctx: HttpContext, done: string, run: () => Promise<unknown>) {
    await run()
    return backWith(ctx, `request_delete.flash.${done}`)
  }
}
