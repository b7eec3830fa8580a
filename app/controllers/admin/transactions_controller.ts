import type { HttpContext } from '@adonisjs/core/http'
import Payment from '#models/payment'
import AdminPolicy from '#policies/admin_policy'
import { staffRefund } from '#services/billing/refunds'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'
import { refundValidator, scopedMessages } from '#validators/admin_money'

/** SPEC §2.9 Transactions: a payment refunded, with its credit note. */
export default class TransactionsController {
  async refund(ctx: HttpContext) {
    const payment = await Payment.findOrFail(ctx.params.id)
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'transactions', 'refund')
    const input = await ctx.request.validateUsing(refundValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'transactions'),
    })
    const note = await staffRefund(payment.id, input, staffWrite(ctx))
    return backWith(ctx, 'transactions.flash.refunded', { number: note.number })
  }
}
