import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'

/** What the server sends for each signed-in session (app/services/accounts/user_sessions.ts). */
export type SignedInDevice = {
  key: string
  current: boolean
  browser: string | null
  os: string | null
  place: { kind: 'local' } | { kind: 'address'; masked: string } | null
  signedInAt: string
  lastActiveAt: string
  activeNow: boolean
}

/**
 * The member's signed-in devices: browser and system, network, last
 * activity, "this device", and one action that signs every other device
 * out (behind the confirmation dialog; the server asks for the password
 * again when it was not entered in the last 15 minutes).
 */
export function DevicesList({
  devices,
  endOthersRoute = 'settings.devices.destroy',
}: {
  devices: SignedInDevice[]
  /** Members end them from Settings, staff from Admin › My account. */
  endOthersRoute?: 'settings.devices.destroy' | 'admin.account.devices.destroy'
}) {
  const { t, locale } = useTranslation()
  const confirm = useConfirm()
  const others = devices.filter((device) => !device.current).length
  const when = (iso: string) => formatDateTime(iso, locale)

  const endOthers = () =>
    confirm({
      title: t('sessions.end_others_confirm_title'),
      text: t('sessions.end_others_confirm_text'),
      confirmText: t('sessions.end_others'),
      cancelText: t('common.cancel'),
      variant: 'danger',
      onConfirm: () =>
        new Promise<void>((resolve) => {
          router.delete(urlFor(endOthersRoute), {
            preserveScroll: true,
            onFinish: () => resolve(),
          })
        }),
    })

  return (
    <section
      aria-labelledby="devices-title"
      className="mt-12 border-t border-slate-200 pt-8"
      data-testid="devices"
    >
      <h2 id="devices-title" className="text-xl font-semibold text-navy-800">
        {t('sessions.devices_title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('sessions.devices_text')}</p>
      <ul className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {devices.map((device) => (
          <li
            key={device.key}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between"
            data-testid="device"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {t('sessions.browser_on_os', {
                  browser: device.browser ?? t('sessions.unknown_browser'),
                  os: device.os ?? t('sessions.unknown_os'),
                })}
                {device.current ? (
                  <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800">
                    {t('sessions.this_device')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {device.place === null
                  ? t('sessions.unknown_place')
                  : device.place.kind === 'local'
                    ? t('sessions.local_network')
                    : t('sessions.masked_address', { address: device.place.masked })}
                {' · '}
                {t('sessions.signed_in_at', { time: when(device.signedInAt) })}
              </p>
            </div>
            <p className="shrink-0 text-sm text-slate-600 sm:text-right">
              {device.activeNow ? (
                <span className="font-medium text-emerald-700">{t('sessions.active_now')}</span>
              ) : (
                t('sessions.last_active', { time: when(device.lastActiveAt) })
              )}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t('sessions.place_note')}</p>
      <div className="mt-5">
        {others > 0 ? (
          <Button variant="secondary" onClick={endOthers} data-testid="end-other-devices">
            {t('sessions.end_others')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t('sessions.no_other_devices')}</p>
        )}
      </div>
    </section>
  )
}
