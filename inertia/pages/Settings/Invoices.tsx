import { Link } from '~/components/link'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { SettingsTitle } from '~/components/settings/settings_title'
import { ListPages } from '~/components/settings/list_pages'
import type { ListMeta } from '~/components/data_table/types'
import { InvoiceStatusBadge, money } from '~/components/settings_billing/status_text'
import { useTranslation } from '~/hooks/use_translation'

const PAYABLE = ['active', 'past_due', 'suspended', 'cancel_pending', 'reactivation']

/**
 * Settings › Invoices (SPEC §2.8 "downloadable invoice"):
 * number, date, period, amount, VAT and status; the tax invoice / receipt
 * and credit notes as PDF; an unpaid one links to "pay now".
 */
export default function Invoices({ list }: { list: ListMeta<Data.MemberInvoice> }) {
  const { t } = useTranslation()
  const url = urlFor('settings.invoices')
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700'
  const td = 'px-3 py-3 align-top text-sm text-slate-800'
  return (
    <>
      <div className="max-w-5xl">
        <SettingsTitle title={t('settings.menu.invoices')} />
        <p className="mt-2 text-slate-700">{t('settings_billing.invoices.intro')}</p>
        {list.rows.length === 0 ? (
          <p
            className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700"
            data-testid="no-invoices"
          >
            {t('settings_billing.invoices.none')}
          </p>
        ) : (
          <>
            {/* Phones: one card per invoice (a seven-column table would scroll sideways). */}
            <ul
              className="mt-8 space-y-3 md:hidden"
              aria-label={t('settings_billing.invoices.caption')}
            >
              {list.rows.map((invoice) => (
                <li key={invoice.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-mono text-sm font-semibold text-navy-800">
                      {invoice.number}
                    </p>
                    <InvoiceStatusBadge
                      status={invoice.status}
                      label={t(`settings_billing.invoices.statuses.${invoice.status}`)}
                    />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-slate-600">{t('settings_billing.invoices.date')}</dt>
                    <dd className="text-slate-900">{invoice.issuedOn}</dd>
                    <dt className="text-slate-600">{t('settings_billing.invoices.period')}</dt>
                    <dd className="text-slate-900">
                      <InvoicePeriod invoice={invoice} />
                    </dd>
                    <dt className="text-slate-600">{t('settings_billing.invoices.amount')}</dt>
                    <dd className="font-semibold text-slate-900">{money(invoice.totalSatang)}</dd>
                    <dt className="text-slate-600">{t('settings_billing.invoices.vat')}</dt>
                    <dd className="text-slate-900">{money(invoice.vatSatang)}</dd>
                  </dl>
                  <div className="mt-3 text-sm">
                    <InvoiceDocuments invoice={invoice} />
                  </div>
                </li>
              ))}
            </ul>
            <div
              className="mt-8 hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block"
              tabIndex={0}
              role="region"
              aria-label={t('settings_billing.invoices.caption')}
            >
              <table className="min-w-full divide-y divide-slate-200" data-testid="invoices">
                <caption className="sr-only">{t('settings_billing.invoices.caption')}</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      {t('settings_billing.invoices.number')}
                    </th>
                    <th scope="col" className={th}>
                      {t('settings_billing.invoices.date')}
                    </th>
                    <th scope="col" className={th}>
                      {t('settings_billing.invoices.period')}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t('settings_billing.invoices.amount')}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t('settings_billing.invoices.vat')}
                    </th>
                    <th scope="col" className={th}>
                      {t('settings_billing.invoices.status')}
                    </th>
                    <th scope="col" className={th}>
                      {t('settings_billing.invoices.documents')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {list.rows.map((invoice) => (
                    <tr key={invoice.id} data-testid={`invoice-${invoice.number}`}>
                      <th scope="row" className={`${td} whitespace-nowrap font-mono font-semibold`}>
                        {invoice.number}
                      </th>
                      <td className={`${td} whitespace-nowrap`}>{invoice.issuedOn}</td>
                      <td className={td}>
                        <InvoicePeriod invoice={invoice} />
                      </td>
                      <td className={`${td} whitespace-nowrap text-right font-semibold`}>
                        {money(invoice.totalSatang)}
                      </td>
                      <td className={`${td} whitespace-nowrap text-right`}>
                        {money(invoice.vatSatang)}
                      </td>
                      <td className={td}>
                        <InvoiceStatusBadge
                          status={invoice.status}
                          label={t(`settings_billing.invoices.statuses.${invoice.status}`)}
                        />
                      </td>
                      <td className={td}>
                        <InvoiceDocuments invoice={invoice} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <ListPages
          list={list as ListMeta<unknown>}
          url={url}
          label={t('settings_billing.invoices.pagination')}
        />
      </div>
    </>
  )
}

/** The period billed, or for an extra service billed on its own, the service and matter. */
function InvoicePeriod({ invoice }: { invoice: Data.MemberInvoice }) {
  const { t } = useTranslation()
  if (!invoice.extraService) return <>{`${invoice.periodStart} – ${invoice.periodEnd}`}</>
  return (
    <span data-extra-service={invoice.extraService.kind}>
      {t('settings_billing.invoices.extra_service', {
        service: t(`services_used.services.${invoice.extraService.kind}`),
      })}
      {invoice.extraService.matter ? (
        <span className="block text-xs text-slate-600">{invoice.extraService.matter}</span>
      ) : null}
    </span>
  )
}

/** The invoice's PDFs: the tax invoice / receipt once paid, its credit notes; "pay now" while due. */
function InvoiceDocuments({ invoice }: { invoice: Data.MemberInvoice }) {
  const { t } = useTranslation()
  return (
    <ul className="space-y-1">
      {invoice.hasReceipt ? (
        <li>
          <a
            href={urlFor('settings.invoices.pdf', { id: invoice.id })}
            className="font-semibold text-navy-800 underline"
            aria-label={t('settings_billing.invoices.receipt_for', {
              number: invoice.number,
            })}
          >
            {t('settings_billing.invoices.receipt')}
          </a>
        </li>
      ) : invoice.status === 'open' && PAYABLE.includes(invoice.membershipStatus ?? '') ? (
        <li>
          <Link
            href={`${urlFor('settings.payment-methods')}?${new URLSearchParams({ invoice: invoice.number })}`}
            className="font-semibold text-navy-800 underline"
          >
            {t('settings_billing.invoices.pay')}
          </Link>
        </li>
      ) : (
        <li className="text-slate-600">{t('settings_billing.invoices.no_document')}</li>
      )}
      {invoice.creditNotes.map((note) => (
        <li key={note.id}>
          <a
            href={urlFor('settings.invoices.credit-notes.pdf', { id: note.id })}
            className="text-navy-800 underline"
            aria-label={t('settings_billing.invoices.credit_note_for', {
              number: note.number,
            })}
          >
            {t('settings_billing.invoices.credit_note', { number: note.number })}
          </a>
        </li>
      ))}
    </ul>
  )
}
