import { Seo } from '~/components/seo'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { CredentialsFields } from '~/components/auth/credentials_fields'

export default function AdminLogin() {
  const { t } = useTranslation()
  const { app } = useShared()
  const form = useRouteForm(
    'admin.login.store',
    { email: '', password: '' },
    { resetOnFinish: ['password'] }
  )
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Seo title={t('auth.admin_login_title')} />
      <Form form={form} className="w-full max-w-sm space-y-5 rounded-lg bg-white p-8 shadow">
        <div>
          <p className="text-lg font-bold text-navy-800">{app.name}</p>
          <h1 className="mt-2 text-2xl font-semibold">{t('auth.admin_login_title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('auth.admin_login_text')}</p>
        </div>
        <CredentialsFields form={form} />
        <SubmitButton form={form} className="w-full">
          {t('auth.sign_in')}
        </SubmitButton>
      </Form>
    </div>
  )
}
