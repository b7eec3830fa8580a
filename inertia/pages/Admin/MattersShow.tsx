import { useState, type ReactNode } from 'react'
import {
  CheckboxField,
  Form,
  NumberField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { FormDialog } from '~/components/form/form_dialog'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { MatterBadges, PreExistingReadings } from '~/components/admin/matters/matter_badges'
import { Badge, useDeskDates } from '~/components/admin/support/desk'
import { MatterWorkFields, type MatterChoices } from '~/components/admin/matters/matter_fields'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'
import { DeskThreads } from '~/components/desk/staff_threads'

type UsageLine = {
  kind: string
  month: { used: number; limit: number | null; left: number | null }
  year: { used: number; limit: number | null; left: number | null }
  total: { used: number; limit: number | null; left: number | null }
}

type Props = {
  matter: Data.Matter.Variants['toDetail']
  services: Data.EntitlementUsage[]
  usage: UsageLine[]
  serviceKinds: string[]
  categories: string[]
  pricing: { hourlyRateSatang: number; discountPercent: number; hourSatang: number }
  readings: Array<{ question: string; answer: string }>
  lawyers: Array<{ id: number; name: string }>
  can: { all: boolean; assign: boolean }
}

const baht = (satang: number) => (satang / 100).toFixed(2)

/** The services measured by more than their count, and the field that takes the measure. */
const MEASURES = {
  document_review: { name: 'pages', max: 1000 },
  research_hours: { name: 'minutes', max: 600 },
} as const

/**
 * A table of the matter page: its headings (words under `admin_matters.`; the
 * last may be empty), then the rows the caller gives.
 */
function MatterTable({
  testId,
  headings,
  children,
}: {
  testId: string
  headings: Array<string | null>
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="text-slate-600">
          <tr>
            {headings.map((heading, index) => (
              <th
                key={index}
                className={
                  index < headings.length - 1 ? 'py-1 pr-3 font-medium' : 'py-1 font-medium'
                }
              >
                {heading ? t(`admin_matters.${heading}`) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function WorkForm({ matter, choices }: { matter: Props['matter']; choices: MatterChoices }) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    'admin.matters.update',
    {
      status: matter.status,
      category: matter.category,
      notes: matter.notes ?? '',
      lawyer_id: matter.lawyer ? String(matter.lawyer.id) : '',
    },
    { params: { id: matter.id }, preserveScroll: true }
  )
  return (
    <Form form={form} className="space-y-4" data-testid="work-form">
      <SelectField
        form={form}
        name="status"
        label={t('admin_matters.columns.status')}
        options={words(['open', 'closed'], 'admin_matters.status')}
        required
      />
      <MatterWorkFields form={form} choices={choices} />
      <SubmitButton form={form}>{t('admin_matters.show.save')}</SubmitButton>
    </Form>
  )
}

function ServiceForm({
  matter,
  serviceKinds,
  pricing,
}: Pick<Props, 'matter' | 'serviceKinds' | 'pricing'>) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    'admin.matters.services.store',
    {
      kind: 'advice',
      pages: null as number | null,
      minutes: null as number | null,
      note: '',
      extra: false,
      extra_reason: '',
    },
    // The service kind stays chosen: the next entry is often the same service, or its extra.
    {
      params: { id: matter.id },
      preserveScroll: true,
      resetOnSuccess: ['pages', 'minutes', 'note', 'extra', 'extra_reason'],
    }
  )
  const measure = MEASURES[form.data.kind as keyof typeof MEASURES]
  return (
    <Form form={form} className="space-y-4" data-testid="service-form">
      <SelectField
        form={form}
        name="kind"
        label={t('admin_matters.service.kind')}
        options={words(serviceKinds, 'admin_matters.services')}
        required
      />
      {measure ? (
        <NumberField
          key={measure.name}
          form={form}
          name={measure.name}
          label={t(`admin_matters.service.${measure.name}`)}
          min={1}
          max={measure.max}
          required
        />
      ) : null}
      <TextField
        form={form}
        name="note"
        label={t('admin_matters.service.note')}
        rule={{ maxLength: 500 }}
      />
      <CheckboxField form={form} name="extra" label={t('admin_matters.service.extra')} />
      {form.data.extra ? (
        <>
          <TextField
            form={form}
            name="extra_reason"
            label={t('admin_matters.service.extra_reason')}
            rule={{ maxLength: 500 }}
            required
          />
          <p className="text-xs text-slate-600" data-testid="pricing">
            {t('admin_matters.service.pricing', {
              rate: baht(pricing.hourlyRateSatang),
              discount: pricing.discountPercent,
              hour: baht(pricing.hourSatang),
            })}
          </p>
        </>
      ) : null}
      <SubmitButton form={form} data-testid="service-submit">
        {t('admin_matters.service.submit')}
      </SubmitButton>
    </Form>
  )
}

function ReverseDialog({
  matterId,
  entry,
  onClose,
}: {
  matterId: number
  entry: Data.EntitlementUsage
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.matters.services.reverse',
    { reason: '' },
    { params: { id: matterId, entryId: entry.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('admin_matters.reverse.title', { id: entry.id })}
      description={t('admin_matters.reverse.intro')}
      testId="reverse-form"
      submitLabel={t('admin_matters.reverse.submit')}
      submitTestId="reverse-submit"
    >
      <TextareaField
        form={form}
        name="reason"
        label={t('admin_matters.log.reason')}
        rows={3}
        required
        autoFocus
      />
    </FormDialog>
  )
}

function UsageTable({ usage }: { usage: UsageLine[] }) {
  const { t } = useTranslation()
  const cell = (scope: UsageLine['month']) =>
    scope.limit === null
      ? `${t('admin_matters.show.used', { used: scope.used })} · ${t('admin_matters.show.no_limit')}`
      : t('admin_matters.show.used_left', { used: scope.used, left: scope.left ?? 0 })
  return (
    <MatterTable testId="usage" headings={['log.service', 'show.month', 'show.year', 'show.total']}>
      {usage.map((line) => (
        <tr key={line.kind} className="border-t border-slate-200" data-kind={line.kind}>
          <td className="py-1 pr-3">{t(`admin_matters.services.${line.kind}`)}</td>
          <td className="py-1 pr-3">{cell(line.month)}</td>
          <td className="py-1 pr-3">{cell(line.year)}</td>
          <td className="py-1">{cell(line.total)}</td>
        </tr>
      ))}
    </MatterTable>
  )
}

/** A matter, its service log and what the plan has left. */
export default function AdminMattersShow(props: Props) {
  const { matter, services, usage, readings } = props
  const { t } = useTranslation()
  const { date, dateTime } = useDeskDates()
  const [reversing, setReversing] = useState<Data.EntitlementUsage | null>(null)
  const detail = (entry: Data.EntitlementUsage) =>
    [
      entry.pages !== null ? t('admin_matters.log.pages', { count: Math.abs(entry.pages) }) : null,
      entry.minutes !== null
        ? t('admin_matters.log.minutes', { count: Math.abs(entry.minutes) })
        : null,
      entry.note,
      entry.extra_reason,
      entry.reverses_id
        ? `${t('admin_matters.log.reversal', { id: entry.reverses_id })}: ${entry.reversal_reason}`
        : null,
    ]
      .filter(Boolean)
      .join(' · ')
  const facts: Array<[string, ReactNode]> = [
    [
      t('admin_matters.columns.member'),
      <>
        {matter.member?.name} ({matter.member?.email})
      </>,
    ],
    [
      t('admin_matters.columns.membership_number'),
      <>
        {matter.membershipNumber} · {matter.plan ? t(`admin_matters.plans.${matter.plan}`) : '—'}
      </>,
    ],
    [t('admin_matters.columns.category'), t(`admin_matters.categories.${matter.category}`)],
    [t('admin_matters.columns.status'), <MatterBadges matter={matter} />],
    [t('admin_matters.columns.began_on'), date(matter.beganOn)],
    [t('admin_matters.show.membership_started'), date(matter.membershipStartedAt)],
    [t('admin_matters.columns.lawyer'), matter.lawyer?.name ?? t('admin_matters.unassigned')],
  ]
  if (matter.consultancyRequest)
    facts.push([t('admin_matters.show.request'), matter.consultancyRequest.intakeNumber])
  if (matter.supportTicketId)
    facts.push([t('admin_matters.show.ticket'), `#${matter.supportTicketId}`])
  return (
    <>
      <ContentHeading
        title={matter.title}
        back={{ route: 'admin.matters', label: t('admin_matters.show.back') }}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <FormSection title={t('admin_matters.show.details')}>
            <dl
              className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2"
              data-testid="matter-details"
            >
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </FormSection>
          <PreExistingReadings readings={readings} />
          <FormSection title={t('desk.staff.title')}>
            <DeskThreads source={{ matter_id: matter.id }} />
          </FormSection>
          <FormSection title={t('admin_matters.show.usage')}>
            <p className="text-sm text-slate-600">{t('admin_matters.show.usage_intro')}</p>
            <UsageTable usage={usage} />
          </FormSection>
          <FormSection title={t('admin_matters.log.title')}>
            {services.length === 0 ? (
              <p className="text-sm text-slate-500">{t('admin_matters.log.empty')}</p>
            ) : (
              <MatterTable
                testId="service-log"
                headings={['log.date', 'log.service', 'log.detail', 'log.by', null]}
              >
                {services.map((entry) => (
                  <tr
                    key={entry.id}
                    className="border-t border-slate-200 align-top"
                    data-entry={entry.id}
                  >
                    <td className="py-2 pr-3 whitespace-nowrap">{dateTime(entry.used_at)}</td>
                    <td className="py-2 pr-3">
                      {t(`admin_matters.services.${entry.kind}`)}
                      <span className="mt-1 flex flex-wrap gap-1">
                        <Badge tone={entry.extra ? 'warning' : 'success'}>
                          {t(entry.extra ? 'admin_matters.log.extra' : 'admin_matters.log.counted')}
                        </Badge>
                        {entry.reversed ? (
                          <Badge tone="neutral">{t('admin_matters.log.reversed')}</Badge>
                        ) : null}
                      </span>
                      {entry.price_satang !== null ? (
                        <span className="block text-xs text-slate-600">
                          {t('admin_matters.log.price', { amount: baht(entry.price_satang) })}
                          {entry.invoice_number
                            ? ` · ${t('admin_matters.log.invoice', { number: entry.invoice_number })}`
                            : ''}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{detail(entry)}</td>
                    <td className="py-2 pr-3">{entry.by ?? '—'}</td>
                    <td className="py-2 text-right">
                      {entry.reverses_id === null && !entry.reversed ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setReversing(entry)}
                          data-testid={`reverse-${entry.id}`}
                        >
                          {t('admin_matters.log.reverse')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </MatterTable>
            )}
          </FormSection>
        </div>
        <div className="space-y-6">
          {matter.status === 'open' ? (
            <FormSection title={t('admin_matters.service.title')}>
              <ServiceForm
                matter={matter}
                serviceKinds={props.serviceKinds}
                pricing={props.pricing}
              />
            </FormSection>
          ) : null}
          <FormSection title={t('admin_matters.show.work')}>
            <WorkForm matter={matter} choices={props} />
          </FormSection>
        </div>
      </div>
      {reversing ? (
        <ReverseDialog matterId={matter.id} entry={reversing} onClose={() => setReversing(null)} />
      ) : null}
    </>
  )
}
