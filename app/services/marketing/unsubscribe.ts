import { DateTime } from 'luxon'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Subscriber from '#models/subscriber'
import { appUrl } from '#config/app'

/** Purpose baked into the signature: a URL signed for anything else does not unsubscribe. */
export const UNSUBSCRIBE_PURPOSE = 'unsubscribe'

/**
 * PDPA: the signed link of every marketing mail. It never
 * expires (an old newsletter must still let a member out) and names the
 * address, so one member's link cannot unsubscribe another.
 */
export function unsubscribeUrl(email: string): string {
  return signedUrlFor(
    'unsubscribe.show',
    {},
    { qs: { email: email.trim().toLowerCase() }, purpose: UNSUBSCRIBE_PURPOSE, prefixUrl: appUrl }
  )
}

/**
 * Marks the address out of marketing mail, at once: the member's account
 * and the newsletter subscriber with that address; an address that is
 * neither is remembered as an unsubscribed subscriber. Later sends skip it.
 */
export async function unsubscribe(email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  const now = DateTime.utc()
  await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('email', address).first()
    if (user && !user.marketingUnsubscribedAt) {
      user.marketingUnsubscribedAt = now
      await user.save()
    }
    const subscriber = await Subscriber.query({ client: trx }).where('email', address).first()
    if (subscriber && !subscriber.unsubscribedAt) {
      subscriber.unsubscribedAt = now
      await subscriber.save()
    }
    if (!user && !subscriber) {
      await Subscriber.create(
        { email: address, locale: 'en', unsubscribedAt: now },
        { client: trx }
      )
    }
  })
}
