import { useEffect } from 'react'
import { Seo } from '~/components/seo'
import { CheckboxField, Form, FormErrors, SubmitButton, useRouteForm } from '~/components/form'
import { Prose } from '~/components/marketing/prose'
import { PlanChoice } from '~/components/checkout/plan_choice'
import { OrderSummary } from '~/components/checkout/order_summary'
import { CardEntry } from '~/components/checkout/card_entry'
import { useCardEntry } from '~/components/checkout/use_card_entry'
import type { Data } from '@generated/data'
import { formatSatang } from '~/lib/format'
import type { TokenizationSetup } from '~/lib/tokenizer'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  prices: Data.Price[]
  selectedPriceId: number | null
  /** The current version in the reader's language (Thai when it has a Thai text). */
  terms: { title: string; version: string; locale: 'en' | 'th'; html: string } | null
  expiryYears: number[]
  tokenization: TokenizationSetup
}

type PaymentForm = {
  price_id: number | null
  method: 'card' | 'promptpay'
  token: string
  not_incarcerated: boolean
  terms: boolean
  terms_version: string
  terms_locale: 'en' | 'th'
}

/**
 * Sign-up step "payment" (SPEC §2.7, DESIGN §4). The card goes to the
 * gateway's tokenizer in the browser; the form posts the plan, the
 * declarations and the token only.
 */
export default function Payment({
  prices,
  selectedPriceId,
  terms,
  expiryYears,
  tokenization,
}: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'auth.payment.store',
    {
      price_id: selectedPriceId,
      method: 'card',
      token: '',
      not_incarcerated: false,
      terms: false,
      terms_version: terms?.version ?? '',
      terms_locale: terms?.locale ?? 'en',
    } as PaymentForm,
    { preserveScroll: 'errors' }
  )
  // A new version (or language) of the terms must be accepted afresh.
  const shownTerms = terms ? `${terms.version}/${terms.locale}` : ''
  useEffect(() => {
    form.setData('terms', false)
  }, [shownTerms])
  const selected = prices.find((price) => price.id === form.data.price_id) ?? null
  // PromptPay pays an annual plan's first payment; a monthly plan renews on a card (DESIGN §11).
  const annual = selected?.billingPeriod === 'year'
  const byPromptPay = annual && form.data.method === 'promptpay'
  const entry = useCardEntry(tokenization, form.errors)
  const busy = form.processing || entry.tokenizing

  function post(token: string | null) {
    if (!token) return
    // The version and language accepted are the ones on screen now.
    form.transform((data) => ({
      ...data,
      method: 'card',
      token,
      terms_version: terms?.version ?? '',
      terms_locale: terms?.locale ?? 'en',
    }))
    form.submit()
  }

  async function submit() {
    if (busy) return
    form.clearErrors()
    if (byPromptPay) {
      form.transform((data) => ({
        ...data,
        token: '',
        terms_version: terms?.version ?? '',
        terms_locale: terms?.locale ?? 'en',
      }))
      form.submit()
      return
    }
    post(await entry.tokenize())
  }

  return (
    <>
      <Seo title={t('checkout.payment_title')} noindex />
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <p className="text-sm font-medium text-gold-700">{t('checkout.step')}</p>
        <h1 className="mt-1 text-2xl font-semibold text-navy-800">{t('checkout.payment_title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('checkout.payment_text')}</p>
        <Form
          form={{ action: form.action, processing: busy, submit }}
          className="mt-8
          space-y-8
          rounded-lg
          border
          border-slate-200
          bg-white
          p-6
          shadow-sm
          sm:p-8"
        >
          <PlanChoice form={form} prices={prices} />
          {selected ? <OrderSummary price={selected} /> : null}
          <fieldset className="space-y-2" data-testid="payment-method">
            <legend className="text-sm font-semibold text-navy-800">{t('promptpay.choose')}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(['card', 'promptpay'] as const).map((method) => (
                <label key={method} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    checked={(annual ? form.data.method : 'card') === method}
                    disabled={busy || (method === 'promptpay' && !annual)}
                    onChange={() => form.setData('method', method)}
                  />
                  {t(`promptpay.method_${method}`)}
                </label>
              ))}
            </div>
            <p className="text-xs text-slate-600" data-testid="promptpay-note">
              {annual ? t('promptpay.promptpay_note') : t('promptpay.monthly_note')}
            </p>
            <FormErrors form={form} names={['method']} />
          </fieldset>
          {byPromptPay ? null : (
            <CardEntry
              entry={entry}
              tokenization={tokenization}
              amountSatang={selected?.totalSatang ?? 0}
              years={expiryYears}
              busy={busy}
              googlePayDisabled={busy || !terms || !form.data.terms || !form.data.not_incarcerated}
              onToken={(token) => {
                form.clearErrors()
                post(token)
              }}
            />
          )}
          <div className="space-y-4 text-sm">
            <CheckboxField
              form={form}
              name="not_incarcerated"
              label={t('checkout.not_incarcerated')}
            />
            {terms ? (
              <>
                <CheckboxField
                  form={form}
                  name="terms"
                  label={t('checkout.terms_accept', { title: terms.title, version: terms.version })}
                />
                <details className="rounded-md border border-slate-200 p-3" lang={terms.locale}>
                  <summary className="cursor-pointer font-medium text-navy-800">
                    {t('checkout.terms_show')}
                  </summary>
                  <Prose html={terms.html} className="mt-3 max-h-80 overflow-y-auto" />
                </details>
              </>
            ) : (
              <>
                <p role="alert" className="text-red-700">
                  {t('checkout.terms_missing')}
                </p>
                <FormErrors form={form} names={['terms']} />
              </>
            )}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('checkout.prepaid_note')}</li>
            <li>{t('checkout.review_note')}</li>
          </ul>
          <SubmitButton form={{ processing: busy }} className="w-full" disabled={!terms}>
            {entry.tokenizing
              ? t('checkout.tokenizing')
              : form.processing
                ? t('checkout.paying')
                : byPromptPay
                  ? t('promptpay.pay_button', {
                      amount: selected ? formatSatang(selected.totalSatang) : '',
                    })
                  : t('checkout.pay_button', {
                      amount: selected ? formatSatang(selected.totalSatang) : '',
                    })}
          </SubmitButton>
        </Form>
      </section>
    </>
  )
}
