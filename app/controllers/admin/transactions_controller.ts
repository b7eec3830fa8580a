import type { HttpContext } from '@adonisjs/core/http'
import { randomUUID } from 'node:crypto'
import AuditLog from '#models/audit_log'
import Payment from '#models/payment'
import AdminPolicy from '#policies/admin_policy'
import { staffRefund } from '#services/billing/refunds'
import {
  listTransactions,
  parseRanges,
  transactionCsv,
  TRANSACTION_CSV_MAX_ROWS,
} from '#services/admin/money_transactions'
import { access } from '#support/admin_access'
import { streamCsvRows } from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { refundValidator, scopedMessages } from '#validators/admin_money'

/** SPEC §2.9 Transactions: the payments list, its CSV, the invoice PDFs and refunds. */
export default class TransactionsController {
  async index({ request, inertia, auth }: HttpContext) {
    return inertia.render('Admin/Transactions', {
      list: await listTransactions(request.qs()),
      can: access.flags(auth.user, 'transactions'),
      // A fresh key per render: a double-submitted refund dialog refunds once.
      refundKey: randomUUID(),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'transactions', 'download')
    const { narrow, columns, params, select, enrich } = await transactionCsv(ctx.request.qs())
    // An export of payment data is itself a staff action worth a trace.
    await AuditLog.record('transactions.exported', {
      actor: ctx.auth.user!,
      changes: {
        q: params.q || null,
        filters: { ...params.filters, ...parseRanges(ctx.request.qs()) },
        max_rows: TRANSACTION_CSV_MAX_ROWS,
      },
      ip: ctx.request.ip(),
    })
    streamCsvRows(ctx, 'transactions.csv', Payment, narrow, columns, {
      select,
      enrich,
      maxRows: TRANSACTION_CSV_MAX_ROWS,
    })
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
