import { SelectField, TextField, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

export type CardFormData = {
  cardholder_name: string
  card_number: string
  expiry_month: string
  expiry_year: string
  cvc: string
}

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1)
  return { value: month, label: month.padStart(2, '0') }
})

/** Cardholder name, number, expiry and security code. */
export function CardFields({ form, years }: { form: Bindable<CardFormData>; years: number[] }) {
  const { t } = useTranslation()
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-navy-800">{t('checkout.card_title')}</legend>
      <TextField
        form={form}
        name="cardholder_name"
        label={t('checkout.cardholder_name')}
        required
      />
      <TextField
        form={form}
        name="card_number"
        label={t('checkout.card_number')}
        hint={t('checkout.prepaid_note')}
        required
      />
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          form={form}
          name="expiry_month"
          label={t('checkout.expiry_month')}
          placeholder={t('checkout.month_placeholder')}
          options={MONTHS}
          autoComplete="cc-exp-month"
          required
        />
        <SelectField
          form={form}
          name="expiry_year"
          label={t('checkout.expiry_year')}
          placeholder={t('checkout.year_placeholder')}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          autoComplete="cc-exp-year"
          required
        />
        <TextField form={form} name="cvc" label={t('checkout.cvc')} required />
      </div>
      <p className="text-xs text-slate-600">{t('checkout.card_storage_note')}</p>
    </fieldset>
  )
}
