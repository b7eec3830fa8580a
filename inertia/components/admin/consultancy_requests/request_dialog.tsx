import type { Data } from '@generated/data'
import { SelectField, TextareaField, useRouteForm } from '~/components/form'
import { FormDialog } from '~/components/form/form_dialog'
import { lawyerOptions, type Lawyer } from '~/components/admin/matters/lawyers'
import { useTranslation } from '~/hooks/use_translation'

export type { Lawyer }

/** The two one-field forms on a request: give it to a lawyer, add a staff note. */
const ACTIONS = {
  assign: { route: 'admin.consultancy_requests.assign', field: 'lawyer_id', label: 'lawyer' },
  note: { route: 'admin.consultancy_requests.notes', field: 'body', label: 'body' },
} as const

/**
 * A dialog on one consultancy request; `action` names its route, its field,
 * its words (`admin_consultancy.<action>.*`) and its test ids.
 */
export function RequestDialog({
  action,
  request,
  lawyers = [],
  onClose,
}: {
  action: keyof typeof ACTIONS
  request: Data.ConsultancyRequest
  lawyers?: Lawyer[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { route, field } = ACTIONS[action]
  const form = useRouteForm<(typeof ACTIONS)[typeof action]['route'], Record<string, string>>(
    route,
    { [field]: action === 'assign' && request.lawyer ? String(request.lawyer.id) : '' } as never,
    { params: { id: request.id }, preserveScroll: true, onSuccess: onClose }
  )
  const label = t(`admin_consultancy.${action}.${ACTIONS[action].label}`)
  return (
    <FormDialog
      title={t(`admin_consultancy.${action}.title`, { number: request.intakeNumber })}
      form={form}
      onClose={onClose}
      submitLabel={t(`admin_consultancy.${action}.submit`)}
      submitTestId={`${action}-form-submit`}
      testId={`${action}-form`}
    >
      {action === 'assign' ? (
        <SelectField
          form={form}
          name={field}
          label={label}
          options={lawyerOptions(lawyers)}
          required
        />
      ) : (
        <TextareaField form={form} name={field} label={label} rows={4} required autoFocus />
      )}
    </FormDialog>
  )
}
