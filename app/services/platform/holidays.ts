import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import Holiday from '#models/holiday'
import type User from '#models/user'
import { forgetBusinessCalendar } from '#services/platform/business_calendar'

/**
 * The public holidays staff keep in Admin › Settings (DESIGN §11). Every
 * write is audited (before/after) and drops the cached business calendar,
 * so the next clock read counts with the new holidays.
 */
type Who = { actor: User; ip: string | null }
export type HolidayForm = { date: string; name_en: string; name_th: string }

const snapshot = (holiday: Holiday) => ({
  date: holiday.date,
  name_en: holiday.nameEn,
  name_th: holiday.nameTh,
})

/** The holidays of one year, in date order, and the years that have any (plus this and next year). */
export async function holidaysOf(year: number, thisYear: number) {
  const rows = await Holiday.query()
    .whereBetween('date', [`${year}-01-01`, `${year}-12-31`])
    .orderBy('date', 'asc')
  const dates = await db.from('holidays').select('date')
  const years = new Set<number>([thisYear, thisYear + 1, year])
  for (const row of dates) years.add(Number(String(row.date).slice(0, 4)))
  return { year, years: [...years].sort((a, b) => a - b), rows }
}

/** A holiday's write in the audit log, in the write's transaction. */
function audit(
  trx: TransactionClientContract,
  action: string,
  holiday: Holiday,
  changes: { before?: unknown; after?: unknown },
  { actor, ip }: Who
) {
  return AuditLog.record(action, { actor, subject: holiday, changes, ip, client: trx })
}

export async function createHoliday(form: HolidayForm, who: Who) {
  const holiday = await db.transaction(async (trx) => {
    const created = await Holiday.create(
      { date: form.date, nameEn: form.name_en, nameTh: form.name_th },
      { client: trx }
    )
    await audit(trx, 'holiday.created', created, { after: snapshot(created) }, who)
    return created
  })
  forgetBusinessCalendar()
  return holiday
}

/** Returns false when nothing changed (no write, no audit entry). */
export async function updateHoliday(holiday: Holiday, form: HolidayForm, who: Who) {
  const before = snapshot(holiday)
  holiday.merge({ date: form.date, nameEn: form.name_en, nameTh: form.name_th })
  if (!holiday.$isDirty) return false
  await db.transaction(async (trx) => {
    holiday.useTransaction(trx)
    await holiday.save()
    await audit(trx, 'holiday.updated', holiday, { before, after: snapshot(holiday) }, who)
  })
  forgetBusinessCalendar()
  return true
}

export async function deleteHoliday(holiday: Holiday, who: Who) {
  await db.transaction(async (trx) => {
    await audit(trx, 'holiday.deleted', holiday, { before: snapshot(holiday) }, who)
    holiday.useTransaction(trx)
    await holiday.delete()
  })
  forgetBusinessCalendar()
}
