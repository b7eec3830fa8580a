import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { ChangePasswordForm } from '~/components/auth/change_password_form'
import { DevicesList, type SignedInDevice } from '~/components/settings/devices_list'

/** Admin › My account: the staff member's password and signed-in devices. */
export default function AdminAccount({ devices = [] }: { devices?: SignedInDevice[] }) {
  const { t } = useTranslation()
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
          <ChangePasswordForm route="admin.account.password" className="mt-5 space-y-5" />
        </section>
        <DevicesList devices={devices} endOthersRoute="admin.account.devices.destroy" />
      </div>
    </>
  )
}
