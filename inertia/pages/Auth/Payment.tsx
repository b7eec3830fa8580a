import { Seo } from '~/components/seo'
import { CheckboxField, Form, FormErrors, SubmitButton, useRouteForm } from '~/components/form'
import { Prose } from '~/components/marketing/prose'
import { PlanChoice } from '~/components/checkout/plan_choice'
import { OrderSummary } from '~/components/checkout/order_summary'
import { CardFields, type CardFormData } from '~/components/checkout/card_fields'
import type { Data } from '@generated/data'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  prices: Data.Price[]
  selectedPriceId: number | null
  terms: { title: string; version: string; html: string } | null
  expiryYears: number[]
}

type PaymentForm = CardFormData & {
  price_id: number | null
  not_incarcerated: boolean
  terms: boolean
}

/** Sign-up step "payment" (SPEC §2.7). */
export default function Payment({ prices, selectedPriceId, terms, expiryYears }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'auth.payment.store',
    {
      price_id: selectedPriceId,
      cardholder_name: '',
      card_number: '',
      expiry_month: '',
      expiry_year: '',
      cvc: '',
      not_incarcerated: false,
      terms: false,
    } as PaymentForm,
    { preserveScroll: 'errors' }
  )
  const selected = prices.find((price) => price.id === form.data.price_id) ?? null

  return (
    <>
      <Seo title={t('checkout.payment_title')} noindex />
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <p className="text-sm font-medium text-gold-700">{t('checkout.step')}</p>
        <h1 className="mt-1 text-2xl font-semibold text-navy-800">{t('checkout.payment_title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('checkout.payment_text')}</p>
        <Form
          form={form}
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
          <CardFields form={form} years={expiryYears} />
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
                <details className="rounded-md border border-slate-200 p-3">
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
          <SubmitButton form={form} className="w-full" disabled={!terms}>
            {form.processing
              ? t('checkout.paying')
              : t('checkout.pay_button', {
                  amount: selected ? formatSatang(selected.totalSatang) : '',
                })}
          </SubmitButton>
        </Form>
      </section>
    </>
  )
}
