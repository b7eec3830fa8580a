import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import { EmailField, SelectField, TextareaField, useRouteForm } from '~/components/form'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'

/** SPEC §2.9 Customer POI Management: ask a member for an identity document (a single-use upload link). */
export function RequestDialog({
  documentTypes,
  onClose,
}: {
  documentTypes: string[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    'admin.customer_poi.request',
    { email: '', document_type: 'passport', note: '' },
    { preserveScroll: true, onSuccess: onClose }
  )
  return (
    <WordedFormDialog form={form} onClose={onClose} words="poi.request" testId="poi-request-form">
      <EmailField form={form} name="email" label={t('poi.fields.email')} required autoFocus />
      <SelectField
        form={form}
        name="document_type"
        label={t('poi.fields.document_type')}
        options={words(documentTypes, 'poi.document_types')}
        required
      />
      <TextareaField
        form={form}
        name="note"
        label={t('poi.fields.note')}
        hint={t('poi.hints.note')}
        rows={3}
        rule={{ maxLength: 1000 }}
      />
    </WordedFormDialog>
  )
}
