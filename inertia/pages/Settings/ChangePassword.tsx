import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { Form, PasswordField, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { NewPasswordFields } from '~/components/auth/new_password_fields'
import { DevicesList, type SignedInDevice } from '~/components/settings/devices_list'

export default function ChangePassword({
  hasPassword,
  devices = [],
}: {
  hasPassword: boolean
  devices?: SignedInDevice[]
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'settings.change-password.update',
    { current_password: '', password: '', password_confirmation: '' },
    { resetOnFinish: ['current_password', 'password', 'password_confirmation'] }
  )
  return (
    <>
      <Seo title={t('auth.change_password_title')} noindex />
      <div className="max-w-xl">
        <h1 className="text-3xl font-semibold text-navy-800">{t('auth.change_password_title')}</h1>
        <p className="mt-2 text-slate-600">{t('auth.change_password_text')}</p>
        {hasPassword ? null : (
          <p className="mt-4 rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800">
            {t('auth.no_password_hint')}{' '}
            <Link route="password.forgot" className="font-semibold text-navy-800 underline">
              {t('auth.forgot_link')}
            </Link>
          </p>
        )}
        <Form form={form} className="mt-8 space-y-5">
          <PasswordField
            form={form}
            name="current_password"
            label={t('auth.current_password')}
            required
          />
          <NewPasswordFields form={form} label={t('auth.new_password')} />
          <SubmitButton form={form}>{t('auth.change_password_title')}</SubmitButton>
        </Form>
        <DevicesList devices={devices} />
      </div>
    </>
  )
}
