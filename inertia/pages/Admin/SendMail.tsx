import type { Data } from '@generated/data'
import { PageHeading } from '~/components/admin/page_heading'
import { Form, SelectField, SubmitButton, useRouteForm } from '~/components/form'
import { useConfirmedSend } from '~/components/admin/mail/use_confirmed_send'
import {
  SegmentFields,
  WhenFields,
  type SegmentOptions,
} from '~/components/admin/mail/segment_fields'
import { RecentMailings } from '~/components/admin/mail/recent_mailings'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = {
  templates: { id: number; name: string }[]
  options: SegmentOptions
  recent: Data.ScheduledMail[]
}

/** SPEC §2.9 Send template Mail: a template to a segment, now or later, after a count. */
export default function AdminSendMail({ templates, options, recent }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.send_mail.store',
    { template_id: '', audience: 'all', value: '', send_at: 'now', scheduled_at: '' },
    { preserveScroll: 'errors' }
  )
  const { count, onCount, sendForm } = useConfirmedSend(form, (total) => ({
    title: t('admin_mail.send.confirm_title'),
    text: t('admin_mail.send.confirm_text', { count: total }),
    confirmText: t('admin_mail.send.submit'),
  }))
  return (
    <>
      <PageHeading title={t('admin_mail.send.title')} intro={t('admin_mail.send.intro')} />
      <div className="grid gap-8 lg:grid-cols-2">
        <Form
          form={sendForm}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          data-testid="send-mail-form"
        >
          <SelectField
            form={form}
            name="template_id"
            label={t('admin_mail.fields.template_id')}
            options={templates.map((template) => ({
              value: String(template.id),
              label: template.name,
            }))}
            required
          />
          <SegmentFields
            form={form}
            options={options}
            countUrl={urlFor('admin.send_mail.count')}
            countKey="recipients"
            onCount={onCount}
          />
          <WhenFields form={form} />
          <SubmitButton form={form} disabled={count === 0}>
            {t('admin_mail.send.submit')}
          </SubmitButton>
        </Form>
        <RecentMailings rows={recent} />
      </div>
    </>
  )
}
