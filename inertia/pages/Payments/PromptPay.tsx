import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'

type QrState = 'waiting' | 'paid' | 'expired' | 'failed' | 'superseded'

type Props = {
  payment: {
    id: number
    amountSatang: number
    invoiceNumber: string
    qrImageUri: string | null
    expiresAt: string | null
    expiresAtText: string | null
  }
  state: QrState
  /** Where the member goes once paid. */
  next: string
  /** Sandbox only: the charge the simulated bank's buttons act on. */
  simulate: string | null
}

/** How often the page asks whether the bank has paid. */
const POLL_MS = 3000

/**
 * A PromptPay QR (DESIGN §11): the QR, the amount and the expiry. The page
 * asks the server for the state every few seconds without reloading and
 * goes on once paid; an expired QR offers a new one or paying by card
 * instead, back on the page that started the payment. In the sandbox the
 * simulated bank's buttons pay the QR or let it expire.
 */
export default function PromptPay({ payment, state: initial, next, simulate }: Props) {
  const { t } = useTranslation()
  const [state, setState] = useState<QrState>(initial)
  const [busy, setBusy] = useState(false)
  useEffect(() => setState(initial), [initial])

  useEffect(() => {
    // Paid (also when the sandbox bank's button brought the page back): on to what follows.
    if (state === 'paid') {
      router.visit(next)
      return
    }
    if (state !== 'waiting') return
    let stopped = false
    const timer = window.setInterval(async () => {
      try {
        const answer = await fetch(urlFor('payments.promptpay.status', { id: payment.id }), {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        })
        if (!answer.ok || stopped) return
        const body = (await answer.json()) as { state: QrState; next: string | null }
        if (body.state === 'waiting') return
        setState(body.state)
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }, POLL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [state, payment.id, next])

  /** A new QR, or the card on the page that started the payment (both leave this page). */
  const post = (route: 'payments.promptpay.renew' | 'payments.promptpay.card') => {
    setBusy(true)
    router.post(urlFor(route, { id: payment.id }), {}, { onFinish: () => setBusy(false) })
  }

  const amount = formatSatang(payment.amountSatang)
  return (
    <>
      <Seo title={t('promptpay.title')} noindex />
      <section className="mx-auto w-full max-w-xl px-4 py-12">
        <h1 className="text-2xl font-semibold text-navy-800">{t('promptpay.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('promptpay.invoice', { number: payment.invoiceNumber })}
        </p>
        <div
          className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
          data-testid="promptpay"
          data-state={state}
        >
          <p className="text-sm font-semibold text-slate-700">{t('promptpay.amount')}</p>
          <p className="text-3xl font-semibold text-navy-800" data-testid="promptpay-amount">
            {amount}
          </p>
          {state === 'waiting' ? (
            <>
              <p className="mt-3 text-sm text-slate-700">{t('promptpay.intro')}</p>
              {payment.qrImageUri ? (
                <img
                  src={payment.qrImageUri}
                  alt={t('promptpay.qr_alt', { amount })}
                  className="mx-auto mt-4 h-64 w-64 max-w-full"
                  data-testid="promptpay-qr"
                />
              ) : null}
              {payment.expiresAtText ? (
                <p
                  className="mt-3 text-sm font-medium text-slate-800"
                  data-testid="promptpay-expiry"
                >
                  <time dateTime={payment.expiresAt ?? undefined}>
                    {t('promptpay.expires', { date: payment.expiresAtText })}
                  </time>
                </p>
              ) : null}
              <p className="mt-4 text-sm text-slate-600" role="status" aria-live="polite">
                {t('promptpay.waiting')}
              </p>
            </>
          ) : state === 'paid' ? (
            <div className="mt-4 space-y-4" role="status">
              <p className="font-semibold text-emerald-800">{t('promptpay.paid')}</p>
              <Button onClick={() => router.visit(next)}>{t('promptpay.continue')}</Button>
            </div>
          ) : (
            <div className="mt-4 space-y-4">
              <p className="font-semibold text-red-800" role="alert">
                {t(`promptpay.${state}`)}
              </p>
              {state === 'superseded' ? null : (
                <p className="text-sm text-slate-700">{t('promptpay.expired_next')}</p>
              )}
              <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">
                <Button
                  disabled={busy}
                  data-testid="promptpay-renew"
                  onClick={() => post('payments.promptpay.renew')}
                >
                  {busy
                    ? t('promptpay.renewing')
                    : state === 'superseded'
                      ? t('promptpay.open_newest')
                      : t('promptpay.renew')}
                </Button>
                {state === 'superseded' ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    data-testid="promptpay-card"
                    onClick={() => post('payments.promptpay.card')}
                  >
                    {t('promptpay.card_instead')}
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
        {simulate ? (
          <aside
            className="mt-6 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-4"
            data-testid="sandbox-bank"
          >
            <h2 className="text-sm font-semibold text-amber-900">{t('promptpay.sandbox_title')}</h2>
            <p className="mt-1 text-sm text-amber-900">{t('promptpay.sandbox_text')}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              {(['paid', 'expired'] as const).map((outcome) => (
                <Button
                  key={outcome}
                  variant={outcome === 'paid' ? 'primary' : 'secondary'}
                  size="sm"
                  onClick={() =>
                    router.post(
                      `/sandbox/promptpay/${simulate}/${outcome}`,
                      {},
                      { preserveScroll: true }
                    )
                  }
                >
                  {t(`promptpay.simulate_${outcome}`)}
                </Button>
              ))}
            </div>
          </aside>
        ) : null}
      </section>
    </>
  )
}
