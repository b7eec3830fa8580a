import { useEffect, useRef } from 'react'
import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { SettingsTitle } from '~/components/settings/settings_title'
import { money } from '~/components/settings_billing/status_text'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  kind: 'pay_now' | 'reactivation'
  state: 'pending' | 'successful' | 'failed' | 'none'
  invoice: Data.MemberInvoice | null
  failure: string | null
  subscriptionId: number
  membership?: { number: string; plan: string; status: string }
  reviewBy?: string | null
}

/** How often, and how many times, the page asks again while the bank has not answered. */
const POLL_MS = 3000
const POLL_LIMIT = 60

/**
 * The processing page of "pay now" and of reactivation (SPEC §2.8): the
 * payment's state until it settles. Back from 3-D Secure the server re-reads
 * the charge; while it is still pending the page asks again by itself.
 */
export default function PaymentProcessing(props: Props) {
  const { kind, state, invoice, failure, subscriptionId, membership, reviewBy } = props
  const { t } = useTranslation()
  const polls = useRef(0)
  useEffect(() => {
    if (state !== 'pending' || polls.current >= POLL_LIMIT) return
    const timer = window.setTimeout(() => {
      polls.current += 1
      router.reload({ only: ['state', 'invoice', 'failure', 'membership', 'reviewBy'] })
    }, POLL_MS)
    return () => window.clearTimeout(timer)
  }, [state, props])

  const successText =
    kind === 'reactivation' && membership?.status === 'reactivation' && reviewBy
      ? t('settings_billing.processing.successful_review', { date: reviewBy })
      : kind === 'reactivation' && membership?.status === 'active'
        ? t('settings_billing.processing.successful_reactivated')
        : t('settings_billing.processing.successful')
  const tone =
    state === 'successful'
      ? 'border-emerald-600 bg-emerald-50'
      : state === 'failed'
        ? 'border-red-600 bg-red-50'
        : 'border-slate-300 bg-white'
  return (
    <>
      <div className="max-w-2xl">
        <SettingsTitle title={t('settings_billing.processing.title')} />
        {invoice ? (
          <p className="mt-2 text-slate-700">
            {t('settings_billing.processing.invoice', {
              number: invoice.number,
              amount: money(invoice.totalSatang),
            })}
          </p>
        ) : null}
        <div
          className={`mt-6 rounded-lg border-2 p-6 ${tone}`}
          role="status"
          aria-live="polite"
          data-testid="payment-state"
          data-state={state}
        >
          {state === 'pending' ? (
            <>
              <p className="flex items-center gap-3 text-lg font-semibold text-navy-800">
                <span
                  aria-hidden="true"
                  className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-navy-800 border-t-transparent motion-reduce:animate-none"
                />
                {t('settings_billing.processing.pending')}
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {t('settings_billing.processing.pending_help')}
              </p>
            </>
          ) : state === 'successful' ? (
            <p className="text-lg font-semibold text-emerald-900">{successText}</p>
          ) : state === 'failed' ? (
            <>
              <p className="text-lg font-semibold text-red-800">
                {t('settings_billing.processing.failed')}
              </p>
              {failure ? <p className="mt-2 text-red-800">{failure}</p> : null}
            </>
          ) : (
            <p className="text-slate-800">{t('settings_billing.processing.none')}</p>
          )}
        </div>
        <div className="mt-6 flex flex-wrap gap-4">
          {state === 'pending' ? (
            <button
              type="button"
              className="font-semibold text-navy-800 underline"
              onClick={() => router.reload()}
            >
              {t('settings_billing.processing.refresh')}
            </button>
          ) : null}
          {kind === 'reactivation' ? (
            <Link
              route="settings.subscriptions.reactivate"
              routeParams={{ id: subscriptionId }}
              className="font-semibold text-navy-800 underline"
            >
              {t('settings_billing.processing.back_reactivate')}
            </Link>
          ) : (
            <Link
              route="settings.payment-methods"
              className="font-semibold text-navy-800 underline"
            >
              {t('settings_billing.processing.back_cards')}
            </Link>
          )}
          <Link route="settings.invoices" className="font-semibold text-navy-800 underline">
            {t('settings_billing.processing.invoices')}
          </Link>
        </div>
      </div>
    </>
  )
}
