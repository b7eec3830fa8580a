import { FormDialog } from '~/components/form/form_dialog'
import { TextareaField, useRouteForm } from '~/components/form'

type ReasonRoute =
  'admin.subscriptions.reject' | 'admin.request_delete.verify' | 'admin.request_delete.refuse'

/**
 * A decision that needs words (reject an application, refuse or verify a
 * PDPA request): a dialog with one required text, posted through the form
 * kit; the server's field message shows under it and the dialog stays open.
 */
export function ReasonDialog({
  route,
  id,
  field = 'reason',
  title,
  description,
  label,
  submitLabel,
  variant = 'danger',
  onClose,
}: {
  route: ReasonRoute
  id: number
  field?: 'reason' | 'note'
  title: string
  description?: string
  label: string
  submitLabel: string
  variant?: 'danger' | 'primary'
  onClose: () => void
}) {
  const form = useRouteForm(route as 'admin.subscriptions.reject', { [field]: '' } as never, {
    params: { id },
    preserveScroll: true,
    onSuccess: onClose,
  })
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={title}
      description={description}
      testId="reason-form"
      submitLabel={submitLabel}
      submitVariant={variant}
      submitTestId="reason-submit"
    >
      <TextareaField
        form={form as never}
        name={field as never}
        label={label}
        rows={4}
        required
        autoFocus
      />
    </FormDialog>
  )
}
