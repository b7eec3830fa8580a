import { DateTime } from 'luxon'
import { usersMatching } from '#support/text_search'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { PaymentGateway, PaymentStatus, PlanSlug } from '#enums/billing'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import Plan from '#models/plan'
import { toTransactionRow, type TransactionRow } from '#transformers/transaction_transformer'
import {
  listPage,
  parseListQuery,
  csvTime,
  type CsvRowColumn,
  type ListPage,
  type ListParams,
} from '#support/list_query'

/**
 * SPEC §2.9 Transactions: every payment attempt with its invoice, member,
 * gateway ids and what was refunded of it. A million rows is the design
 * load (issue 11 point 4): the list counts at most COUNT_CAP rows, pages
 * stop at the kit's offset cap, and every sort has an index
 * (database/migrations/4201_add_admin_list_indexes.ts).
 */
export const TRANSACTION_LIST = {
  sorts: { created_at: 'created_at', amount: 'amount_satang', status: 'status' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: {
    status: Object.values(PaymentStatus),
    gateway: Object.values(PaymentGateway),
    plan: Object.values(PlanSlug),
  },
  countCap: 10_000,
} as const

/** The CSV holds at most this many rows (the filtered set, newest first is not promised: by id). */
export const TRANSACTION_CSV_MAX_ROWS = 50_000

type Params = ListParams<keyof typeof TRANSACTION_LIST.sorts, keyof typeof TRANSACTION_LIST.filters>

/** Range filters: free values, so read leniently (a bad one is dropped, never an error). */
export type TransactionRanges = {
  from?: string
  to?: string
  amount_min?: string
  amount_max?: string
  /** Resolved before the list query: the invoices a search names (never sent to the page). */
  searchInvoiceIds?: number[]
}

/** At most this many members (and their invoices) match one search. */
const SEARCH_MEMBERS_MAX = 200

/**
 * The invoices a search names: by number, or of the members whose email or
 * name contains the text. Two small indexed queries, run before the list so
 * the payments query stays index-only.
 */
export async function searchInvoiceIds(q: string): Promise<number[]> {
  if (!q) return []
  const members: Array<{ id: number }> = await usersMatching(q).limit(SEARCH_MEMBERS_MAX)
  const rows = await Invoice.query()
    .select('id')
    .where('number', q.toUpperCase())
    .if(members.length > 0, (query) =>
      query.orWhereIn(
        'user_id',
        members.map((member) => member.id)
      )
    )
  return rows.map((row) => row.id)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const BAHT = /^\d{1,9}$/

function one(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' ? raw.trim() : ''
}

export function parseRanges(
  qs: Record<string, unknown>
): Omit<TransactionRanges, 'searchInvoiceIds'> {
  const ranges: Omit<TransactionRanges, 'searchInvoiceIds'> = {}
  for (const name of ['from', 'to'] as const) {
    const value = one(qs[name])
    if (DAY.test(value) && DateTime.fromISO(value).isValid) ranges[name] = value
  }
  for (const name of ['amount_min', 'amount_max'] as const) {
    const value = one(qs[name])
    if (BAHT.test(value)) ranges[name] = value
  }
  return ranges
}

type PaymentQuery = ModelQueryBuilderContract<typeof Payment>

/** Bangkok calendar days (what staff mean by a date) as UTC bounds. */
const dayStart = (day: string) =>
  DateTime.fromISO(day, { zone: 'Asia/Bangkok' }).startOf('day').toUTC()

function stamp(query: PaymentQuery, moment: DateTime) {
  return query.client.dialect.name === 'postgres'
    ? moment.toISO()!
    : moment.toFormat('yyyy-MM-dd HH:mm:ss')
}

/** Search and filters; the same narrowing feeds the page and the CSV. */
export function narrowTransactions(
  query: PaymentQuery,
  { q, filters }: Params,
  ranges: TransactionRanges
) {
  query
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.gateway, (sub) => sub.where('gateway', filters.gateway!))
    .if(filters.plan, (sub) =>
      sub.whereIn('invoice_id', (invoices) =>
        invoices
          .from(Invoice.table)
          .select('id')
          .whereIn('subscription_id', (memberships) =>
            memberships
              .from(Subscription.table)
              .select('id')
              .whereIn('plan_id', (plans) =>
                plans.from(Plan.table).select('id').where('slug', filters.plan!)
              )
          )
      )
    )
    .if(ranges.from, (sub) => sub.where('created_at', '>=', stamp(sub, dayStart(ranges.from!))))
    .if(ranges.to, (sub) =>
      sub.where('created_at', '<', stamp(sub, dayStart(ranges.to!).plus({ days: 1 })))
    )
    .if(ranges.amount_min, (sub) =>
      sub.where('amount_satang', '>=', Number(ranges.amount_min) * 100)
    )
    .if(ranges.amount_max, (sub) =>
      sub.where('amount_satang', '<=', Number(ranges.amount_max) * 100)
    )
  if (q) {
    // Each term is indexed (charge id, invoice id), so the OR reads the
    // indexes instead of scanning every payment.
    query.where((either) =>
      either.where('gateway_charge_id', q).orWhereIn('invoice_id', ranges.searchInvoiceIds ?? [])
    )
  }
}

/** What was refunded of each payment (credit notes), one grouped query. */
async function refundedByPayment(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await CreditNote.query()
    .whereIn('payment_id', ids)
    .groupBy('payment_id')
    .select('payment_id')
    .sum('amount_satang as refunded')
  return new Map(rows.map((row) => [row.paymentId, Number(row.$extras.refunded)]))
}

/** Invoices of the page's payments with their plan slug: two queries, whatever the page size. */
async function invoicesFor(payments: Payment[]) {
  const ids = [...new Set(payments.map((payment) => payment.invoiceId))]
  if (ids.length === 0) return new Map<number, Invoice>()
  const invoices = await Invoice.query()
    .whereIn('id', ids)
    .preload('subscription', (sub) => sub.preload('plan'))
  return new Map(invoices.map((invoice) => [invoice.id, invoice]))
}

export async function listTransactions(
  qs: Record<string, unknown>
): Promise<ListPage<TransactionRow> & { filters: Record<string, string | undefined> }> {
  const params = parseListQuery(qs, TRANSACTION_LIST)
  const ranges = { ...parseRanges(qs), searchInvoiceIds: await searchInvoiceIds(params.q) }
  const page = await listPage(
    Payment,
    params,
    TRANSACTION_LIST,
    (query, listParams) => narrowTransactions(query, listParams, ranges),
    (payment) => payment
  )
  const [invoices, refunded] = await Promise.all([
    invoicesFor(page.rows),
    refundedByPayment(page.rows.map((payment) => payment.id)),
  ])
  return {
    ...page,
    // The range values ride along with the list's filters so the table keeps them in its URLs.
    filters: { ...page.filters, ...parseRanges(qs) },
    rows: page.rows.map((payment) =>
      toTransactionRow(payment, invoices.get(payment.invoiceId) ?? null, refunded.get(payment.id))
    ),
  }
}

/** The export's narrowing: the list's, with the invoice loaded per batch (no N+1). */
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

/**
 * The Transactions export: the list's own filters over raw rows (no model
 * instances — a capped export reads up to 50,000 payments), each batch's
 * invoices read with one query.
 */
export async function transactionCsv(qs: Record<string, unknown>) {
  const params = parseListQuery(qs, TRANSACTION_LIST)
  const ranges = { ...parseRanges(qs), searchInvoiceIds: await searchInvoiceIds(params.q) }
  const narrow = (query: PaymentQuery) => narrowTransactions(query, params, ranges)
  const select = [
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
  const enrich = async (rows: PaymentCsvRow[]) => {
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
  const baht = (satang: number | string) => (Number(satang) / 100).toFixed(2)
  const columns: CsvRowColumn<PaymentCsvRow>[] = [
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
  return { narrow, columns, params, ranges, select, enrich }
}
