import type { Data } from '@generated/data'
import { TextField, TextareaField, useRouteForm } from '~/components/form'
import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import { useTranslation } from '~/hooks/use_translation'

/** The reply to a ticket, mailed to the person who wrote it. */
export function ReplyDialog({
  ticket,
  onClose,
}: {
  ticket: Data.SupportTicket
  onClose: () => void
}) {
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
    <WordedFormDialog
      form={form}
      onClose={onClose}
      words="admin_tickets.reply"
      values={{ name: ticket.name, email: ticket.email }}
      className="max-w-xl"
      testId="reply-form"
      submitTestId="reply-submit"
    >
      <TextField form={form} name="subject" label={t('admin_tickets.reply.subject')} required />
      <TextareaField
        form={form}
        name="message"
        label={t('admin_tickets.reply.message')}
        required
        autoFocus
      />
    </WordedFormDialog>
  )
}
