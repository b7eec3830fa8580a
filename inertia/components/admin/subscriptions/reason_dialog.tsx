import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { Form, SubmitButton, TextareaField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

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
  const { t } = useTranslation()
  const form = useRouteForm(route as 'admin.subscriptions.reject', { [field]: '' } as never, {
    params: { id },
    preserveScroll: true,
    onSuccess: onClose,
  })
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      locked={form.processing}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="reason-form">
        <TextareaField
          form={form as never}
          name={field as never}
          label={label}
          rows={4}
          required
          autoFocus
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form} variant={variant} data-testid="reason-submit">
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
