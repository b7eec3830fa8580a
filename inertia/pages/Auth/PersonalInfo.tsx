import { Seo } from '~/components/seo'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { PersonalFields } from '~/components/auth/personal_fields'
import { SelectedPrice, type SelectedPriceProps } from '~/components/auth/selected_price'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { profile: Data.Profile; selectedPrice: SelectedPriceProps | null }

export default function PersonalInfo({ profile, selectedPrice }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm('auth.personal-info.store', {
    phone: profile.phone ?? '',
    country: profile.country ?? '',
    nationality: profile.nationality ?? '',
    date_of_birth: profile.dateOfBirth ?? '',
  })
  return (
    <>
      <Seo title={t('auth.personal_info_title')} noindex />
      <AuthCard title={t('auth.personal_info_title')} text={t('auth.personal_info_text')}>
        <SelectedPrice price={selectedPrice} />
        <Form form={form} className="space-y-5">
          <PersonalFields form={form} />
          <SubmitButton form={form} className="w-full">
            {t('auth.save_and_continue')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  )
}
