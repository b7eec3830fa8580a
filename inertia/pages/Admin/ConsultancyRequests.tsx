import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta, RowAction } from '~/components/data_table/types'
import { Form, SelectField, SubmitButton, TextareaField, useRouteForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { DialogShell } from '~/components/ui/dialog'
import {
  Badge,
  ClockBadge,
  Timeline,
  useDeskDates,
  type Tone,
} from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import { DeskThreads } from '~/components/desk/staff_threads'
import { urlFor } from '~/client'
import { PhoneLinks } from '~/components/phone_links'

type Consultancy = Data.ConsultancyRequest
type Props = {
  list: ListMeta<Consultancy>
  can: { all: boolean; assign: boolean }
  lawyers: Array<{ id: number; name: string }>
}

const STATUS_TONES: Record<string, Tone> = {
  new: 'info',
  scheduled: 'warning',
  completed: 'success',
  cancelled: 'neutral',
}
const STATUSES = ['new', 'scheduled', 'completed', 'cancelled'] as const

function Dialog({
  title,
  description,
  form,
  onClose,
  children,
  submit,
  testId,
}: {
  title: string
  description?: string
  form: { processing: boolean; action: string; submit: () => void }
  onClose: () => void
  children: React.ReactNode
  submit: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      locked={form.processing}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid={testId}>
        {children}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form} data-testid={`${testId}-submit`}>
            {submit}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}

function AssignDialog({
  request,
  lawyers,
  onClose,
}: {
  request: Consultancy
  lawyers: Props['lawyers']
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.consultancy_requests.assign',
    { lawyer_id: request.lawyer ? String(request.lawyer.id) : '' },
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <Dialog
      title={t('admin_consultancy.assign.title', { number: request.intakeNumber })}
      form={form}
      onClose={onClose}
      submit={t('admin_consultancy.assign.submit')}
      testId="assign-form"
    >
      <SelectField
        form={form}
        name="lawyer_id"
        label={t('admin_consultancy.assign.lawyer')}
        options={lawyers.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name }))}
        required
      />
    </Dialog>
  )
}

function NoteDialog({ request, onClose }: { request: Consultancy; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.consultancy_requests.notes',
    { body: '' },
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <Dialog
      title={t('admin_consultancy.note.title', { number: request.intakeNumber })}
      form={form}
      onClose={onClose}
      submit={t('admin_consultancy.note.submit')}
      testId="note-form"
    >
      <TextareaField
        form={form}
        name="body"
        label={t('admin_consultancy.note.body')}
        rows={4}
        required
        autoFocus
      />
    </Dialog>
  )
}

