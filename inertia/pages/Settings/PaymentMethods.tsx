import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { SettingsTitle } from '~/components/settings/settings_title'
import { CheckboxField, Form, SubmitButton, useRouteForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { CardEntry } from '~/components/checkout/card_entry'
import { useCardEntry } from '~/components/checkout/use_card_entry'
import { money } from '~/components/settings_billing/status_text'
import type { TokenizationSetup } from '~/lib/tokenizer'
import { GooglePay, tokenErrorText } from '~/components/checkout/google_pay'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  cards: Data.PaymentMethod[]
  dueInvoices: Data.MemberInvoice[]
  highlightedInvoice: string | null
  invoiceNotDue: boolean
  expiryYears: number[]
  tokenization: TokenizationSetup
  /** Due invoices PromptPay may pay (DESIGN §11: not a monthly plan's without a card on file). */
  promptPayInvoices: number[]
}

/**
 * Settings › Payment Methods (SPEC §2.8): saved cards,
 * the default one, adding a card through the gateway's tokenizer (the
 * number never reaches our server), removal, and invoices to pay now.
 */
export default function PaymentMethods(props: Props) {
  const { cards, dueInvoices, highlightedInvoice, invoiceNotDue } = props
  const { t } = useTranslation()
  return (
    <>
      <div className="max-w-3xl space-y-10">
        <div>
          <SettingsTitle title={t('settings.menu.payment-methods')} />
          <p className="mt-2 text-slate-700">{t('settings_billing.cards.intro')}</p>
        </div>
        {invoiceNotDue ? (
          <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800" role="status">
            {t('settings_billing.due.not_due')}
          </p>
        ) : null}
        {dueInvoices.length > 0 ? (
          <DueInvoices
            invoices={dueInvoices}
            highlighted={highlightedInvoice}
            hasCard={cards.length > 0}
            tokenization={props.tokenization}
            promptPayInvoices={props.promptPayInvoices}
          />
        ) : null}
        <SavedCards cards={cards} />
        <AddCard
          expiryYears={props.expiryYears}
          tokenization={props.tokenization}
          first={cards.length === 0}
        />
      </div>
    </>
  )
}

