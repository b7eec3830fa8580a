import { PasswordField, rules, useFields, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

/**
 * A new password and its confirmation, with the password rules of the
 * server (8-72 characters, a letter and a digit) as a hint.
 */
export function NewPasswordFields({
  form,
  label,
}: {
  form: Bindable<{ password: string; password_confirmation: string }>
  label?: string
}) {
  const { t } = useTranslation()
  const field = useFields(form, 'auth')
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label={label ?? t('auth.password')}
        hint={t('auth.password_hint')}
        rule={rules.newPassword}
        required
      />
      <PasswordField {...field('password_confirmation')} required />
    </>
  )
}
