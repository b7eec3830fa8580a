import { SettingsTitle } from '~/components/settings/settings_title'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type ExportRow = {
  id: number
  status: 'pending' | 'ready' | 'failed' | 'expired'
  requestedOn: string
  expiresOn: string | null
  downloadUrl: string | null
}

/** The number of days the mailed link works (app/services/accounts/data_export.ts). */
const LINK_DAYS = 7

/** PDPA self-service: "download my data", and account deletion linked. */
export default function DataExport({ exports }: { exports: ExportRow[] }) {
  const { t } = useTranslation()
  const form = useRouteForm('settings.data-export.store', {}, { preserveScroll: true })
  const pending = exports.some((row) => row.status === 'pending')
  return (
    <>
      <div className="max-w-3xl space-y-10">
        <header>
          <SettingsTitle title={t('data_export.title')} />
          <p className="mt-2 text-slate-600">{t('data_export.intro')}</p>
        </header>

        <section
          aria-labelledby="export-heading"
          className="rounded-lg border border-slate-200 p-6"
        >
          <h2 id="export-heading" className="text-xl font-semibold text-navy-800">
            {t('data_export.profile.link')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('data_export.what')}</p>
          <p className="mt-2 text-sm text-slate-700">{t('data_export.how', { days: LINK_DAYS })}</p>
          <Form form={form} className="mt-4">
            <SubmitButton form={form} disabled={pending} data-testid="request-export">
              {t('data_export.request')}
            </SubmitButton>
          </Form>

          <h3 className="mt-8 text-lg font-semibold text-navy-800">
            {t('data_export.history_title')}
          </h3>
          {exports.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="no-exports">
              {t('data_export.none')}
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200" data-testid="exports">
              {exports.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="text-sm text-slate-800">
                    <p className="font-semibold">{t(`data_export.status.${row.status}`)}</p>
                    <p>{t('data_export.requested_on', { date: row.requestedOn })}</p>
                    {row.downloadUrl && row.expiresOn ? (
                      <p>{t('data_export.expires_on', { date: row.expiresOn })}</p>
                    ) : null}
                  </div>
                  {row.downloadUrl ? (
                    <a href={row.downloadUrl} className="font-semibold text-navy-800 underline">
                      {t('data_export.download')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="delete-heading"
          className="rounded-lg border border-red-200 bg-red-50/40 p-6"
        >
          <h2 id="delete-heading" className="text-xl font-semibold text-red-800">
            {t('data_export.delete_title')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('data_export.delete_text')}</p>
          <a
            href={`${urlFor('settings.profile-details')}#delete-heading`}
            className="mt-3 inline-block font-semibold text-red-800 underline"
          >
            {t('data_export.delete_link')}
          </a>
        </section>
      </div>
    </>
  )
}
