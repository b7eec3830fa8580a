import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { Prose } from '~/components/marketing/prose'
import { PlanChoice } from '~/components/checkout/plan_choice'
import { OrderSummary } from '~/components/checkout/order_summary'
import { CardFields, type CardFormData } from '~/components/checkout/card_fields'
import type { Data } from '@generated/data'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = {
  prices: Data.Price[]
  selectedPriceId: number | null
  terms: { title: string; version: string; html: string } | null
  expiryYears: number[]
}

type PaymentForm = CardFormData & { price_id: number | null; not_incarcerated: boolean; terms: boolean }

/** Sign-up step "payment" (SPEC §2.7). */
export default function Payment({ prices, selectedPriceId, terms, expiryYears }: Props) {
  const { t } = useTranslation()
  const form = useForm<PaymentForm>({
    price_id: selectedPriceId,
    cardholder_name: '',
    card_number: '',
    expiry_month: '',
    expiry_year: '',
    cvc: '',
    not_incarcerated: false,
    terms: false,
  })
  const errors = form.errors as Partial<Record<keyof PaymentForm, string>>
  const selected = prices.find((price) => price.id === form.data.price_id) ?? null
  const action = urlFor('auth.payment.store')

  return (
    <>
      <Seo title={t('checkout.payment_title')} noindex />
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <p className="text-sm font-medium text-gold-700">{t('checkout.step')}</p>
        <h1 className="mt-1 text-2xl font-semibold text-navy-800">{t('checkout.payment_title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('checkout.payment_text')}</p>
        <form
          method="post"
          action={action}
          noValidate
          className="mt-8 space-y-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          onSubmit={(event) => {
            event.preventDefault()
            if (!form.processing) form.post(action, { preserveScroll: 'errors' })
          }}
        >
          <PlanChoice
            prices={prices}
            value={form.data.price_id}
            onChange={(id) => form.setData('price_id', id)}
            error={errors.price_id}
          />
          {selected ? <OrderSummary price={selected} /> : null}
          <CardFields
            form={{ data: form.data, errors, setData: (field, value) => form.setData(field, value) }}
            years={expiryYears}
          />
          <div className="space-y-4 text-sm">
            <Checkbox
              name="not_incarcerated"
              checked={form.data.not_incarcerated}
              onChange={(checked) => form.setData('not_incarcerated', checked)}
              label={t('checkout.not_incarcerated')}
              error={errors.not_incarcerated}
            />
            {terms ? (
              <>
                <Checkbox
                  name="terms"
                  checked={form.data.terms}
                  onChange={(checked) => form.setData('terms', checked)}
                  label={t('checkout.terms_accept', { title: terms.title, version: terms.version })}
                  error={errors.terms}
                />
                <details className="rounded-md border border-slate-200 p-3">
                  <summary className="cursor-pointer font-medium text-navy-800">{t('checkout.terms_show')}</summary>
                  <Prose html={terms.html} className="mt-3 max-h-80 overflow-y-auto" />
                </details>
              </>
            ) : (
              <p role="alert" className="text-red-700">
                {errors.terms ?? t('checkout.terms_missing')}
              </p>
            )}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('checkout.prepaid_note')}</li>
            <li>{t('checkout.review_note')}</li>
          </ul>
          <Button type="submit" className="w-full" disabled={form.processing || !terms}>
            {form.processing
              ? t('checkout.paying')
              : t('checkout.pay_button', { amount: selected ? formatSatang(selected.totalSatang) : '' })}
          </Button>
        </form>
      </section>
    </>
  )
}

function Checkbox({
  name,
  checked,
  onChange,
  label,
  error,
}: {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  error?: string
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          name={name}
          value="1"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
