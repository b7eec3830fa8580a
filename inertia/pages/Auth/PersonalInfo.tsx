import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { AuthCard } from '~/components/auth/auth_card'
import { PersonalFields } from '~/components/auth/personal_fields'
import { SelectedPrice, type SelectedPriceProps } from '~/components/auth/selected_price'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = { profile: Data.Profile; selectedPrice: SelectedPriceProps | null }

export default function PersonalInfo({ profile, selectedPrice }: Props) {
  const { t } = useTranslation()
  const form = useForm({
    phone: profile.phone ?? '',
    country: profile.country ?? '',
    nationality: profile.nationality ?? '',
    date_of_birth: profile.dateOfBirth ?? '',
  })
  return (
    <>
      <Seo title={t('auth.personal_info_title')} noindex />
      <AuthCard title={t('auth.personal_info_title')} text={t('auth.personal_info_text')}>
        {selectedPrice ? <SelectedPrice price={selectedPrice} /> : null}
        <form
          method="post"
          action={urlFor('auth.personal-info.store')}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('auth.personal-info.store'))
          }}
        >
          <PersonalFields form={form} />
          <Button type="submit" className="w-full" disabled={form.processing}>
            {t('auth.save_and_continue')}
          </Button>
        </form>
      </AuthCard>
    </>
  )
}
