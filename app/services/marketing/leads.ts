import { DateTime } from 'luxon'
import Lead from '#models/lead'
import type { RequestMeta } from '#types/request_meta'

/** A second submit of the same contact within this window updates the first lead instead. */
export const LEAD_DEDUPLICATION_HOURS = 24

/**
 * A lead from the "Get Legal Support Today" popup (SPEC §2.6). The same
 * email and phone sent again within a day (a double click, a visitor who
 * reopens the popup) is the same lead: its name is refreshed, no new row.
 */
export async function storeLead(
  data: { name: string; phone: string; email: string },
  meta: RequestMeta
) {
  const since = DateTime.now().minus({ hours: LEAD_DEDUPLICATION_HOURS })
  const recent = await Lead.query()
    .where('email', data.email.toLowerCase())
    .where('phone', data.phone)
    .orderBy('id', 'desc')
    .first()
  if (recent && recent.createdAt > since) {
    recent.name = data.name
    await recent.save()
    return recent
  }
  return Lead.create({
    name: data.name,
    phone: data.phone,
    email: data.email.toLowerCase(),
    source: 'popup',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
}
