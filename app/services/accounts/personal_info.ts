import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import type { personalInfoValidator } from '#validators/auth'
import { parseInvoiceDetails } from '#services/billing/invoice_details'

type PersonalInfo = Infer<typeof personalInfoValidator>

/**
 * The phone, country, nationality and date of birth a member has just
 * given (sign-up, Profile Details) as User columns: the validators checked
 * them, so nothing is left for staff to check.
 */
export function checkedPersonalDetails(data: {
  phone: string
  country: string
  nationality: string
  date_of_birth: Date
}) {
  return {
    phone: data.phone,
    country: data.country,
    nationality: data.nationality,
    dateOfBirth: DateTime.fromJSDate(data.date_of_birth),
    phoneNeedsReview: false,
    countryNeedsReview: false,
  }
}

/**
 * Sign-up step "personal info" (SPEC §2.7): the member's phone, country,
 * nationality and date of birth, and who their invoices are made out to.
 * A refused invoice detail is a field error and saves nothing.
 */
export async function savePersonalInfo(
  user: User,
  data: PersonalInfo,
  options: { companyRequired: boolean; t: (key: string) => string }
) {
  const details = parseInvoiceDetails(data, options.t, { companyRequired: options.companyRequired })
  // A person who gave no address or tax ID: invoices carry their name, as before.
  const given = details.kind === 'company' || details.address !== null || details.taxId !== null
  user.merge({
    invoiceDetails: given ? details : user.invoiceDetails,
    ...checkedPersonalDetails(data),
  })
  await user.save()
}
