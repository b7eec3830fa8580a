import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { useShared } from '~/lib/shared_props'

export default function AdminLogin() {
  const { t } = useTranslation()
  const { app } = useShared()
  const form = useForm({ email: '', password: '' })
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Seo title={t('auth.admin_login_title')} />
      <form
        method="post"
        action={urlFor('admin.login.store')}
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('admin.login.store'), { onFinish: () => form.reset('password') })
        }}
        className="w-full max-w-sm space-y-5 rounded-lg bg-white p-8 shadow"
        noValidate
      >
        <div>
          <p className="text-lg font-bold text-navy-800">{app.name}</p>
          <h1 className="mt-2 text-2xl font-semibold">{t('auth.admin_login_title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('auth.admin_login_text')}</p>
        </div>
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
        <Button type="submit" className="w-full" disabled={form.processing}>
          {t('auth.sign_in')}
        </Button>
      </form>
    </div>
  )
}
