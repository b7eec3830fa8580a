import { useState } from 'react'
import { Link } from '~/components/link'
import { router, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { SettingsTitle } from '~/components/settings/settings_title'
import { Button } from '~/components/ui/button'
import { money } from '~/components/settings_billing/status_text'
import { useTranslation } from '~/hooks/use_translation'
import { GooglePay, tokenErrorText } from '~/components/checkout/google_pay'
import type { TokenizationSetup } from '~/lib/tokenizer'

type Props = {
  membership: {
    id: number
    number: string
    plan: string
    status: string
    billingPeriod: 'month' | 'year'
  }
  state: 'pay' | 'review' | 'not_allowed' | 'not_needed'
  dueSatang: number
  needsReview: boolean
  invoices: Data.MemberInvoice[]
  card: Data.PaymentMethod | null
  tokenization: TokenizationSetup
  /** PromptPay may pay this (an annual plan, or a monthly one with a card on file: DESIGN §11). */
  promptPay: boolean
}

/**
 * Reactivate processing (SPEC §2.8): what is due, the
 * card it is charged to, and one button; the payment may go through 3-D
 * Secure and ends on the processing page.
 */
export default function Reactivate({
  membership,
  state,
  dueSatang,
  invoices,
  card,
  tokenization,
  promptPay,
}: Props) {
  const { t } = useTranslation()
  const [paying, setPaying] = useState(false)
  const [walletError, setWalletError] = useState<string | null>(null)
  const cardError = (usePage().props.errors as Record<string, string | undefined> | undefined)
    ?.card_number
  function pay(data: { method?: 'card' | 'promptpay'; token?: string }) {
    setPaying(true)
    setWalletError(null)
    router.post(urlFor('settings.subscriptions.reactivate.store', { id: membership.id }), data, {
      onFinish: () => setPaying(false),
    })
  }
  const intro =
    membership.status === 'suspended'
      ? 'intro_suspended'
      : membership.status === 'cancelled'
        ? 'intro_cancelled'
        : 'intro_reactivation'
  return (
    <>
      <div className="max-w-2xl">
        <SettingsTitle title={t('settings_billing.reactivate.title')} />
        <p className="mt-2 font-medium text-slate-800">
          {t('settings_billing.reactivate.membership', {
            plan: membership.plan,
            number: membership.number,
          })}
        </p>
        {state === 'pay' ? (
          <div className="mt-6 space-y-6" data-testid="reactivate-pay">
            <p className="text-slate-700">{t(`settings_billing.reactivate.${intro}`)}</p>
            <section
              aria-labelledby="due-now"
              className="rounded-lg border border-slate-200 bg-white p-6"
            >
              <h2 id="due-now" className="text-sm font-semibold text-slate-700">
                {t('settings_billing.reactivate.due')}
              </h2>
              <p className="mt-1 text-3xl font-semibold text-navy-800" data-testid="due-amount">
                {money(dueSatang)}
              </p>
              {invoices.length ? (
                <ul className="mt-2 text-sm text-slate-700">
                  {invoices.map((invoice) => (
                    <li key={invoice.id}>
                      {t('settings_billing.reactivate.open_invoice', {
                        number: invoice.number,
                        start: invoice.periodStart,
                        end: invoice.periodEnd,
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-700">
                  {t('settings_billing.reactivate.new_period', {
                    period: t(`settings_billing.reactivate.periods.${membership.billingPeriod}`),
                    plan: membership.plan,
                  })}
                </p>
              )}
              <h2 className="mt-6 text-sm font-semibold text-slate-700">
                {t('settings_billing.reactivate.card')}
              </h2>
              <p className="mt-1 text-slate-800" data-testid="reactivate-card">
                {card
                  ? t('settings_billing.cards.ending', { brand: card.brand, last4: card.last4 })
                  : t('settings_billing.reactivate.no_card')}
              </p>
              <Link
                route="settings.payment-methods"
                className="mt-1 inline-block text-sm font-semibold text-navy-800 underline"
              >
                {t('settings_billing.reactivate.manage_cards')}
              </Link>
            </section>
            <Button
              size="lg"
              className="w-full"
              data-testid="reactivate-button"
              disabled={!card || paying}
              onClick={() => pay({})}
            >
              {paying
                ? t('settings_billing.reactivate.paying')
                : t('settings_billing.reactivate.pay_button', { amount: money(dueSatang) })}
            </Button>
            <GooglePay
              setup={tokenization}
              amountSatang={dueSatang}
              disabled={paying}
              onToken={(result) => {
                if (result.ok) pay({ token: result.token })
                else setWalletError(tokenErrorText(t, result.code))
              }}
            />
            {walletError || cardError ? (
              <p className="text-sm font-medium text-red-700" role="alert">
                {walletError ?? cardError}
              </p>
            ) : null}
            {promptPay ? (
              <div className="space-y-2">
                <Button
                  size="lg"
                  variant="secondary"
                  className="w-full"
                  data-testid="reactivate-promptpay"
                  disabled={paying}
                  onClick={() => pay({ method: 'promptpay' })}
                >
                  {t('promptpay.pay_button', { amount: money(dueSatang) })}
                </Button>
                <p className="text-xs text-slate-600">{t('promptpay.promptpay_note')}</p>
              </div>
            ) : (
              <p className="text-sm text-slate-700" data-testid="promptpay-monthly">
                {t('promptpay.monthly_due_note')}
              </p>
            )}
          </div>
        ) : (
          <div
            className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-800"
            data-testid={`reactivate-${state}`}
          >
            <p>{t(`settings_billing.reactivate.${state}`)}</p>
            {state === 'not_allowed' ? (
              <Link
                route="resources.contact-us"
                className="mt-3 inline-block font-semibold text-navy-800 underline"
              >
                {t('settings_billing.reactivate.contact')}
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </>
  )
}
