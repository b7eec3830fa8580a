import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import type { ContactChannels } from './types'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-32 shrink-0 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  )
}

const linkClass =
  'font-medium text-navy-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold-600'

/** The chat apps, each opened in a new tab at the account the setting names. */
const MESSENGERS = [
  { label: 'LINE', url: 'lineUrl', handle: 'line' },
  { label: 'WhatsApp', url: 'whatsappUrl', handle: 'whatsapp' },
  { label: 'Messenger', url: 'messengerUrl', handle: 'messenger' },
] as const satisfies { label: string; url: keyof ContactChannels; handle: keyof ContactChannels }[]

/**
 * Support hours, the 24/7 emergency line and every contact channel, all
 * from the `contact_channels` setting (SPEC §1, §2.5).
 */
export function ContactChannelsPanel({
  channels,
  title,
}: {
  channels: ContactChannels
  title?: string
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="contact-channels-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-channels-title" className="text-xl font-semibold text-navy-800">
        {title ?? t('forms.channels.title')}
      </h2>
      <div className="mt-4 rounded-md bg-navy-900 p-4 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-600">
          {t('forms.channels.emergency_label')}
        </p>
        <a
          href={channels.emergencyPhoneHref}
          className="mt-1 block text-2xl font-bold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold-600"
        >
          {channels.emergencyPhone}
        </a>
        <p className="mt-1 text-sm text-slate-200">{t('forms.channels.emergency_text')}</p>
      </div>
      <dl className="mt-4 divide-y divide-slate-200">
        <Row label={t('forms.channels.hours')}>{t('forms.channels.hours_value')}</Row>
        <Row label={t('forms.channels.phone')}>
          <a href={channels.phoneHref} className={linkClass}>
            {channels.phone}
          </a>
        </Row>
        <Row label={t('forms.channels.email')}>
          <a href={channels.emailHref} className={linkClass}>
            {channels.email}
          </a>
        </Row>
        {MESSENGERS.map((app) => (
          <Row key={app.label} label={app.label}>
            <a
              href={channels[app.url]}
              className={linkClass}
              target="_blank"
              rel="noopener noreferrer"
            >
              {channels[app.handle]}
            </a>
          </Row>
        ))}
      </dl>
    </section>
  )
}
