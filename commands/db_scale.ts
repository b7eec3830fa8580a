import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Bulk data for benchmarks, not for tests: N members, each with a
 * membership, three (--months) monthly invoices and their payments (about one in
 * twelve failed first). Rows go in with multi-row inserts, one transaction
 * per batch; numbers are reserved in blocks from the same sequences the
 * application uses.
 *
 *   npx node ace db:scale --members=100000
 *   npx node ace db:scale --members=100000 --months=10   (≈ 1.08M payments)
 */
export default class DbScale extends BaseCommand {
  static commandName = 'db:scale'
  static description = 'Create N members with memberships, invoices and payments (benchmarks)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'How many members to create', default: 10_000 })
  declare members: number

  @flags.number({ description: 'Members per batch (one transaction each)', default: 500 })
  declare batch: number

  /** 10 with 100,000 members gives the million payments of the admin-list benchmark. */
  @flags.number({ description: 'Monthly invoices (and payments) per member, 1-24', default: 3 })
  declare months: number

  async run() {
    if (this.app.inProduction) {
      this.logger.error('db:scale refuses to run in production.')
      this.exitCode = 1
      return
    }
    if (!Number.isInteger(this.members) || this.members < 1 || this.members > 2_000_000) {
      this.logger.error('--members must be a whole number between 1 and 2,000,000')
      this.exitCode = 1
      return
    }
    const batch = Math.min(Math.max(Math.floor(this.batch) || 500, 50), 1000)
    if (!Number.isInteger(this.months) || this.months < 1 || this.months > 24) {
      this.logger.error('--months must be a whole number between 1 and 24')
      this.exitCode = 1
      return
    }
    const months = this.months
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: hash } = await import('@adonisjs/core/services/hash')
    const { DateTime } = await import('luxon')
    const { reserveSequenceBlock, formatNumber } =
      await import('#services/platform/number_sequence')
    const { splitVatInclusive } = await import('#support/money')
    const { roleIdFor, RoleSlug } = await import('#enums/role')
    const { priceFor } = await import('#database/factories/billing_factories')
    const { PlanSlug, BillingPeriod } = await import('#enums/billing')

    const personal = await priceFor(PlanSlug.PERSONAL, BillingPeriod.MONTH)
    const business = await priceFor(PlanSlug.BUSINESS, BillingPeriod.MONTH)
    // One real hash for every generated account: they share a password.
    const password = await hash.make('Scale-member-2026')
    const dialect = db.connection().dialect.name
    const stamp = (moment: import('luxon').DateTime) =>
      dialect === 'postgres'
        ? moment.toUTC().toISO()!
        : moment.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
    const now = DateTime.utc().startOf('second')
    const year = now.setZone('Asia/Bangkok').year
    const runId = now.toFormat('yyyyLLddHHmmss')
    const started = performance.now()
    let created = 0

