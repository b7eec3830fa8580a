import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

export default function ForgotPassword() {
  const { t } = useTranslation()
  const form = useForm({ email: '' })
  return (
    <>
      <Seo title={t('auth.forgot_title')} noindex />
      <AuthCard
        title={t('auth.forgot_title')}
        text={t('auth.forgot_text')}
        footer={
          <Link route="login" className="font-semibold text-navy-800 underline">
            {t('auth.back_to_login')}
          </Link>
        }
      >
        <form
          method="post"
          action={urlFor('password.forgot.send')}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('password.forgot.send'), { onSuccess: () => form.reset() })
          }}
        >
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
          <Button type="submit" className="w-full" disabled={form.processing}>
            {t('auth.send_reset_link')}
          </Button>
        </form>
      </AuthCard>
    </>
  )
}
