import { useId } from 'react'
import { controlClasses, FieldShell } from '~/components/form/field_shell'
import { useTranslation } from '~/hooks/use_translation'

export type CardState = {
  name: string
  number: string
  expiryMonth: string
  expiryYear: string
  cvc: string
}

export type CardErrors = Partial<Record<keyof CardState, string>>

export const EMPTY_CARD: CardState = {
  name: '',
  number: '',
  expiryMonth: '',
  expiryYear: '',
  cvc: '',
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1))

/**
 * Cardholder name, number, expiry and security code. The inputs have no
 * `name`: they are never part of a form post. The page hands them to the
 * gateway's tokenizer (inertia/lib/tokenizer.ts) and posts only the token.
 */
export function CardFields({
  card,
  onChange,
  errors,
  years,
  disabled,
}: {
  card: CardState
  onChange: (card: CardState) => void
  errors: CardErrors
  years: number[]
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const base = useId()
  const id = (field: keyof CardState) => `${base}-${field}`
  const described = (field: keyof CardState) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {}
  const set = (field: keyof CardState) => (value: string) => onChange({ ...card, [field]: value })
  return (
    <fieldset className="space-y-4" data-card-fields>
      <legend className="text-base font-semibold text-navy-800">{t('checkout.card_title')}</legend>
      <FieldShell
        id={id('name')}
        label={t('checkout.cardholder_name')}
        error={errors.name ?? null}
        required
      >
        <input
          id={id('name')}
          autoComplete="cc-name"
          value={card.name}
          disabled={disabled}
          maxLength={255}
          onChange={(event) => set('name')(event.target.value)}
          className={controlClasses(Boolean(errors.name))}
          {...described('name')}
        />
      </FieldShell>
      <FieldShell
        id={id('number')}
        label={t('checkout.card_number')}
        hint={t('checkout.prepaid_note')}
        error={errors.number ?? null}
        required
      >
        <input
          id={id('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          disabled={disabled}
          maxLength={23}
          onChange={(event) => set('number')(event.target.value)}
          className={controlClasses(Boolean(errors.number))}
          {...described('number')}
        />
      </FieldShell>
      <div className="grid grid-cols-3 gap-3">
        <FieldShell
          id={id('expiryMonth')}
          label={t('checkout.expiry_month')}
          error={errors.expiryMonth ?? null}
          required
        >
          <select
            id={id('expiryMonth')}
            autoComplete="cc-exp-month"
            value={card.expiryMonth}
            disabled={disabled}
            onChange={(event) => set('expiryMonth')(event.target.value)}
            className={controlClasses(Boolean(errors.expiryMonth))}
            {...described('expiryMonth')}
          >
            <option value="">{t('checkout.month_placeholder')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month.padStart(2, '0')}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id={id('expiryYear')}
          label={t('checkout.expiry_year')}
          error={errors.expiryYear ?? null}
          required
        >
          <select
            id={id('expiryYear')}
            autoComplete="cc-exp-year"
            value={card.expiryYear}
            disabled={disabled}
            onChange={(event) => set('expiryYear')(event.target.value)}
            className={controlClasses(Boolean(errors.expiryYear))}
            {...described('expiryYear')}
          >
            <option value="">{t('checkout.year_placeholder')}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={id('cvc')} label={t('checkout.cvc')} error={errors.cvc ?? null} required>
          <input
            id={id('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            disabled={disabled}
            maxLength={4}
            onChange={(event) => set('cvc')(event.target.value)}
            className={controlClasses(Boolean(errors.cvc))}
            {...described('cvc')}
          />
        </FieldShell>
      </div>
      <p className="text-xs text-slate-600">{t('checkout.secure_note')}</p>
      <p className="text-xs text-slate-600">{t('checkout.card_storage_note')}</p>
    </fieldset>
  )
}

/** Checks before asking the vault, with this page's messages; null when the card looks complete. */
export function checkCard(
  card: CardState,
  t: (key: string) => string,
  passesLuhn: (digits: string) => boolean,
  now = new Date()
): CardErrors | null {
  const errors: CardErrors = {}
  const digits = card.number.replace(/[\s-]/g, '')
  if (card.name.trim().length < 2) errors.name = t('checkout.errors.card_incomplete')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.number = t('checkout.errors.card_number_invalid')
  }
  if (!card.expiryMonth) errors.expiryMonth = t('checkout.errors.card_incomplete')
  if (!card.expiryYear) errors.expiryYear = t('checkout.errors.card_incomplete')
  const month = Number(card.expiryMonth)
  const year = Number(card.expiryYear)
  if (
    month &&
    year &&
    (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
  ) {
    errors.expiryYear = t('checkout.errors.card_expired')
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = t('checkout.errors.cvc_invalid')
  return Object.keys(errors).length > 0 ? errors : null
}