/** SPEC §2.9 Consultancy Requests: the four roles see all, a lawyer only their own. */
export default function AdminConsultancyRequests({ list, can, lawyers }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const [assigning, setAssigning] = useState<Consultancy | null>(null)
  const [noting, setNoting] = useState<Consultancy | null>(null)
  const status = (value: string) => t(`admin_consultancy.status.${value}`)
  const badge = (value: string) => (
    <Badge tone={STATUS_TONES[value] ?? 'neutral'} data-status={value}>
      {status(value)}
    </Badge>
  )

  const columns: DataTableColumn<Consultancy>[] = [
    {
      id: 'intake_number',
      cell: (row) => row.intakeNumber,
      sortable: true,
      hideable: false,
      className: 'font-medium whitespace-nowrap',
    },
    {
      id: 'user',
      cell: (row) => row.user?.name ?? '—',
    },
    {
      id: 'category',
      cell: (row) => row.category,
    },
    {
      id: 'preferred_date_time',
      cell: (row) => dateTime(row.preferredDateTime),
      sortable: true,
    },
    {
      id: 'status',
      cell: (row) => badge(row.status),
    },
    // A lawyer sees only their own requests: the column would repeat their name.
    ...(can.all
      ? [
          {
            id: 'lawyer',
            cell: (row: Consultancy) => row.lawyer?.name ?? t('admin_consultancy.unassigned'),
          },
        ]
      : []),
    {
      id: 'clock',
      cell: (row) => <ClockBadge clock={row.clock} namespace="admin_consultancy" />,
    },
  ]

  const transitions: RowAction<Consultancy>[] = STATUSES.map((to) => ({
    id: `to_${to}`,
    label: t(`admin_consultancy.actions.to_${to}`),
    hidden: (row: Consultancy) => !row.next.includes(to),
    confirm: (row: Consultancy) => ({
      title: t(`admin_consultancy.actions.to_${to}`),
      text: t(
        to === 'completed'
          ? 'admin_consultancy.confirm.complete'
          : 'admin_consultancy.confirm.status',
        {
          number: row.intakeNumber,
          status: status(to),
        }
      ),
      confirmText: t('common.yes'),
      variant: to === 'cancelled' ? ('danger' as const) : ('primary' as const),
    }),
    run: (row: Consultancy) =>
      new Promise((resolve) =>
        router.post(
          urlFor('admin.consultancy_requests.status', { id: row.id }),
          { status: to },
          { preserveScroll: true, onFinish: resolve }
        )
      ),
  }))

  return (
    <>
      <Seo title={t('admin_consultancy.title')} />
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">{t('admin_consultancy.title')}</h1>
      <p className="mb-6 text-sm text-slate-600">
        {t(can.all ? 'admin_consultancy.intro' : 'admin_consultancy.intro_lawyer')}
      </p>
      <DataTable
        tableId="consultancy-requests"
        list={list}
        columns={columns}
        nothingYet={can.all ? undefined : t('admin_consultancy.nothing_yet_lawyer')}
        optionLabels={{ assigned: (value) => t(`admin_consultancy.filters.assigned_${value}`) }}
        exportable
        details={(row) => ({
          title: t('admin_consultancy.details.title', { number: row.intakeNumber }),
          fields: [
            {
              label: t('admin_consultancy.columns.user'),
              value: row.user ? `${row.user.name} (${row.user.email})` : '—',
            },
            {
              label: t('contact_fields.phone'),
              value: row.phoneLinks ? (
                <PhoneLinks value={row.phoneLinks.display} links={row.phoneLinks} />
              ) : (
                '—'
              ),
            },
            { label: t('admin_consultancy.columns.category'), value: row.category },
            {
              label: t('admin_consultancy.columns.preferred_date_time'),
              value: dateTime(row.preferredDateTime),
            },
            {
              label: t('admin_consultancy.columns.details'),
              value: <span className="whitespace-pre-line">{row.details}</span>,
            },
            { label: t('admin_consultancy.columns.status'), value: badge(row.status) },
            {
              label: t('admin_consultancy.columns.lawyer'),
              value: row.lawyer?.name ?? t('admin_consultancy.unassigned'),
            },
            {
              label: t('admin_consultancy.columns.clock'),
              value: <ClockBadge clock={row.clock} namespace="admin_consultancy" />,
            },
            { label: t('admin_consultancy.columns.created_at'), value: dateTime(row.createdAt) },
            {
              label: t('admin_consultancy.columns.survey_sent_at'),
              value: row.surveySentAt
                ? dateTime(row.surveySentAt)
                : t('admin_consultancy.survey_not_sent'),
            },
            {
              label: t('admin_consultancy.columns.notes'),
              value: (
                <Timeline
                  empty={t('admin_consultancy.note.empty')}
                  items={row.notes.map((note) => ({
                    id: note.id,
                    at: note.at,
                    by: note.by,
                    text: note.body,
                  }))}
                />
              ),
            },
            // Member requests sent from Settings › My requests, answered here.
            {
              label: t('desk.staff.title'),
              value: <DeskThreads source={{ consultancy_request_id: row.id }} />,
            },
          ],
        })}
        rowActions={[
          ...(can.assign
            ? [
                {
                  id: 'assign',
                  label: t('admin_consultancy.actions.assign'),
                  hidden: (row: Consultancy) => row.status === 'completed',
                  run: (row: Consultancy) => setAssigning(row),
                },
              ]
            : []),
          { id: 'note', label: t('admin_consultancy.actions.note'), run: (row) => setNoting(row) },
          {
            // The request becomes a matter, prefilled from it.
            id: 'open_matter',
            label: t('admin_matters.open_matter'),
            run: (row) =>
              router.visit(
                `${urlFor('admin.matters.create')}?${new URLSearchParams({ consultancy_request_id: String(row.id) })}`
              ),
          },
          ...transitions,
        ]}
      />
      {assigning ? (
        <AssignDialog request={assigning} lawyers={lawyers} onClose={() => setAssigning(null)} />
      ) : null}
      {noting ? <NoteDialog request={noting} onClose={() => setNoting(null)} /> : null}
    </>
  )
}
