import { useId } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { InputField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'

export type PersonalData = {
  phone: string
  country: string
  nationality: string
  date_of_birth: string
}

/**
 * Phone, country, nationality and date of birth: the sign-up step
 * "personal info" and Profile Details share them.
 */
export function PersonalFields<T extends PersonalData>({ form }: { form: InertiaFormProps<T> }) {
  const { t } = useTranslation()
  const dateId = useId()
  const data = form.data as PersonalData
  const errors = form.errors as Partial<Record<keyof PersonalData, string>>
  const set = (key: keyof PersonalData, value: string) =>
    (form.setData as unknown as (key: string, value: string) => void)(key, value)
  const today = new Date().toISOString().slice(0, 10)
  return (
    <>
      <InputField
        label={t('auth.phone')}
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={40}
        value={data.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errors.phone}
      />
      <InputField
        label={t('auth.country')}
        name="country"
        autoComplete="country-name"
        required
        maxLength={80}
        value={data.country}
        onChange={(event) => set('country', event.target.value)}
        error={errors.country}
      />
      <InputField
        label={t('auth.nationality')}
        name="nationality"
        required
        maxLength={80}
        value={data.nationality}
        onChange={(event) => set('nationality', event.target.value)}
        error={errors.nationality}
      />
      <div className="space-y-1">
        <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
          {t('auth.date_of_birth')}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <input
          id={dateId}
          type="date"
          name="date_of_birth"
          required
          min="1900-01-02"
          max={today}
          autoComplete="bday"
          value={data.date_of_birth}
          onChange={(event) => set('date_of_birth', event.target.value)}
          aria-invalid={errors.date_of_birth ? true : undefined}
          aria-describedby={errors.date_of_birth ? `${dateId}-error` : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-gold-600"
        />
        {errors.date_of_birth ? (
          <p id={`${dateId}-error`} role="alert" className="text-sm text-red-700">
            {errors.date_of_birth}
          </p>
        ) : null}
      </div>
    </>
  )
}
