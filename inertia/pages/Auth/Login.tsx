import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { SocialButtons } from '~/components/auth/social_buttons'
import { useTranslation } from '~/hooks/use_translation'
import { CredentialsFields } from '~/components/auth/credentials_fields'

export default function Login() {
  const { t } = useTranslation()
  const form = useRouteForm(
    'login.store',
    { email: '', password: '' },
    { resetOnFinish: ['password'] }
  )
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
        <Form form={form} className="space-y-5">
          <CredentialsFields form={form} />
          <div className="flex justify-end text-sm">
            <Link route="password.forgot" className="text-navy-800 underline">
              {t('auth.forgot_link')}
            </Link>
          </div>
          <SubmitButton form={form} className="w-full">
            {t('auth.sign_in')}
          </SubmitButton>
        </Form>
        <SocialButtons />
      </AuthCard>
    </>
  )
}
