import type { Data } from '@generated/data'
import { Link } from '~/components/link'
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
import { useDates } from '~/lib/dates'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import type { PlanSection } from '../../../app/enums/billing'

type Row = Data.PlanDetailRow

type Props = {
  section: PlanSection
  plan: { id: number; slug: string; name: string }
  copy: Data.Plan.Variants['toCopyForm']
  prices: Data.PriceRow[]
  list: ListMeta<Row>
}

/**
 * SPEC §2.9 Manage Plan Details › Personal / Business Plan: the plan's
 * marketing copy, its prices (a new price never changes
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
  const { date } = useDates()
  const period = (value: string) => t(`admin_plans.periods.${value}`)
  const items = `admin.${section}.items`

  const thai = useThaiCoverage<Row>()
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'position',
      cell: (row) => row.position + 1,
      sortable: true,
      hideable: false,
      className: 'w-12 tabular-nums',
    },
    {
      id: 'question',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Link
          href={urlFor(`${items}.edit` as 'admin.personal_plan.items.edit', { id: row.id })}
          className="font-medium text-navy-700 underline"
        >
          {/* Staff reading Thai see the Thai question when there is one. */}
          {(locale === 'th' && row.questionTh) || row.question}
        </Link>
      ),
    },
    thai.column,
    { id: 'answers', cell: (row) => row.answers, className: 'tabular-nums' },
    { id: 'updated_at', cell: (row) => date(row.updatedAt), sortable: true },
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
                  <tr key={price.id} data-price-id={price.id} data-active={price.isActive}>
                    <td className="py-2 pr-4">{period(price.billingPeriod)}</td>
                    <td className="py-2 pr-4 tabular-nums">{formatSatang(price.amountSatang)}</td>
                    <td className="py-2 pr-4">
                      {price.isActive ? (
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
                    <td className="py-2 pr-4">{date(price.createdAt)}</td>
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
            list={list}
            columns={columns}
            rowActions={[
              { id: 'edit', route: `${items}.edit`, method: 'get' },
              {
                id: 'move_up',
                route: `${items}.move`,
                data: () => ({ direction: 'up' }),
                hidden: (row) => row.position === 0,
              },
              {
                id: 'move_down',
                route: `${items}.move`,
                data: () => ({ direction: 'down' }),
                hidden: (row) => row.position === list.total - 1,
              },
              { id: 'delete', route: `${items}.destroy`, method: 'delete', confirm: 'danger' },
            ]}
          />
        </section>
      </div>
    </>
  )
}
