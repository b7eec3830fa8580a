import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDate } from '~/lib/dates'
import type { Data } from '@generated/data'
import { ListPages } from '~/components/settings/list_pages'
import type { ListMeta } from '~/components/data_table/types'

type Row = Data.ServiceUsed

const baht = (satang: number) => (Math.abs(satang) / 100).toFixed(2)

/**
 * Settings › Services used (SPEC §9): what was given, on which matter,
 * counted or billed, and who of the membership used it; newest first, a
 * page at a time (app/lists/services_used_list.ts).
 */
export default function ServicesUsed({ list }: { list: ListMeta<Row> }) {
  const { t, locale } = useTranslation()
  const services = list.rows
  const url = urlFor('settings.services-used')
  const date = (iso: string) => formatDate(iso, locale)
  const detail = (row: Row) =>
    [
      row.pages ? t('services_used.pages', { count: Math.abs(row.pages) }) : null,
      row.minutes ? t('services_used.minutes', { count: Math.abs(row.minutes) }) : null,
      // The membership's usage is shared with the partner's login: who used it (DESIGN §11).
      row.usedBy ? t('services_used.used_by', { name: row.usedBy }) : null,
    ]
      .filter(Boolean)
      .join(' · ')
  const counted = (row: Row) => (
    <>
      {row.correction ? (
        <span className="mr-1 font-medium text-slate-700">{t('services_used.correction')}:</span>
      ) : null}
      {row.extra && row.priceSatang !== null ? (
        <span data-extra>
          {t('services_used.extra', { amount: baht(row.priceSatang) })}
          {row.invoiceNumber ? (
            <span className="block text-xs text-slate-600">
              {t('services_used.extra_invoice', { number: row.invoiceNumber })}
            </span>
          ) : null}
        </span>
      ) : row.extra ? (
        t('services_used.extra', { amount: '0.00' })
      ) : (
        t('services_used.counted')
      )}
    </>
  )
  return (
    <>
      <div className="max-w-5xl">
        <SettingsTitle title={t('settings.menu.services-used')} />
        <p className="mt-2 text-slate-600">{t('services_used.intro')}</p>
        <p className="mt-1 text-sm">
          <Link href={urlFor('settings.subscriptions')} className="text-navy-800 underline">
            {t('services_used.usage_link')}
          </Link>
        </p>
        {services.length === 0 ? (
          <p
            className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700"
            data-testid="no-services"
          >
            {t('services_used.none')}
          </p>
        ) : (
          <>
            {/* Phones: one card per service; wider screens: the table. */}
            <ul className="mt-8 space-y-3 md:hidden" data-testid="services-cards">
              {services.map((row) => (
                <li
                  key={row.id}
                  className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
                >
                  <p className="font-semibold text-navy-800">
                    {t(`services_used.services.${row.kind}`)}
                  </p>
                  <p className="text-slate-600">
                    {date(row.usedAt)}
                    {detail(row) ? ` · ${detail(row)}` : ''}
                  </p>
                  <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
                    <dt className="text-slate-600">{t('services_used.columns.matter')}</dt>
                    <dd>{row.matter ?? '—'}</dd>
                    <dt className="text-slate-600">{t('services_used.columns.lawyer')}</dt>
                    <dd>{row.lawyer ?? '—'}</dd>
                    <dt className="text-slate-600">{t('services_used.columns.counted')}</dt>
                    <dd>{counted(row)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="mt-8 hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
              <table className="w-full text-left text-sm" data-testid="services">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th className="px-4 py-2 font-medium">{t('services_used.columns.date')}</th>
                    <th className="px-4 py-2 font-medium">{t('services_used.columns.service')}</th>
                    <th className="px-4 py-2 font-medium">{t('services_used.columns.matter')}</th>
                    <th className="px-4 py-2 font-medium">{t('services_used.columns.lawyer')}</th>
                    <th className="px-4 py-2 font-medium">{t('services_used.columns.counted')}</th>
                  </tr>
                </thead>
                <tbody>
                  {services.map((row) => (
                    <tr
                      key={row.id}
                      className="border-t border-slate-200 align-top"
                      data-row={row.id}
                    >
                      <td className="whitespace-nowrap px-4 py-2">{date(row.usedAt)}</td>
                      <td className="px-4 py-2">
                        {t(`services_used.services.${row.kind}`)}
                        {detail(row) ? (
                          <span className="block text-xs text-slate-600">{detail(row)}</span>
                        ) : null}
                      </td>
                      <td className="px-4 py-2">{row.matter ?? '—'}</td>
                      <td className="px-4 py-2">{row.lawyer ?? '—'}</td>
                      <td className="px-4 py-2">{counted(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <ListPages list={list as ListMeta<unknown>} url={url} label={t('list.pagination')} />
      </div>
    </>
  )
}
