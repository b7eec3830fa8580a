import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

type Props = { token: string; state: 'valid' | 'expired' | 'invalid' }

export default function ResetPassword({ token, state }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'password.reset.store',
    { token, password: '', password_confirmation: '' },
    { resetOnFinish: ['password', 'password_confirmation'] }
  )
  const problem =
    form.errors.token ??
    (state === 'expired'
      ? t('auth.reset_token_expired')
      : state === 'invalid'
        ? t('auth.reset_token_invalid')
        : null)
  return (
    <>
      <Seo title={t('auth.reset_title')} noindex />
      <AuthCard title={t('auth.reset_title')} text={problem ? undefined : t('auth.reset_text')}>
        {problem ? (
          <div className="space-y-5">
            <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
              {problem}
            </p>
            <Link route="password.forgot" className={buttonClasses('primary', 'md') + ' w-full'}>
              {t('auth.request_new_link')}
            </Link>
          </div>
        ) : (
          <Form form={form} className="space-y-5">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields form={form} label={t('auth.new_password')} />
            <SubmitButton form={form} className="w-full">
              {t('auth.reset_button')}
            </SubmitButton>
          </Form>
        )}
      </AuthCard>
    </>
  )
}
