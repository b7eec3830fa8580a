import { useState } from 'react'
import type { Data } from '@generated/data'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta, RowAction } from '~/components/data_table/types'
import { Form, SubmitButton, TextField, TextareaField, useRouteForm } from '~/components/form'
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

type Ticket = Data.SupportTicket
type Props = { list: ListMeta<Ticket> }

/** SPEC §4: pending (info), resolving (warning), completed (success). */
const STATUS_TONES: Record<string, Tone> = {
  pending: 'info',
  resolving: 'warning',
  completed: 'success',
}

function ReplyDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.tickets.reply',
    {
      subject: t('admin_tickets.reply.default_subject', { category: ticket.category }),
      message: '',
    },
    { params: { id: ticket.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin_tickets.reply.title', { name: ticket.name })}
      description={t('admin_tickets.reply.text', { email: ticket.email })}
      locked={form.processing}
      className="max-w-xl"
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="reply-form">
        <TextField form={form} name="subject" label={t('admin_tickets.reply.subject')} required />
        <TextareaField
          form={form}
          name="message"
          label={t('admin_tickets.reply.message')}
          required
          autoFocus
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form} data-testid="reply-submit">
            {t('admin_tickets.reply.submit')}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}

/** SPEC §2.9 Support Tickets: statuses with badges, transitions, replies and the response clock. */
export default function AdminTickets({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const [replying, setReplying] = useState<Ticket | null>(null)
  const status = (value: string) => t(`admin_tickets.status.${value}`)
  const badge = (value: string) => (
    <Badge tone={STATUS_TONES[value] ?? 'neutral'} data-status={value}>
      {status(value)}
    </Badge>
  )
  // Categories are stored as the form wrote them; one the translations do not know shows as stored.
  const category = (value: string) => {
    const label = t(`admin_tickets.categories.${value}`)
    return label.startsWith('admin_tickets.') ? value : label
  }
  const move = (row: Ticket, to: string) =>
    new Promise((resolve) =>
      router.post(
        urlFor('admin.tickets.status', { id: row.id }),
        { status: to },
        { preserveScroll: true, onFinish: resolve }
      )
    )

  const columns: DataTableColumn<Ticket>[] = [
    {
      id: 'name',
      cell: (row) => (
        <div>
          <p className="font-medium">{row.name}</p>
          <p className="text-xs text-slate-500">{row.email}</p>
          {row.phoneLinks ? (
            <p className="text-xs">
              <PhoneLinks value={row.phoneLinks.display} links={row.phoneLinks} />
            </p>
          ) : null}
        </div>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'membership_number',
      cell: (row) => row.membershipNumber ?? '—',
    },
    {
      id: 'category',
      cell: (row) => category(row.category),
    },
    {
      id: 'status',
      cell: (row) => badge(row.status),
      sortable: true,
    },
    {
      id: 'clock',
      cell: (row) => <ClockBadge clock={row.clock} namespace="admin_tickets" />,
    },
    {
      id: 'created_at',
      cell: (row) => dateTime(row.createdAt),
      sortable: true,
    },
  ]

  const transitions: RowAction<Ticket>[] = (['pending', 'resolving', 'completed'] as const).map(
    (to) => ({
      id: `to_${to}`,
      label: t(`admin_tickets.actions.to_${to}`),
      hidden: (row: Ticket) => !row.next.includes(to),
      confirm: (row: Ticket) => ({
        title: t(`admin_tickets.actions.to_${to}`),
        text: t('admin_tickets.confirm.status', { name: row.name, status: status(to) }),
        confirmText: t('common.yes'),
        variant: 'primary' as const,
      }),
      run: (row: Ticket) => move(row, to),
    })
  )

  const historyText = (event: Ticket['history'][number]) =>
    event.kind === 'reply'
      ? `${t('admin_tickets.history.reply', { subject: event.subject ?? '' })}\n${event.body ?? ''}`
      : t('admin_tickets.history.status', {
          from: status(event.fromStatus ?? ''),
          to: status(event.toStatus ?? ''),
        })

  return (
    <>
      <Seo title={t('admin_tickets.title')} />
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">{t('admin_tickets.title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('admin_tickets.intro')}</p>
      <DataTable
        tableId="tickets"
        list={list}
        columns={columns}
        optionLabels={{ category }}
        exportable
        details={(row) => ({
          title: t('admin_tickets.details.title', { name: row.name }),
          fields: [
            { label: t('admin_tickets.columns.email'), value: row.email },
            {
              label: t('admin_tickets.columns.membership_number'),
              value: row.membershipNumber ?? '—',
            },
            { label: t('admin_tickets.columns.category'), value: category(row.category) },
            { label: t('admin_tickets.columns.status'), value: badge(row.status) },
            {
              label: t('admin_tickets.columns.message'),
              value: <span className="whitespace-pre-line">{row.message}</span>,
            },
            { label: t('admin_tickets.columns.created_at'), value: dateTime(row.createdAt) },
            {
              label: t('admin_tickets.columns.clock'),
              value: (
                <span>
                  <ClockBadge clock={row.clock} namespace="admin_tickets" />
                  {row.clock.respondedAt ? (
                    <span className="ml-2 text-slate-600">
                      {t('admin_tickets.clock.responded', {
                        time: dateTime(row.clock.respondedAt),
                      })}
                    </span>
                  ) : null}
                </span>
              ),
            },
            { label: t('admin_tickets.columns.resolved_at'), value: dateTime(row.resolvedAt) },
            {
              label: t('admin_tickets.columns.history'),
              value: (
                <Timeline
                  empty={t('admin_tickets.history.empty')}
                  items={row.history.map((event) => ({
                    id: event.id,
                    at: event.at,
                    by: event.by,
                    text: historyText(event),
                  }))}
                />
              ),
            },
            // Member requests sent from Settings › My requests, answered here.
            {
              label: t('desk.staff.title'),
              value: <DeskThreads source={{ support_ticket_id: row.id }} />,
            },
          ],
        })}
        rowActions={[
          {
            // A ticket that is legal work becomes a matter, prefilled from it.
            id: 'open_matter',
            label: t('admin_matters.open_matter'),
            run: (row) =>
              router.visit(
                `${urlFor('admin.matters.create')}?${new URLSearchParams({ support_ticket_id: String(row.id) })}`
              ),
          },
          {
            id: 'reply',
            label: t('admin_tickets.actions.reply'),
            hidden: (row) => !row.email,
            run: (row) => setReplying(row),
          },
          ...transitions,
        ]}
      />
      {replying ? <ReplyDialog ticket={replying} onClose={() => setReplying(null)} /> : null}
    </>
  )
}
