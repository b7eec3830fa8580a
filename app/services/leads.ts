import Lead from '#models/lead'
import type { RequestMeta } from '#types/request_meta'

/** A lead from the "Get Legal Support Today" popup (SPEC §2.6). */
export async function storeLead(
  data: { name: string; phone: string; email: string },
  meta: RequestMeta
) {
  return Lead.create({
    ...data,
    source: 'popup',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
}
