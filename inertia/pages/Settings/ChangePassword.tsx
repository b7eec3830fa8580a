import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { useTranslation } from '~/hooks/use_translation'
import { ChangePasswordForm } from '~/components/auth/change_password_form'
import { DevicesList, type SignedInDevice } from '~/components/settings/devices_list'

export default function ChangePassword({
  hasPassword,
  devices = [],
}: {
  hasPassword: boolean
  devices?: SignedInDevice[]
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="max-w-xl">
        <SettingsTitle title={t('auth.change_password_title')} />
        <p className="mt-2 text-slate-600">{t('auth.change_password_text')}</p>
        {hasPassword ? null : (
          <p className="mt-4 rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800">
            {t('auth.no_password_hint')}{' '}
            <Link route="password.forgot" className="font-semibold text-navy-800 underline">
              {t('auth.forgot_link')}
            </Link>
          </p>
        )}
        <ChangePasswordForm route="settings.change-password.update" className="mt-8 space-y-5" />
        <DevicesList devices={devices} />
      </div>
    </>
  )
}
