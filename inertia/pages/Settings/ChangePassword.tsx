import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
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
  const form = useForm({ current_password: '', password: '', password_confirmation: '' })
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
        <form
          method="post"
          action={urlFor('settings.change-password.update')}
          noValidate
          className="mt-8 space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            form.put(urlFor('settings.change-password.update'), { onFinish: () => form.reset() })
          }}
        >
          <InputField
            label={t('auth.current_password')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={form.data.current_password}
            onChange={(event) => form.setData('current_password', event.target.value)}
            error={form.errors.current_password}
          />
          <NewPasswordFields form={form} label={t('auth.new_password')} />
          <Button type="submit" disabled={form.processing}>
            {t('auth.change_password_title')}
          </Button>
        </form>
        <DevicesList devices={devices} />
      </div>
    </>
  )
}
