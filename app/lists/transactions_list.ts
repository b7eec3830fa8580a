import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { PaymentGateway, PaymentStatus, PlanSlug } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import TransactionTransformer from '#transformers/transaction_transformer'
import { firstMatches, usersMatching } from '#support/text_search'
import { csvTime, streamCsvRows, type CsvRowColumn } from '#support/list_query'
import { defineList, filter } from '#lists/kit'

/** The CSV holds at most this many rows (the filtered set, by id). */
export const TRANSACTION_CSV_MAX_ROWS = 50_000

/** At most this many members (and their invoices) match one search. */
const SEARCH_MEMBERS_MAX = 200

/** Whole baht, as the amount range is typed. */
const BAHT = /^\d{1,9}$/

/**
 * The payments a search names: by gateway charge id, by invoice number, or
 * of the members whose email or name contains it. Each branch of the UNIONs
 * reads an index. Written as ORs (`charge = q OR invoice_id IN (number = q
 * OR user_id IN …)`), PostgreSQL guessed half the million invoices matched
 * and compared every payment with the matches one by one: minutes per
 * search on the million-payment database (bench/admin_lists_concurrent.sh).
 */
const paymentsNamed = (q: string) =>
  db
    .from('payments')
    .select('id')
    .where('gateway_charge_id', q)
    .unionAll(
      db
        .from('payments')
        .select('id')
        .whereIn(
          'invoice_id',
          db
            .from('invoices')
            .select('id')
            .where('number', q.toUpperCase())
            .unionAll(
              db
                .from('invoices')
                .select('id')
                .whereIn('user_id', firstMatches(usersMatching(q), SEARCH_MEMBERS_MAX))
            )
        )
    )

/**
 * SPEC §2.9 Transactions: every payment attempt with its invoice, member,
 * gateway ids and what was refunded of it. A million rows is the design
 * load: the list counts at most 10,000 rows, pages stop at the kit's offset
 * cap, and every sort has an index (database/migrations/4201_add_admin_list_indexes.ts).
 */
export const transactionsList = defineList({
  name: 'transactions',
  route: 'admin.transactions',
  model: Payment,
  // Each term is indexed (charge id, invoice number, member): never every payment.
  search: [(where, q) => where.orWhereIn('payments.id', paymentsNamed(q))],
  sorts: { created_at: 'created_at', amount: 'amount_satang', status: 'status' },
  defaultSort: 'created_at',
  filters: {
    status: filter.column('status', Object.values(PaymentStatus)),
    gateway: filter.column('gateway', Object.values(PaymentGateway)),
    plan: {
      values: Object.values(PlanSlug),
      apply: (query, slug) =>
        query.whereIn(
          'invoice_id',
          db
            .from('invoices')
            .select('id')
            .whereIn(
              'subscription_id',
              db
                .from('subscriptions')
                .select('id')
                .whereIn('plan_id', db.from('plans').select('id').where('slug', slug))
            )
        ),
    },
  },
  dateRange: 'created_at',
  textFilters: {
    amount_min: {
      accept: BAHT,
      apply: (query, baht) => query.where('amount_satang', '>=', Number(baht) * 100),
    },
    amount_max: {
      accept: BAHT,
      apply: (query, baht) => query.where('amount_satang', '<=', Number(baht) * 100),
    },
  },
  countCap: 10_000,
  preload: (query) =>
    query
      // What TransactionTransformer reads of each, not the whole invoice (its bill-to
      // snapshot and lines) nor the whole membership.
      .preload('invoice', (invoice) =>
        invoice
          .select(
            'id',
            'number',
            'status',
            'bill_to_name',
            'bill_to_email',
            'user_id',
            'subscription_id'
          )
          .preload('subscription', (membership) =>
            membership.select('id', 'plan_id').preload('plan', (plan) => plan.select('id', 'slug'))
          )
      )
      .preload('creditNotes', (notes) => notes.select('id', 'payment_id', 'amount_satang')),
  transformer: TransactionTransformer,
})

/** A payment row of the export, as the database returns it, with its invoice's fields. */
type PaymentCsvRow = {
  id: number
  invoice_id: number | null
  amount_satang: number | string
  status: string
  gateway: string
  gateway_charge_id: string | null
  failure_code: string | null
  created_at: unknown
  paid_at: unknown
  refunded_at: unknown
  invoice?: { number: string; bill_to_name: string | null; bill_to_email: string | null }
}

const CSV_SELECT = [
  'id',
  'invoice_id',
  'amount_satang',
  'status',
  'gateway',
  'gateway_charge_id',
  'failure_code',
  'created_at',
  'paid_at',
  'refunded_at',
]

const baht = (satang: number | string) => (Number(satang) / 100).toFixed(2)

const CSV_COLUMNS: CsvRowColumn<PaymentCsvRow>[] = [
  { header: 'Payment id', value: (row) => row.id },
  { header: 'Invoice', value: (row) => row.invoice?.number ?? '' },
  { header: 'Member', value: (row) => row.invoice?.bill_to_name ?? '' },
  { header: 'Email', value: (row) => row.invoice?.bill_to_email ?? '' },
  { header: 'Amount (THB)', value: (row) => baht(row.amount_satang) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Gateway', value: (row) => row.gateway },
  { header: 'Gateway charge id', value: (row) => row.gateway_charge_id ?? '' },
  { header: 'Failure code', value: (row) => row.failure_code ?? '' },
  { header: 'Created at', value: (row) => csvTime(row.created_at) },
  { header: 'Paid at', value: (row) => csvTime(row.paid_at) },
  { header: 'Refunded at', value: (row) => csvTime(row.refunded_at) },
]

/** Each batch's invoices in one query. */
async function withInvoices(rows: PaymentCsvRow[]) {
  const ids = [...new Set(rows.map((row) => row.invoice_id).filter((id) => id !== null))]
  const invoices = await Invoice.query()
    .select('id', 'number', 'bill_to_name', 'bill_to_email')
    .whereIn('id', ids as number[])
    .pojo<{
      id: number
      number: string
      bill_to_name: string | null
      bill_to_email: string | null
    }>()
  const byId = new Map(invoices.map((invoice) => [Number(invoice.id), invoice]))
  for (const row of rows) row.invoice = byId.get(Number(row.invoice_id))
}

/**
 * The Transactions export: the list's own filters over raw rows (no model
 * instances — a capped export reads up to 50,000 payments), audited first.
 */
export async function exportTransactions(ctx: HttpContext) {
  const { narrow, q, filters } = await transactionsList.filtered(ctx)
  // An export of payment data is itself a staff action worth a trace.
  await AuditLog.record('transactions.exported', {
    actor: ctx.auth.user!,
    changes: { q: q || null, filters, max_rows: TRANSACTION_CSV_MAX_ROWS },
    ip: ctx.request.ip(),
  })
  streamCsvRows(ctx, 'transactions.csv', Payment, narrow, CSV_COLUMNS, {
    select: CSV_SELECT,
    enrich: withInvoices,
    maxRows: TRANSACTION_CSV_MAX_ROWS,
  })
}
