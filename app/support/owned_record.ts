import { errors as lucidErrors } from '@adonisjs/lucid'
import type User from '#models/user'
import type Subscription from '#models/subscription'
import type Invoice from '#models/invoice'
import type PaymentMethod from '#models/payment_method'

/** The member's own collections a settings page may open one record of. */
type OwnedModels = {
  subscriptions: Subscription
  invoices: Invoice
  paymentMethods: PaymentMethod
}

/**
 * Loads one of the member's records through its owner (CONVENTIONS §2):
 * `await ownedRecord(user, 'invoices', params.id)`. Another member's id, a
 * missing one and a malformed one all end the same way, in Lucid's
 * E_ROW_NOT_FOUND (a 404): the answer never tells whether someone else's
 * record exists.
 */
export async function ownedRecord<R extends keyof OwnedModels>(
  user: User,
  relation: R,
  id: unknown
): Promise<OwnedModels[R]> {
  const numeric = typeof id === 'number' ? id : Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) {
    throw new lucidErrors.E_ROW_NOT_FOUND()
  }
  const query = user.related(relation as 'invoices').query()
  return (await query.where('id', numeric).firstOrFail()) as unknown as OwnedModels[R]
}
