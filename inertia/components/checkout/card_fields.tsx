import { InputField, SelectField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'

export type CardFormData = {
  cardholder_name: string
  card_number: string
  expiry_month: string
  expiry_year: string
  cvc: string
}

type CardForm = {
  data: CardFormData
  errors: Partial<Record<keyof CardFormData, string>>
  setData: (field: keyof CardFormData, value: string) => void
}

/** Cardholder name, number, expiry and security code. */
export function CardFields({ form, years }: { form: CardForm; years: number[] }) {
  const { t } = useTranslation()
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = String(index + 1)
    return { value: month, label: month.padStart(2, '0') }
  })
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-navy-800">{t('checkout.card_title')}</legend>
      <InputField
        label={t('checkout.cardholder_name')}
        name="cardholder_name"
        autoComplete="cc-name"
        required
        maxLength={100}
        value={form.data.cardholder_name}
        onChange={(event) => form.setData('cardholder_name', event.target.value)}
        error={form.errors.cardholder_name}
      />
      <InputField
        label={t('checkout.card_number')}
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
        pattern="[0-9 ]{12,23}"
        value={form.data.card_number}
        onChange={(event) => form.setData('card_number', event.target.value)}
        error={form.errors.card_number}
        hint={t('checkout.prepaid_note')}
      />
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label={t('checkout.expiry_month')}
          name="expiry_month"
          autoComplete="cc-exp-month"
          required
          placeholder={t('checkout.month_placeholder')}
          options={months}
          value={form.data.expiry_month}
          onChange={(event) => form.setData('expiry_month', event.target.value)}
          error={form.errors.expiry_month}
        />
        <SelectField
          label={t('checkout.expiry_year')}
          name="expiry_year"
          autoComplete="cc-exp-year"
          required
          placeholder={t('checkout.year_placeholder')}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          value={form.data.expiry_year}
          onChange={(event) => form.setData('expiry_year', event.target.value)}
          error={form.errors.expiry_year}
        />
        <InputField
          label={t('checkout.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          pattern="[0-9]{3,4}"
          value={form.data.cvc}
          onChange={(event) => form.setData('cvc', event.target.value)}
          error={form.errors.cvc}
        />
      </div>
      <p className="text-xs text-slate-600">{t('checkout.card_storage_note')}</p>
    </fieldset>
  )
}
