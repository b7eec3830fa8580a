import { useTranslation } from '~/hooks/use_translation'
import type { PhoneLinks as Links } from '~/lib/phone_numbers'

/**
 * A stored phone number on a staff screen (SPEC §2.8): dial it (`tel:`) or
 * open WhatsApp, both from the E.164 number the server computed. A legacy
 * value that is no number is shown as it is, marked for checking.
 */
export function PhoneLinks({ value, links }: { value: string | null; links: Links | null }) {
  const { t } = useTranslation()
  if (!value) return <>—</>
  if (!links) {
    return (
      <span>
        {value}{' '}
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
          {t('contact_fields.to_check')}
        </span>
      </span>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <a
        href={links.tel}
        className="text-navy-800 underline"
        aria-label={t('contact_fields.call', { phone: links.display })}
      >
        {links.display}
      </a>
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="text-xs text-emerald-800 underline"
        aria-label={t('contact_fields.whatsapp', { phone: links.display })}
      >
        WhatsApp
      </a>
    </span>
  )
}
