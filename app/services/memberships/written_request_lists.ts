import type User from '#models/user'
import Price from '#models/price'
import WrittenRequest, { WrittenRequestStatus } from '#models/written_request'
import { confirmationUrl } from '#services/memberships/written_requests'
import WrittenRequestTransformer from '#transformers/written_request_transformer'

/** How many requests the Delete Subscriptions panel shows (awaiting ones first). */
const STAFF_LIMIT = 50

/** The active prices of active plans, for the staff dialog's "new plan". */
export async function writtenRequestPrices() {
  const prices = await Price.onSale()
  return prices.map((price) => ({
    id: price.id,
    plan: price.plan.name,
    plan_th: price.plan.nameTh,
    billing_period: price.billingPeriod,
    amount_satang: price.amountSatang,
  }))
}

/** Delete Subscriptions: requests awaiting the member's confirmation first, then the newest. */
export async function staffWrittenRequests() {
  const rows = await WrittenRequest.query()
    .preload('subscription')
    .preload('user')
    .preload('recorder')
    .preload('price', (query) => query.preload('plan'))
    .orderByRaw('CASE WHEN status = ? THEN 0 ELSE 1 END', [
      WrittenRequestStatus.AWAITING_CONFIRMATION,
    ])
    .orderBy('id', 'desc')
    .limit(STAFF_LIMIT)
  return rows.map((row) => new WrittenRequestTransformer(row).toAdmin())
}

/** Settings › Subscriptions: the member's own requests, newest first. */
export async function memberWrittenRequests(user: User, locale: string) {
  const rows = await WrittenRequest.query()
    .where('user_id', user.id)
    .preload('subscription')
    .preload('price', (query) => query.preload('plan'))
    .orderBy('id', 'desc')
    .limit(20)
  // The member's own page may carry the confirmation link the mail carries.
  return rows.map((row) =>
    new WrittenRequestTransformer(
      row,
      locale,
      row.status === WrittenRequestStatus.AWAITING_CONFIRMATION ? confirmationUrl(row) : null
    ).toMemberRow()
  )
}
