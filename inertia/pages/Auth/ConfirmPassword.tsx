import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

export default function ConfirmPassword() {
  const { t } = useTranslation()
  const form = useForm({ password: '' })
  return (
    <>
      <Seo title={t('auth.confirm_title')} noindex />
      <AuthCard title={t('auth.confirm_title')} text={t('auth.confirm_text')}>
        <form
          method="post"
          action={urlFor('password.confirm.store')}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('password.confirm.store'), { onFinish: () => form.reset('password') })
          }}
        >
          <InputField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={form.data.password}
            onChange={(event) => form.setData('password', event.target.value)}
            error={form.errors.password}
            hint={t('auth.no_password_hint')}
          />
          <Button type="submit" className="w-full" disabled={form.processing}>
            {t('auth.confirm_button')}
          </Button>
        </form>
      </AuthCard>
    </>
  )
}
