import { Seo } from '~/components/seo'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { PersonalFields } from '~/components/auth/personal_fields'
import { phoneFormData } from '~/lib/phone_form_data'
import { SelectedPrice, type SelectedPriceProps } from '~/components/auth/selected_price'
import { useTranslation } from '~/hooks/use_translation'
import {
  InvoiceDetailsFields,
  type InvoiceDetailsData,
  type ProvinceOption,
} from '~/components/invoice_details_fields'
import type { Data } from '@generated/data'

type Props = {
  profile: Data.Profile
  selectedPrice: SelectedPriceProps | null
  invoiceDetails: InvoiceDetailsData
  provinces: ProvinceOption[]
  companyRequired: boolean
}

export default function PersonalInfo({
  profile,
  selectedPrice,
  invoiceDetails,
  provinces,
  companyRequired,
}: Props) {
  const { t } = useTranslation()
  const form = useRouteForm('auth.personal-info.store', {
    ...phoneFormData(profile.phone),
    country: profile.country ?? '',
    nationality: profile.nationality ?? '',
    date_of_birth: profile.dateOfBirth ?? '',
    ...invoiceDetails,
    ...(companyRequired ? { invoice_to: 'company' } : {}),
  })
  return (
    <>
      <Seo title={t('auth.personal_info_title')} noindex />
      <AuthCard title={t('auth.personal_info_title')} text={t('auth.personal_info_text')}>
        <SelectedPrice price={selectedPrice} />
        <Form form={form} className="space-y-5">
          <PersonalFields form={form} />
          <fieldset className="space-y-3 border-t border-slate-200 pt-5">
            <legend className="text-base font-semibold text-navy-800">
              {t('invoice_details.title')}
            </legend>
            <p className="text-sm text-slate-600">
              {t(companyRequired ? 'invoice_details.text_business' : 'invoice_details.text')}
            </p>
            <InvoiceDetailsFields form={form} provinces={provinces} companyOnly={companyRequired} />
          </fieldset>
          <SubmitButton form={form} className="w-full">
            {t('auth.save_and_continue')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  )
}
