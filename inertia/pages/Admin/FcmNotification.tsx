import type { Data } from '@generated/data'
import { PageHeading } from '~/components/admin/page_heading'
import {
  Form,
  RadioGroupField,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { useConfirmedSend } from '~/components/admin/mail/use_confirmed_send'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import {
  SegmentFields,
  WhenFields,
  type SegmentOptions,
} from '~/components/admin/mail/segment_fields'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Props = {
  list: ListMeta<Data.PushCampaign>
  options: SegmentOptions
  devices: number
  driver: 'log' | 'fcm'
}

/** SPEC §2.9 FCM Notification: compose, send now or later to a segment or a topic. */
export default function AdminFcmNotification({ list, options, devices, driver }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const form = useRouteForm(
    'admin.fcm_notification.store',
    {
      title: '',
      body: '',
      link: '',
      target: 'segment',
      audience: 'all',
      value: '',
      topic: '',
      send_at: 'now',
      scheduled_at: '',
    },
    { preserveScroll: 'errors', resetOnSuccess: true }
  )
  const segment = form.data.target === 'segment'
  const { count, onCount, sendForm } = useConfirmedSend(form, (total) => ({
    title: t('admin_fcm.confirm_title'),
    text: segment
      ? t('admin_fcm.confirm_devices', { count: total })
      : t('admin_fcm.confirm_topic', { topic: form.data.topic }),
    confirmText: t('admin_fcm.submit'),
  }))
  const counts = (row: Data.PushCampaign) =>
    t('admin_fcm.counts', { delivered: row.deliveredCount, failed: row.failedCount })
  const columns: DataTableColumn<Data.PushCampaign>[] = [
    {
      id: 'title',
      cell: (row) => <span className="font-medium text-slate-900">{row.title}</span>,
      hideable: false,
    },
    {
      id: 'target',
      cell: (row) =>
        row.target === 'topic'
          ? `${t('admin_fcm.targets.topic')}: ${row.topic}`
          : `${t(`admin_mail.audiences.${row.audience}`)}${row.segmentValue ? `: ${row.segmentValue}` : ''}`,
    },
    { id: 'scheduled_at', cell: (row) => dateTime(row.scheduledAt), sortable: true },
    {
      id: 'status',
      cell: (row) => <Badge status={row.status}>{t(`admin_mail.status.${row.status}`)}</Badge>,
    },
    { id: 'counts', cell: counts },
  ]
  return (
    <>
      <PageHeading
        title={t('admin_fcm.title')}
        intro={
          <>
            {t('admin_fcm.intro', { devices })}{' '}
            {driver === 'log' ? t('admin_fcm.driver_log') : t('admin_fcm.driver_fcm')}
          </>
        }
      />
      <Form
        form={sendForm}
        className="mb-10 grid max-w-4xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-2"
        data-testid="push-form"
      >
        <div className="space-y-4">
          <TextField
            form={form}
            name="title"
            label={t('admin_fcm.fields.title')}
            rule={{ maxLength: 120 }}
            required
          />
          <TextareaField
            form={form}
            name="body"
            label={t('admin_fcm.fields.body')}
            rows={4}
            rule={{ maxLength: 1000 }}
            required
          />
          <TextField
            form={form}
            name="link"
            label={t('admin_fcm.fields.link')}
            hint={t('admin_fcm.hints.link')}
            rule={{ maxLength: 500 }}
            inputMode="url"
          />
        </div>
        <div className="space-y-4">
          <RadioGroupField<typeof form.data, string>
            form={form}
            name="target"
            label={t('admin_fcm.fields.target')}
            options={[
              { value: 'segment', label: t('admin_fcm.targets.segment') },
              { value: 'topic', label: t('admin_fcm.targets.topic') },
            ]}
          />
          {segment ? (
            <SegmentFields
              form={form}
              options={options}
              countUrl={urlFor('admin.fcm_notification.count')}
              countKey="devices"
              onCount={onCount}
            />
          ) : (
            <TextField
              form={form}
              name="topic"
              label={t('admin_fcm.fields.topic')}
              hint={t('admin_fcm.hints.topic')}
              rule={{ maxLength: 120 }}
              required
            />
          )}
          <WhenFields form={form} />
          <SubmitButton form={form} disabled={segment && count === 0}>
            {t('admin_fcm.submit')}
          </SubmitButton>
        </div>
      </Form>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('admin_fcm.history')}</h2>
      <DataTable
        tableId="fcm_notification"
        list={list}
        columns={columns}
        details={{
          title: (row) => row.title,
          extra: {
            body: (row) => row.body,
            link: (row) => row.link ?? '—',
            devices: (row) => String(row.tokenCount),
            pruned: (row) => String(row.prunedCount),
            created_by: (row) => row.createdBy ?? '—',
            failure: (row) => row.failureReason ?? '—',
          },
        }}
        rowActions={[
          {
            id: 'cancel',
            route: 'admin.fcm_notification.cancel',
            confirm: 'danger',
            hidden: (row) => row.status !== 'queued',
          },
        ]}
      />
    </>
  )
}
