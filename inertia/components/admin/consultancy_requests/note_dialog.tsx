import type { Data } from '@generated/data'
import { TextareaField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { FormDialog } from '~/components/form/form_dialog'

/** Adds a staff note to a consultancy request. */
export function NoteDialog({
  request,
  onClose,
}: {
  request: Data.ConsultancyRequest
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.consultancy_requests.notes',
    { body: '' },
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <FormDialog
      title={t('admin_consultancy.note.title', { number: request.intakeNumber })}
      form={form}
      onClose={onClose}
      submitLabel={t('admin_consultancy.note.submit')}
      submitTestId="note-form-submit"
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
    </FormDialog>
  )
}
