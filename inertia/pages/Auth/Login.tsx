import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { AuthCard } from '~/components/auth/auth_card'
import { SocialButtons } from '~/components/auth/social_buttons'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { CredentialsFields } from '~/components/auth/credentials_fields'

export default function Login() {
  const { t } = useTranslation()
  const form = useForm({ email: '', password: '' })
  return (
    <>
      <Seo title={t('auth.login_title')} description={t('auth.login_text')} noindex />
      <AuthCard
        title={t('auth.login_title')}
        text={t('auth.login_text')}
        footer={
          <>
            {t('auth.no_account')}{' '}
            <Link route="auth.account" className="font-semibold text-navy-800 underline">
              {t('auth.create_account')}
            </Link>
          </>
        }
      >
        <form
          method="post"
          action={urlFor('login.store')}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('login.store'), { onFinish: () => form.reset('password') })
          }}
        >
          <CredentialsFields form={form} />
          <div className="flex justify-end text-sm">
            <Link route="password.forgot" className="text-navy-800 underline">
              {t('auth.forgot_link')}
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={form.processing}>
            {t('auth.sign_in')}
          </Button>
        </form>
        <SocialButtons />
      </AuthCard>
    </>
  )
}
