import { Form, PasswordField, SubmitButton, useRouteForm, useFields } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

/** The change-password form of members (Settings) and staff (Admin › My account). */
export function ChangePasswordForm({
  route,
  className,
}: {
  route: 'settings.change-password.update' | 'admin.account.password'
  className?: string
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    route,
    { current_password: '', password: '', password_confirmation: '' },
    { resetOnFinish: ['current_password', 'password', 'password_confirmation'] }
  )
  const field = useFields(form, 'auth')
  return (
    <Form form={form} className={className}>
      <PasswordField {...field('current_password')} required />
      <NewPasswordFields form={form} label={t('auth.new_password')} />
      <SubmitButton form={form}>{t('auth.change_password_title')}</SubmitButton>
    </Form>
  )
}
