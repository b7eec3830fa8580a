import { BIRTH_DATE_AFTER, DateField, useFields, type Bindable } from '~/components/form'
import { CountryField } from '~/components/form/country_field'
import { PhoneField } from '~/components/form/phone_field'

export type PersonalData = {
  phone: string
  phone_country: string
  country: string
  nationality: string
  date_of_birth: string
}

/** The day after `date` (YYYY-MM-DD): the first date the server's `after` rule accepts. */
function dayAfter(date: string) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * Phone, country, nationality and date of birth: the sign-up step
 * "personal info" and Profile Details share them.
 */
export function PersonalFields({ form }: { form: Bindable<PersonalData> }) {
  const field = useFields(form, 'auth')
  const today = new Date().toISOString().slice(0, 10)
  return (
    <>
      <PhoneField {...field('phone')} required />
      <CountryField {...field('country')} required />
      <CountryField {...field('nationality')} required />
      <DateField
        {...field('date_of_birth')}
        min={dayAfter(BIRTH_DATE_AFTER)}
        max={today}
        autoComplete="bday"
        required
      />
    </>
  )
}
