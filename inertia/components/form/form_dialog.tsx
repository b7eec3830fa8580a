import type { ComponentProps, ReactNode } from 'react'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { Form, SubmitButton } from './form'

/**
 * A kit form in a modal: the dialog stays open (and cannot be dismissed)
 * while the form is being sent, and ends with Cancel and the submit button.
 */
export function FormDialog(props: {
  form: ComponentProps<typeof Form>['form']
  onClose: () => void
  title: string
  description?: ReactNode
  /** Shown between the description and the fields. */
  lead?: ReactNode
  className?: string
  testId: string
  submitLabel: ReactNode
  submitVariant?: ComponentProps<typeof SubmitButton>['variant']
  submitTestId?: string
  cancelLabel?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { form, onClose } = props
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={props.title}
      description={props.description}
      locked={form.processing}
      className={props.className}
    >
      {props.lead}
      <Form form={form} className="mt-4 space-y-4" data-testid={props.testId}>
        {props.children}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {props.cancelLabel ?? t('common.cancel')}
          </Button>
          <SubmitButton form={form} variant={props.submitVariant} data-testid={props.submitTestId}>
            {props.submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
