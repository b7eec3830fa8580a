import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import { SelectField, TextField, TextareaField, useRouteForm } from '~/components/form'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'

/**
 * A written cancellation request received by letter or email (SPEC §1:
 * cancellation must be in writing). The effective date is the lifecycle's:
 * 30 days' notice, never before the first 12 months of an annual plan.
 */
export function RecordCancellationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    'admin.delete_subscriptions.store',
    { membership_number: '', channel: 'email', reason: '', text: '' },
    { preserveScroll: true, onSuccess: onClose }
  )
  return (
    <WordedFormDialog
      form={form}
      onClose={onClose}
      words="delete_subscriptions.record"
      className="max-w-lg"
      testId="record-cancellation-form"
    >
      <TextField
        form={form}
        name="membership_number"
        label={t('delete_subscriptions.columns.number')}
        placeholder="LX-2026-000123"
        required
      />
      <SelectField
        form={form}
        name="channel"
        label={t('delete_subscriptions.columns.channel')}
        options={words(['email', 'written'], 'delete_subscriptions.channel')}
        required
      />
      <TextField
        form={form}
        name="reason"
        label={t('delete_subscriptions.columns.reason')}
        required
      />
      <TextareaField
        form={form}
        name="text"
        label={t('delete_subscriptions.columns.text')}
        rows={5}
        required
      />
    </WordedFormDialog>
  )
}
