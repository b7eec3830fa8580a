import type { HttpContext } from '@adonisjs/core/http'
import { randomUUID } from 'node:crypto'
import Payment from '#models/payment'
import AdminPolicy from '#policies/admin_policy'
import { staffRefund } from '#services/billing/refunds'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'
import { refundValidator, scopedMessages } from '#validators/admin_money'
import { exportTransactions, transactionsList } from '#lists/transactions_list'

/** SPEC §2.9 Transactions: the payments list, its CSV, the invoice PDFs and refunds. */
export default class TransactionsController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Transactions', {
      list: await transactionsList.page(ctx),
      can: access.flags(ctx.auth.user, 'transactions'),
      // A fresh key per render: a double-submitted refund dialog refunds once.
      refundKey: randomUUID(),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'transactions', 'download')
    return exportTransactions(ctx)
  }

  async refund(ctx: HttpContext) {
    const { params, bouncer, request, session, i18n, response } = ctx
    const payment = await Payment.findOrFail(params.id)
    await bouncer.with(AdminPolicy).authorize('can', 'transactions', 'refund')
    const input = await request.validateUsing(refundValidator, {
      messagesProvider: scopedMessages(i18n, 'transactions'),
    })
    const note = await staffRefund(payment.id, input, staffWrite(ctx))
    session.flash('success', i18n.t('transactions.flash.refunded', { number: note.number }))
    return response.redirect().withQs().back()
  }
}
