import { EmailField, PasswordField, rules, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

/** Email and current password, as the member and staff sign-in forms ask them. */
export function CredentialsFields({
  form,
}: {
  form: Bindable<{ email: string; password: string }>
}) {
  const { t } = useTranslation()
  return (
    <>
      <EmailField form={form} name="email" label={t('auth.email')} rule={rules.username} required />
      <PasswordField form={form} name="password" label={t('auth.password')} required />
    </>
  )
}