function DueInvoices({
  invoices,
  highlighted,
  hasCard,
  tokenization,
  promptPayInvoices,
}: {
  invoices: Data.MemberInvoice[]
  highlighted: string | null
  hasCard: boolean
  tokenization: TokenizationSetup
  promptPayInvoices: number[]
}) {
  const { t } = useTranslation()
  const [paying, setPaying] = useState<number | null>(null)
  const cardError = (usePage().props.errors as Record<string, string | undefined> | undefined)
    ?.card_number
  const [googlePayError, setGooglePayError] = useState<string | null>(null)
  function pay(invoiceId: number, data: { method?: 'card' | 'promptpay'; token?: string }) {
    setPaying(invoiceId)
    setGooglePayError(null)
    router.post(urlFor('settings.payment-methods.pay', { id: invoiceId }), data, {
      preserveScroll: true,
      onFinish: () => setPaying(null),
    })
  }
  return (
    <section aria-labelledby="due-title" data-testid="due-invoices">
      <h2 id="due-title" className="text-xl font-semibold text-navy-800">
        {t('settings_billing.due.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('settings_billing.due.intro')}</p>
      {googlePayError || cardError ? (
        <p className="mt-2 text-sm font-medium text-red-700" role="alert">
          {googlePayError ?? cardError}
        </p>
      ) : null}
      <ul className="mt-4 space-y-3">
        {invoices.map((invoice) => {
          const isHighlighted = invoice.number === highlighted
          return (
            <li
              key={invoice.id}
              data-testid={`due-${invoice.number}`}
              data-highlighted={isHighlighted || undefined}
              aria-current={isHighlighted ? 'true' : undefined}
              className={`rounded-lg border p-5 ${isHighlighted ? 'border-gold-600 bg-amber-50 ring-2 ring-gold-600' : 'border-slate-200 bg-white'}`}
            >
              {isHighlighted ? (
                <p className="mb-2 text-sm font-semibold text-navy-800">
                  {t('settings_billing.due.highlighted')}
                </p>
              ) : null}
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="text-sm text-slate-700">
                  <p className="text-base font-semibold text-navy-800">
                    {t('settings_billing.due.invoice', { number: invoice.number })}
                  </p>
                  {invoice.membershipNumber ? (
                    <p>
                      {t('settings_billing.due.membership', { number: invoice.membershipNumber })}
                    </p>
                  ) : null}
                  <p>
                    {t('settings_billing.due.period', {
                      start: invoice.periodStart,
                      end: invoice.periodEnd,
                    })}
                  </p>
                  <p>
                    {t('settings_billing.due.amount')}:{' '}
                    <strong className="text-navy-800">{money(invoice.totalSatang)}</strong>
                  </p>
                </div>
                <div className="flex w-full flex-col gap-2 sm:w-64">
                  {hasCard ? (
                    <Button
                      data-testid={`pay-${invoice.number}`}
                      disabled={paying !== null}
                      onClick={() => pay(invoice.id, {})}
                    >
                      {paying === invoice.id
                        ? t('settings_billing.due.paying')
                        : t('settings_billing.due.pay_now', {
                            amount: money(invoice.totalSatang),
                          })}
                    </Button>
                  ) : (
                    <p className="text-sm font-medium text-navy-800">
                      {t('settings_billing.due.add_card_first')}
                    </p>
                  )}
                  <GooglePay
                    setup={tokenization}
                    amountSatang={invoice.totalSatang}
                    disabled={paying !== null}
                    onToken={(result) => {
                      if (result.ok) pay(invoice.id, { token: result.token })
                      else setGooglePayError(tokenErrorText(t, result.code))
                    }}
                  />
                  {promptPayInvoices.includes(invoice.id) ? (
                    <Button
                      variant="secondary"
                      data-testid={`promptpay-${invoice.number}`}
                      disabled={paying !== null}
                      onClick={() => pay(invoice.id, { method: 'promptpay' })}
                    >
                      {t('promptpay.pay_button', { amount: money(invoice.totalSatang) })}
                    </Button>
                  ) : (
                    <p className="text-xs text-slate-600" data-testid="promptpay-monthly">
                      {t('promptpay.monthly_due_note')}
                    </p>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function SavedCards({ cards }: { cards: Data.PaymentMethod[] }) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  if (cards.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 p-6 text-slate-700" data-testid="no-cards">
        {t('settings_billing.cards.none')}
      </p>
    )
  }
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title" className="text-xl font-semibold text-navy-800">
        {t('settings_billing.cards.list_label')}
      </h2>
      <ul className="mt-4 space-y-3" data-testid="cards">
        {cards.map((card) => {
          const name = t('settings_billing.cards.ending', { brand: card.brand, last4: card.last4 })
          const values = { brand: card.brand, last4: card.last4 }
          return (
            <li
              key={card.id}
              data-testid={`card-${card.last4}`}
              className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5"
            >
              <div>
                <p className="font-semibold text-navy-800">
                  {name}{' '}
                  {card.isDefault ? (
                    <span className="ml-2 inline-flex rounded-full bg-navy-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {t('settings_billing.cards.default')}
                    </span>
                  ) : null}
                </p>
                <p
                  className={`text-sm ${card.expired ? 'font-semibold text-red-700' : 'text-slate-700'}`}
                >
                  {card.expired
                    ? t('settings_billing.cards.expired')
                    : t('settings_billing.cards.expires', {
                        month: String(card.expiryMonth).padStart(2, '0'),
                        year: card.expiryYear,
                      })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {card.isDefault ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${t('settings_billing.cards.make_default')}: ${name}`}
                    onClick={() =>
                      router.put(
                        urlFor('settings.payment-methods.default', { id: card.id }),
                        {},
                        { preserveScroll: true }
                      )
                    }
                  >
                    {t('settings_billing.cards.make_default')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${t('settings_billing.cards.remove')}: ${name}`}
                  onClick={() =>
                    confirm({
                      title: t('settings_billing.cards.remove_title'),
                      text: t('settings_billing.cards.remove_text', values),
                      confirmText: t('settings_billing.cards.remove_confirm'),
                      cancelText: t('settings_billing.cards.keep'),
                      variant: 'danger',
                      onConfirm: () =>
                        new Promise((resolve) =>
                          router.delete(
                            urlFor('settings.payment-methods.destroy', { id: card.id }),
                            { preserveScroll: true, onFinish: resolve }
                          )
                        ),
                    })
                  }
                >
                  {t('settings_billing.cards.remove')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function AddCard({
  expiryYears,
  tokenization,
  first,
}: {
  expiryYears: number[]
  tokenization: TokenizationSetup
  first: boolean
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'settings.payment-methods.store',
    { token: '', make_default: false },
    { preserveScroll: 'errors' }
  )
  const entry = useCardEntry(tokenization, form.errors)
  const busy = form.processing || entry.tokenizing

  function post(token: string | null) {
    if (!token) return
    form.transform((data) => ({ ...data, token }))
    form.submit()
  }

  async function submit() {
    if (busy) return
    form.clearErrors()
    post(await entry.tokenize())
  }

  return (
    <section aria-labelledby="add-card-title">
      <h2 id="add-card-title" className="text-xl font-semibold text-navy-800">
        {t('settings_billing.cards.add_title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('settings_billing.cards.add_text')}</p>
      <Form
        form={{ action: form.action, processing: busy, submit }}
        className="mt-4 space-y-6 rounded-lg border border-slate-200 bg-white p-6"
        data-testid="add-card"
      >
        <CardEntry
          entry={entry}
          tokenization={tokenization}
          amountSatang={0}
          years={expiryYears}
          busy={busy}
          onToken={(token) => {
            form.clearErrors()
            post(token)
          }}
        />
        {first ? null : (
          <CheckboxField
            form={form}
            name="make_default"
            label={t('settings_billing.cards.make_new_default')}
          />
        )}
        <SubmitButton form={{ processing: busy }}>
          {busy ? t('settings_billing.cards.adding') : t('settings_billing.cards.add_button')}
        </SubmitButton>
      </Form>
    </section>
  )
}
