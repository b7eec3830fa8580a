import { SubscriptionStatus as S, type SubscriptionStatus } from '#enums/billing'
import type { I18n } from '@adonisjs/i18n'

/** The app's own origin, for the 3-D Secure return address (absolute). */
export function appUrl() {
  return (process.env.APP_URL ?? '').replace(/\/+$/, '')
}

/**
 * The member-facing text of a decline code: `payments.errors.<code>`, then
 * `checkout.declines.<code>`, else the generic text with the gateway's reason.
 */
export function declineMessage(i18n: I18n, code: string | null, message: string | null) {
  for (const key of [`payments.errors.${code}`, `checkout.declines.${code}`]) {
    if (code && i18n.hasMessage(key)) return i18n.t(key)
  }
  return i18n.t('checkout.declines.generic', { reason: message ?? code ?? '' })
}

/** Memberships whose open invoice may be paid from Payment Methods ("pay now"). */
export const PAYABLE_MEMBERSHIPS: ReadonlyArray<SubscriptionStatus> = [
  S.ACTIVE,
  S.PAST_DUE,
  S.SUSPENDED,
  S.CANCEL_PENDING,
  S.REACTIVATION,
]
