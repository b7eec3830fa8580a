import type { HttpContext } from '@adonisjs/core/http'
import { randomUUID } from 'node:crypto'
import AdminPolicy from '#policies/admin_policy'
import { access } from '#support/admin_access'
import { exportTransactions, transactionsList } from '#lists/transactions_list'

/** SPEC §2.9 Transactions: the payments list and its CSV. */
export default class TransactionsListController {
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
}
