import { useState, type ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { useHydrated } from '~/hooks/use_hydrated'
import { useBound, type Bindable, type FieldName } from './binding'
import { controlClasses, FieldShell } from './field_shell'
import { countryName, HOME_COUNTRY, homeCountryFirst, perLocale } from '~/lib/countries'
import { callingCodes } from '~/lib/calling_codes'
import { PHONE_MAX } from '../../../app/validators/limits'

/** The form data of a new number: empty, Thailand's calling code (see phoneFormData). */
export function emptyPhoneFormData() {
  return { phone: '', phone_country: HOME_COUNTRY as string }
}

/** libphonenumber's metadata (≈ 30 KB gzip) loads when a number is first checked. */
const loadNumbers = () => import('~/lib/phone_numbers')

/** One list per locale, shared by every phone field: each server render would otherwise build and sort it. */
const callingCodeOptions = perLocale((locale) =>
  Object.freeze(
    homeCountryFirst(
      callingCodes().map(([country, prefix]) => ({
        value: country as string,
        label: `${countryName(country, locale)} ${prefix}`,
      })),
      locale
    )
  )
)

type PhoneFieldProps<T> = {
  form: Bindable<T>
  /** The number's field; the calling code's field is `<name>_country`. */
  name: FieldName<T, string>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  className?: string
}

/**
 * A phone number with its calling code (SPEC §2.8): a list of calling
 * codes, Thailand first, and the number as people write it. Leaving the
 * field says at once when the number is not one of that country (the
 * server judges the same way, with the same metadata).
 */
export function PhoneField<T>({
  form,
  name,
  label,
  hint,
  required,
  className,
}: PhoneFieldProps<T>) {
  const { t, locale } = useTranslation()
  const countryKey = `${name}_country`
  const field = useBound<T, string>(form, name, { hint: Boolean(hint) })
  const code = useBound<T, string>(form, countryKey)
  const [invalid, setInvalid] = useState(false)
  const codes = callingCodeOptions(locale)
  const hydrated = useHydrated()
  const country = code.value || HOME_COUNTRY
  // Until hydrated, only the chosen code, unnamed: both sides render the same text.
  const shown = hydrated
    ? codes
    : codes
        .filter((option) => option.value === country)
        .map((option) => ({ ...option, label: option.label.replace(/^.* /, '') }))
  const error = field.error ?? code.error ?? (invalid ? t('contact_fields.phone_invalid') : null)

  async function check(number: string, chosen: string) {
    if (number.trim() === '') return setInvalid(false)
    const { toE164 } = await loadNumbers()
    setInvalid(toE164(number, chosen) === null)
  }

  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className="flex gap-2">
        <select
          name={code.name}
          aria-label={t('contact_fields.calling_code')}
          value={country}
          onChange={(event) => {
            code.set(event.target.value)
            void check(field.value ?? '', event.target.value)
          }}
          className={controlClasses(Boolean(code.error), 'w-32! shrink-0 sm:w-56!')}
          autoComplete="tel-country-code"
          data-calling-code={name}
        >
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          id={field.id}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX}
          required={required}
          value={field.value ?? ''}
          onChange={(event) => {
            field.set(event.target.value)
            if (invalid) void check(event.target.value, country)
          }}
          onFocus={() => void loadNumbers()}
          onBlur={(event) => void check(event.target.value, country)}
          className={controlClasses(Boolean(error), 'min-w-0 flex-1')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.id}-error` : hint ? `${field.id}-hint` : undefined}
        />
      </div>
    </FieldShell>
  )
}
