import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { AuthCard } from '~/components/auth/auth_card'
import { SocialButtons } from '~/components/auth/social_buttons'
import { SelectedPrice, type SelectedPriceProps } from '~/components/auth/selected_price'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

export default function Register({ selectedPrice }: { selectedPrice: SelectedPriceProps | null }) {
  const { t } = useTranslation()
  const form = useForm({
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false,
  })
  return (
    <>
      <Seo title={t('auth.register_title')} description={t('auth.register_text')} noindex />
      <AuthCard
        title={t('auth.register_title')}
        text={t('auth.register_text')}
        footer={
          <>
            {t('auth.have_account')}{' '}
            <Link route="login" className="font-semibold text-navy-800 underline">
              {t('auth.sign_in')}
            </Link>
          </>
        }
      >
        {selectedPrice ? <SelectedPrice price={selectedPrice} /> : null}
        <form
          method="post"
          action={urlFor('auth.account.store')}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('auth.account.store'), {
              onFinish: () => form.reset('password', 'password_confirmation'),
            })
          }}
        >
          <InputField
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            required
            minLength={2}
            maxLength={160}
            value={form.data.name}
            onChange={(event) => form.setData('name', event.target.value)}
            error={form.errors.name}
          />
          <InputField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.data.email}
            onChange={(event) => form.setData('email', event.target.value)}
            error={form.errors.email}
          />
          <NewPasswordFields form={form} />
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="terms"
                className="mt-1 size-4"
                checked={form.data.terms}
                aria-invalid={form.errors.terms ? true : undefined}
                onChange={(event) => form.setData('terms', event.target.checked)}
              />
              <span>{t('auth.accept_terms')}</span>
            </label>
            <Link route="privacy-policy" className="ml-6 text-xs text-navy-800 underline">
              {t('auth.privacy_policy')}
            </Link>
            {form.errors.terms ? (
              <p role="alert" className="text-sm text-red-700">
                {form.errors.terms}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" disabled={form.processing}>
            {t('auth.create_account_button')}
          </Button>
        </form>
        <SocialButtons />
      </AuthCard>
    </>
  )
}
