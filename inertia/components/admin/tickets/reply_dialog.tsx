import type { Data } from '@generated/data'
import { Form, SubmitButton, TextField, TextareaField, useRouteForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { DialogShell } from '~/components/ui/dialog'
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