    while (created < this.members) {
      const size = Math.min(batch, this.members - created)
      await db.transaction(async (trx) => {
        const firstMembership = await reserveSequenceBlock('membership', year, size, trx)
        const firstInvoice = await reserveSequenceBlock('invoice', year, size * months, trx)
        const users = Array.from({ length: size }, (_, index) => {
          const n = created + index
          return {
            role_id: roleIdFor(RoleSlug.USER),
            name: `Scale Member ${n}`,
            email: `scale-${runId}-${n}@members.lexpat.test`,
            password,
            country: 'Thailand',
            nationality: ['British', 'German', 'American', 'Australian', 'Thai'][n % 5],
            locale: n % 4 === 0 ? 'th' : 'en',
            is_free_member: false,
            is_omise_user: n % 10 === 0,
            created_at: stamp(now),
            updated_at: stamp(now),
          }
        })
        const userIds = await insertAndFindIds(trx, 'users', users, 'email')
        const subscriptions = userIds.map((userId, index) => {
          const price = index % 5 === 0 ? business : personal
          const startedAt = now.minus({ months, days: index % 28 })
          return {
            user_id: userId,
            plan_id: price.planId,
            price_id: price.id,
            membership_number: formatNumber('membership', year, firstMembership + index),
            status: index % 25 === 0 ? 'past_due' : index % 40 === 0 ? 'cancel_pending' : 'active',
            custom_created: false,
            declared_incarcerated: false,
            applied_at: stamp(startedAt.minus({ days: 1 })),
            started_at: stamp(startedAt),
            current_period_start: stamp(startedAt.plus({ months })),
            current_period_end: stamp(startedAt.plus({ months: months + 1 })),
            created_at: stamp(startedAt),
            updated_at: stamp(now),
          }
        })
        const subscriptionIds = await insertAndFindIds(
          trx,
          'subscriptions',
          subscriptions,
          'membership_number'
        )
        const invoices = subscriptionIds.flatMap((subscriptionId, index) => {
          const price = index % 5 === 0 ? business : personal
          const amounts = splitVatInclusive(price.amountSatang)
          const startedAt = now.minus({ months, days: index % 28 })
          return Array.from({ length: months }, (_, month) => ({
            number: formatNumber('invoice', year, firstInvoice + index * months + month),
            subscription_id: subscriptionId,
            user_id: userIds[index],
            period_start: stamp(startedAt.plus({ months: month })),
            period_end: stamp(startedAt.plus({ months: month + 1 })),
            subtotal_satang: amounts.subtotalSatang,
            vat_satang: amounts.vatSatang,
            total_satang: amounts.totalSatang,
            status: 'paid',
            bill_to_name: users[index].name,
            bill_to_email: users[index].email,
            issued_at: stamp(startedAt.plus({ months: month })),
            paid_at: stamp(startedAt.plus({ months: month, minutes: 2 })),
            attempt_count: 1,
            created_at: stamp(startedAt.plus({ months: month })),
            updated_at: stamp(now),
          }))
        })
        const invoiceIds = await insertAndFindIds(trx, 'invoices', invoices, 'number')
        const payments = invoiceIds.flatMap((invoiceId, index) => {
          const base = {
            invoice_id: invoiceId,
            gateway: 'sandbox',
            amount_satang: invoices[index].total_satang,
            currency: 'THB',
            created_at: invoices[index].issued_at,
            updated_at: invoices[index].issued_at,
          }
          const rows = []
          if (index % 12 === 0) {
            rows.push({
              ...base,
              gateway_charge_id: `chrg_scale_${runId}_${invoiceId}_1`,
              status: 'failed',
              failure_code: 'insufficient_fund',
              failure_message: 'The card was declined: insufficient funds.',
              idempotency_key: `scale-${runId}-${invoiceId}-1`,
              paid_at: null,
            })
          }
          rows.push({
            ...base,
            gateway_charge_id: `chrg_scale_${runId}_${invoiceId}_2`,
            status: 'successful',
            failure_code: null,
            failure_message: null,
            idempotency_key: `scale-${runId}-${invoiceId}-2`,
            paid_at: invoices[index].paid_at,
          })
          return rows
        })
        for (let offset = 0; offset < payments.length; offset += CHUNK) {
          await trx
            .insertQuery()
            .table('payments')
            .multiInsert(payments.slice(offset, offset + CHUNK))
        }
      })
      created += size
      if (created % (batch * 20) === 0 || created === this.members) {
        const seconds = (performance.now() - started) / 1000
        this.logger.info(`${created.toLocaleString('en')} members in ${seconds.toFixed(1)} s`)
      }
    }
    // As after any bulk load, what autovacuum would do in its own time: fresh
    // statistics (else the planner guesses at a million new rows) and, on
    // PostgreSQL, the visibility map, without which no scan is index-only
    // (a price's memberships counted 100-195 ms before, 11-26 ms after; a
    // server with autovacuum off, as on the CI machine, never catches up).
    await db.rawQuery(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')
    const seconds = (performance.now() - started) / 1000
    this.logger.success(
      `Created ${created.toLocaleString('en')} members (+ memberships, ${(created * months).toLocaleString('en')} invoices and their payments) on ${dialect} in ${seconds.toFixed(1)} s`
    )
  }
}

/** SQLite caps a compound statement at 500 terms. */
const CHUNK = 400

/**
 * Multi-row insert (at most CHUNK rows a statement), then the new ids read
 * back by a unique column, in the order of `rows`. RETURNING of a
 * multi-row insert is not portable across the SQLite and PostgreSQL drivers.
 */
async function insertAndFindIds(
  client: any,
  table: string,
  rows: Record<string, unknown>[],
  uniqueColumn: string
): Promise<number[]> {
  const byKey = new Map<unknown, number>()
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    const slice = rows.slice(offset, offset + CHUNK)
    await client.insertQuery().table(table).multiInsert(slice)
    const found = await client
      .from(table)
      .whereIn(
        uniqueColumn,
        slice.map((row) => row[uniqueColumn])
      )
      .select('id', uniqueColumn)
    for (const row of found) byKey.set(row[uniqueColumn], Number(row.id))
  }
  return rows.map((row) => byKey.get(row[uniqueColumn])!)
}
