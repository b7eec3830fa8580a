import { splitPhone } from '~/lib/phone_numbers'

/**
 * The form data of a stored number: `phone` as the member reads it in
 * their country's format and `phone_country` its calling code's country
 * (+66812345678 → "081 234 5678", TH). The server stores it back in E.164.
 * A new number on a public form takes `emptyPhoneFormData()` instead, which
 * needs no metadata.
 */
export function phoneFormData(stored: string | null | undefined) {
  const { country, national } = splitPhone(stored)
  return { phone: national, phone_country: country as string }
}
