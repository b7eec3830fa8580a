import { useState } from 'react'
import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import { SettingsTitle } from '~/components/settings/settings_title'
import { Button } from '~/components/ui/button'
import { RequestFacts } from '~/components/written_requests/request_facts'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

/**
 * A phone request confirmed in writing (SPEC §1): the
 * member reached this page from the signed link we emailed; confirming is
 * their written request, and the 30 days' notice runs from it.
 */
export default function ConfirmWrittenRequest({ request }: { request: Data.WrittenRequest }) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  const waiting = request.status === 'awaiting_confirmation'
  return (
    <>
      <div className="max-w-2xl">
        <SettingsTitle title={t('written_requests.confirm.title')} />
        <p className="mt-3 text-slate-700">{t('written_requests.confirm.text')}</p>
        <div className="mt-6 rounded-lg border border-slate-200 p-5">
          <RequestFacts request={request} />
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {waiting ? (
            <Button
              data-testid="confirm-written-request"
              disabled={sending}
              onClick={() => {
                setSending(true)
                router.post(
                  urlFor('settings.written-requests.confirm.store', { id: request.id }),
                  {},
                  { onFinish: () => setSending(false) }
                )
              }}
            >
              {t('written_requests.confirm.button')}
            </Button>
          ) : (
            <p className="font-medium text-emerald-800">{t('written_requests.confirm.done')}</p>
          )}
          <Link route="settings.subscriptions" className="text-navy-700 underline">
            {t('written_requests.confirm.back')}
          </Link>
        </div>
      </div>
    </>
  )
}
