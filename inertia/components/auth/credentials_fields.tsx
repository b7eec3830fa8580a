import { CURRENT_PASSWORD_FIELD, EmailField, PasswordField } from '~/components/form'
import type { Bindable } from '~/components/form/binding'
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
      <EmailField
        form={form}
        name="email"
        label={t('auth.email')}
        autoComplete="username"
        required
      />
      <PasswordField
        form={form}
        name="password"
        label={t('auth.password')}
        limits={CURRENT_PASSWORD_FIELD}
        autoComplete="current-password"
        required
      />
    </>
  )
}
