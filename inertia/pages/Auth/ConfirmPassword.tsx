import { Seo } from '~/components/seo'
import { Form, PasswordField, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'

export default function ConfirmPassword() {
  const { t } = useTranslation()
  const form = useRouteForm(
    'password.confirm.store',
    { password: '' },
    { resetOnFinish: ['password'] }
  )
  return (
    <>
      <Seo title={t('auth.confirm_title')} noindex />
      <AuthCard title={t('auth.confirm_title')} text={t('auth.confirm_text')}>
        <Form form={form} className="space-y-5">
          <PasswordField
            form={form}
            name="password"
            label={t('auth.password')}
            hint={t('auth.no_password_hint')}
            required
          />
          <SubmitButton form={form} className="w-full">
            {t('auth.confirm_button')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  )
}
