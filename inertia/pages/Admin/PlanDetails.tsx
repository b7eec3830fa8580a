import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import {
  Form,
  MoneyField,
  SelectField,
  SubmitButton,
  TextareaField,
  useRouteForm,
} from '~/components/form'
import { SettingsSection } from '~/components/admin/settings/settings_section'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import type { DetailItemRow, PriceRow } from '../../../app/transformers/admin_plans_transformer'
import { formatDate } from '~/lib/dates'
import type { Data } from '@generated/data'
import type { PlanSection } from '../../../app/enums/billing'

type Props = {
  section: PlanSection
  plan: { id: number; slug: string; name: string }
  copy: Data.Plan.Variants['toCopyForm']
  prices: PriceRow[]
  list: ListMeta<DetailItemRow>
}

/**
 * SPEC §2.9 Manage Plan Details › Personal / Business Plan (issue 13 point
 * 5): the plan's marketing copy, its prices (a new price never changes
 * what existing members pay) and the plan-details accordion, in English
 * and Thai.
 */
export default function AdminPlanDetails({ section, plan, copy, prices, list }: Props) {
  const { t, locale } = useTranslation()
  const title = t(`admin_plans.title.${section}`)
  const copyForm = useRouteForm(`admin.${section}.copy` as 'admin.personal_plan.copy', copy, {
    preserveScroll: true,
  })
  const priceForm = useRouteForm(
    `admin.${section}.prices` as 'admin.personal_plan.prices',
    { billing_period: 'month', amount_satang: null as number | null },
    { preserveScroll: true, resetOnSuccess: ['amount_satang'] }
  )
  const date = (iso: string) => formatDate(iso, locale)
  const period = (value: string) => t(`admin_plans.periods.${value}`)
  const move = (row: DetailItemRow, direction: 'up' | 'down') =>
    new Promise((resolve) =>
      router.post(
        urlFor(`admin.${section}.items.move` as 'admin.personal_plan.items.move', { id: row.id }),
        { direction },
        { preserveScroll: true, onFinish: resolve }
      )
    )

  const thai = useThaiCoverage<DetailItemRow>()
  const columns: DataTableColumn<DetailItemRow>[] = [
    {
      id: 'position',
      header: '#',
      cell: (row) => row.position + 1,
      sortable: true,
      hideable: false,
      className: 'w-12 tabular-nums',
    },
    {
      id: 'question',
      header: t('admin_plans.columns.question'),
      cell: (row) => (
        <Link
          href={urlFor(`admin.${section}.items.edit` as 'admin.personal_plan.items.edit', {
            id: row.id,
          })}
          className="font-medium text-navy-700 underline"
        >
          {/* Staff reading Thai see the Thai question when there is one. */}
          {(locale === 'th' && row.question_th) || row.question}
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    thai.column,
    {
      id: 'answers',
      header: t('admin_plans.columns.answers'),
      cell: (row) => row.answers,
      className: 'tabular-nums',
    },
    {
      id: 'updated_at',
      header: t('admin_plans.columns.updated_at'),
      cell: (row) => date(row.updated_at),
      sortable: true,
    },
  ]

  return (
    <>
      <Seo title={title} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t('admin_plans.intro')}</p>

      <div className="max-w-5xl space-y-8">
        <Form form={copyForm} className="space-y-4" data-testid="plan-copy-form">
          <SettingsSection title={t('admin_plans.sections.copy')}>
            <TextareaField
              form={copyForm}
              name="description"
              label={t('admin_plans.fields.description')}
              rule={{ maxLength: 2000 }}
              required
            />
            <TextareaField
              form={copyForm}
              name="description_th"
              label={t('admin_plans.fields.description_th')}
              rule={{ maxLength: 2000 }}
            />
          </SettingsSection>
          <SubmitButton form={copyForm}>{t('admin_plans.actions.save_copy')}</SubmitButton>
        </Form>

        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="prices-title">
          <h2 id="prices-title" className="text-lg font-semibold text-slate-900">
            {t('admin_plans.sections.prices')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin_plans.prices_note')}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full text-left text-sm" data-testid="price-table">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">{t('admin_plans.columns.period')}</th>
                  <th className="py-2 pr-4 font-medium">{t('admin_plans.columns.amount')}</th>
                  <th className="py-2 pr-4 font-medium">{t('admin_plans.columns.status')}</th>
                  <th className="py-2 pr-4 font-medium">{t('admin_plans.columns.memberships')}</th>
                  <th className="py-2 pr-4 font-medium">{t('admin_plans.columns.created_at')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {prices.map((price) => (
                  <tr key={price.id} data-price-id={price.id} data-active={price.is_active}>
                    <td className="py-2 pr-4">{period(price.billing_period)}</td>
                    <td className="py-2 pr-4 tabular-nums">{formatSatang(price.amount_satang)}</td>
                    <td className="py-2 pr-4">
                      {price.is_active ? (
                        <span className="rounded bg-green-100 px-2 py-0.5 text-green-800">
                          {t('admin_plans.price_status.on_sale')}
                        </span>
                      ) : (
                        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
                          {t('admin_plans.price_status.kept')}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-4 tabular-nums">{price.memberships}</td>
                    <td className="py-2 pr-4">{date(price.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Form
            form={priceForm}
            className="mt-4 grid items-end gap-4 md:grid-cols-3"
            data-testid="plan-price-form"
          >
            <SelectField
              form={priceForm}
              name="billing_period"
              label={t('admin_plans.fields.billing_period')}
              options={['month', 'year'].map((value) => ({ value, label: period(value) }))}
              required
            />
            <MoneyField
              form={priceForm}
              name="amount_satang"
              label={t('admin_plans.fields.amount')}
              required
            />
            <div>
              <SubmitButton form={priceForm}>{t('admin_plans.actions.new_price')}</SubmitButton>
            </div>
          </Form>
        </section>

        <section aria-labelledby="items-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="items-title" className="text-lg font-semibold text-slate-900">
                {t('admin_plans.sections.items')}
              </h2>
              <p className="text-sm text-slate-600">{t('admin_plans.items_note')}</p>
            </div>
            <Link
              href={urlFor(`admin.${section}.items.create` as 'admin.personal_plan.items.create')}
              className={buttonClasses('primary', 'md')}
            >
              {t('admin_plans.actions.add_item')}
            </Link>
          </div>
          <DataTable
            tableId={`plan-items-${plan.slug}`}
            url={urlFor(`admin.${section}` as 'admin.personal_plan')}
            list={list}
            columns={columns}
            searchLabel={t('admin_plans.search')}
            nothingYet={t('admin_plans.nothing_yet')}
            filters={[thai.filter]}
            rowActions={[
              {
                id: 'edit',
                label: t('admin_plans.actions.edit'),
                run: (row) =>
                  router.visit(
                    urlFor(`admin.${section}.items.edit` as 'admin.personal_plan.items.edit', {
                      id: row.id,
                    })
                  ),
              },
              {
                id: 'up',
                label: t('admin_plans.actions.move_up'),
                hidden: (row) => row.position === 0,
                run: (row) => move(row, 'up'),
              },
              {
                id: 'down',
                label: t('admin_plans.actions.move_down'),
                hidden: (row) => row.position === list.total - 1,
                run: (row) => move(row, 'down'),
              },
              {
                id: 'delete',
                label: t('admin_plans.actions.delete'),
                confirm: (row) => ({
                  title: t('admin_plans.actions.delete'),
                  text: t('admin_plans.confirm.delete', { question: row.question }),
                  confirmText: t('admin_plans.actions.delete'),
                  variant: 'danger',
                }),
                run: (row) =>
                  new Promise((resolve) =>
                    router.delete(
                      urlFor(
                        `admin.${section}.items.destroy` as 'admin.personal_plan.items.destroy',
                        { id: row.id }
                      ),
                      { preserveScroll: true, onFinish: resolve }
                    )
                  ),
              },
            ]}
          />
        </section>
      </div>
    </>
  )
}
