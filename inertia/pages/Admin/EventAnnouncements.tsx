import type { Data } from '@generated/data'
import { PageHeading } from '~/components/admin/page_heading'
import {
  DateTimeField,
  Form,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { useConfirmedSend } from '~/components/admin/mail/use_confirmed_send'
import {
  SegmentFields,
  WhenFields,
  type SegmentOptions,
} from '~/components/admin/mail/segment_fields'
import { RecentMailings } from '~/components/admin/mail/recent_mailings'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = { options: SegmentOptions; recent: Data.ScheduledMail[] }

/** SPEC §2.9 Event Announcements: an event with date and place mailed to a segment. */
export default function AdminEventAnnouncements({ options, recent }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.mail.store',
    {
      title: '',
      starts_at: '',
      place: '',
      details: '',
      audience: 'all',
      value: '',
      send_at: 'now',
      scheduled_at: '',
    },
    { preserveScroll: 'errors' }
  )
  const { count, onCount, sendForm } = useConfirmedSend(form, (total) => ({
    title: t('admin_mail.event.confirm_title'),
    text: t('admin_mail.send.confirm_text', { count: total }),
    confirmText: t('admin_mail.event.submit'),
  }))
  return (
    <>
      <PageHeading title={t('admin_mail.event.title')} intro={t('admin_mail.event.intro')} />
      <div className="grid gap-8 lg:grid-cols-2">
        <Form
          form={sendForm}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          data-testid="event-form"
        >
          <TextField
            form={form}
            name="title"
            label={t('admin_mail.fields.title')}
            rule={{ maxLength: 200 }}
            required
          />
          <DateTimeField
            form={form}
            name="starts_at"
            label={t('admin_mail.fields.starts_at')}
            hint={t('admin_mail.hints.bangkok_time')}
            required
          />
          <TextField
            form={form}
            name="place"
            label={t('admin_mail.fields.place')}
            rule={{ maxLength: 255 }}
            required
          />
          <TextareaField
            form={form}
            name="details"
            label={t('admin_mail.fields.details')}
            rows={4}
            rule={{ maxLength: 2000 }}
          />
          <SegmentFields
            form={form}
            options={options}
            countUrl={urlFor('admin.mail.count')}
            countKey="recipients"
            onCount={onCount}
          />
          <WhenFields form={form} />
          <SubmitButton form={form} disabled={count === 0}>
            {t('admin_mail.event.submit')}
          </SubmitButton>
        </Form>
        <RecentMailings rows={recent} />
      </div>
    </>
  )
}
