import { Seo } from '~/components/seo'
import { Form, PasswordField, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { NewPasswordFields } from '~/components/auth/new_password_fields'
import { DevicesList, type SignedInDevice } from '~/components/settings/devices_list'

/** Admin › My account: the staff member's password and signed-in devices. */
export default function AdminAccount({ devices = [] }: { devices?: SignedInDevice[] }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.account.password',
    { current_password: '', password: '', password_confirmation: '' },
    { resetOnFinish: ['current_password', 'password', 'password_confirmation'] }
  )
  return (
    <>
      <Seo title={t('admin.my_account.title')} />
      <div className="max-w-xl">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin.my_account.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.my_account.text')}</p>
        <section aria-labelledby="password-title" className="mt-8">
          <h2 id="password-title" className="text-xl font-semibold text-navy-800">
            {t('auth.change_password_title')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t('auth.change_password_text')}</p>
          <Form form={form} className="mt-5 space-y-5">
            <PasswordField
              form={form}
              name="current_password"
              label={t('auth.current_password')}
              required
            />
            <NewPasswordFields form={form} label={t('auth.new_password')} />
            <SubmitButton form={form}>{t('auth.change_password_title')}</SubmitButton>
          </Form>
        </section>
        <DevicesList devices={devices} endOthersRoute="admin.account.devices.destroy" />
      </div>
    </>
  )
}
