import { useState } from 'react'
import { router } from '@inertiajs/react'
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
import type { ConsultancyRow } from '../../../app/transformers/support_desk_transformer'
import { PhoneLinks } from '~/components/phone_links'

type Props = {
  list: ListMeta<ConsultancyRow>
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
  request: ConsultancyRow
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
      title={t('admin_consultancy.assign.title', { number: request.intake_number })}
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

function NoteDialog({ request, onClose }: { request: ConsultancyRow; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.consultancy_requests.notes',
    { body: '' },
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <Dialog
      title={t('admin_consultancy.note.title', { number: request.intake_number })}
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
  const [assigning, setAssigning] = useState<ConsultancyRow | null>(null)
  const [noting, setNoting] = useState<ConsultancyRow | null>(null)
  const status = (value: string) => t(`admin_consultancy.status.${value}`)
  const badge = (value: string) => (
    <Badge tone={STATUS_TONES[value] ?? 'neutral'} data-status={value}>
      {status(value)}
    </Badge>
  )

  const columns: DataTableColumn<ConsultancyRow>[] = [
    {
      id: 'intake_number',
      header: t('admin_consultancy.columns.intake_number'),
      cell: (row) => row.intake_number,
      sortable: true,
      hideable: false,
      className: 'font-medium whitespace-nowrap',
    },
    {
      id: 'user',
      header: t('admin_consultancy.columns.user'),
      cell: (row) => row.user?.name ?? '—',
    },
    {
      id: 'category',
      header: t('admin_consultancy.columns.category'),
      cell: (row) => row.category,
    },
    {
      id: 'preferred_date_time',
      header: t('admin_consultancy.columns.preferred_date_time'),
      cell: (row) => dateTime(row.preferred_date_time),
      sortable: true,
    },
    {
      id: 'status',
      header: t('admin_consultancy.columns.status'),
      cell: (row) => badge(row.status),
    },
    // A lawyer sees only their own requests: the column would repeat their name.
    ...(can.all
      ? [
          {
            id: 'lawyer',
            header: t('admin_consultancy.columns.lawyer'),
            cell: (row: ConsultancyRow) => row.lawyer?.name ?? t('admin_consultancy.unassigned'),
          },
        ]
      : []),
    {
      id: 'clock',
      header: t('admin_consultancy.columns.clock'),
      cell: (row) => <ClockBadge clock={row.clock} namespace="admin_consultancy" />,
    },
  ]

  const transitions: RowAction<ConsultancyRow>[] = STATUSES.map((to) => ({
    id: `to_${to}`,
    label: t(`admin_consultancy.actions.to_${to}`),
    hidden: (row: ConsultancyRow) => !row.next.includes(to),
    confirm: (row: ConsultancyRow) => ({
      title: t(`admin_consultancy.actions.to_${to}`),
      text: t(
        to === 'completed'
          ? 'admin_consultancy.confirm.complete'
          : 'admin_consultancy.confirm.status',
        {
          number: row.intake_number,
          status: status(to),
        }
      ),
      confirmText: t('common.yes'),
      variant: to === 'cancelled' ? ('danger' as const) : ('primary' as const),
    }),
    run: (row: ConsultancyRow) =>
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
        url={urlFor('admin.consultancy_requests')}
        list={list}
        columns={columns}
        searchLabel={t('admin_consultancy.search')}
        nothingYet={t(
          can.all ? 'admin_consultancy.nothing_yet' : 'admin_consultancy.nothing_yet_lawyer'
        )}
        filters={[
          { name: 'status', label: t('admin_consultancy.columns.status'), optionLabel: status },
          ...(can.all
            ? [
                {
                  name: 'assigned',
                  label: t('admin_consultancy.filters.assigned'),
                  optionLabel: (value: string) => t(`admin_consultancy.filters.assigned_${value}`),
                },
              ]
            : []),
        ]}
        exportHref={urlFor('admin.consultancy_requests.export')}
        details={(row) => ({
          title: t('admin_consultancy.details.title', { number: row.intake_number }),
          fields: [
            {
              label: t('admin_consultancy.columns.user'),
              value: row.user ? `${row.user.name} (${row.user.email})` : '—',
            },
            {
              label: t('contact_fields.phone'),
              value: row.phone_links ? (
                <PhoneLinks value={row.phone_links.display} links={row.phone_links} />
              ) : (
                '—'
              ),
            },
            { label: t('admin_consultancy.columns.category'), value: row.category },
            {
              label: t('admin_consultancy.columns.preferred_date_time'),
              value: dateTime(row.preferred_date_time),
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
            { label: t('admin_consultancy.columns.created_at'), value: dateTime(row.created_at) },
            {
              label: t('admin_consultancy.columns.survey_sent_at'),
              value: row.survey_sent_at
                ? dateTime(row.survey_sent_at)
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
                  hidden: (row: ConsultancyRow) => row.status === 'completed',
                  run: (row: ConsultancyRow) => setAssigning(row),
                },
              ]
            : []),
          { id: 'note', label: t('admin_consultancy.actions.note'), run: (row) => setNoting(row) },
          {
            // Issue 18: the request becomes a matter, prefilled from it.
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
