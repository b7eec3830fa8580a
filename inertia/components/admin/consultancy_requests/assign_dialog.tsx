import type { Data } from '@generated/data'
import { SelectField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { FormDialog } from '~/components/form/form_dialog'

export type Lawyer = { id: number; name: string }

/** Gives a consultancy request to a lawyer. */
export function AssignDialog({
  request,
  lawyers,
  onClose,
}: {
  request: Data.ConsultancyRequest
  lawyers: Lawyer[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.consultancy_requests.assign',
    { lawyer_id: request.lawyer ? String(request.lawyer.id) : '' },
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <FormDialog
      title={t('admin_consultancy.assign.title', { number: request.intakeNumber })}
      form={form}
      onClose={onClose}
      submitLabel={t('admin_consultancy.assign.submit')}
      submitTestId="assign-form-submit"
      testId="assign-form"
    >
      <SelectField
        form={form}
        name="lawyer_id"
        label={t('admin_consultancy.assign.lawyer')}
        options={lawyers.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name }))}
        required
      />
    </FormDialog>
  )
}
