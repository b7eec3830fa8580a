import { InputField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'

type PasswordForm = {
  data: { password: string; password_confirmation: string }
  errors: Partial<Record<'password' | 'password_confirmation', string>>
  setData: (key: 'password' | 'password_confirmation', value: string) => void
}

/**
 * A new password and its confirmation, with the password rules of the
 * server (8-72 characters, a letter and a digit) as a hint.
 */
export function NewPasswordFields({ form, label }: { form: PasswordForm; label?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <InputField
        label={label ?? t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={72}
        hint={t('auth.password_hint')}
        value={form.data.password}
        onChange={(event) => form.setData('password', event.target.value)}
        error={form.errors.password}
      />
      <InputField
        label={t('auth.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={72}
        value={form.data.password_confirmation}
        onChange={(event) => form.setData('password_confirmation', event.target.value)}
        error={form.errors.password_confirmation}
      />
    </>
  )
}
