import { InputField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'

type CredentialsForm = {
  data: { email: string; password: string }
  errors: Partial<Record<'email' | 'password', string>>
  setData: (key: 'email' | 'password', value: string) => void
}

/** Email and current password, as the member and staff sign-in forms ask them. */
export function CredentialsFields({ form }: { form: CredentialsForm }) {
  const { t } = useTranslation()
  return (
    <>
      <InputField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        value={form.data.email}
        onChange={(event) => form.setData('email', event.target.value)}
        error={form.errors.email}
      />
      <InputField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.data.password}
        onChange={(event) => form.setData('password', event.target.value)}
        error={form.errors.password}
      />
    </>
  )
}
