import type { ReactNode } from 'react'
import { Form, SubmitButton } from '~/components/form'
import { Button } from '~/components/ui/button'
import { DialogShell } from '~/components/ui/dialog'
import { useTranslation } from '~/hooks/use_translation'

/** A dialog holding one small form: its fields, Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  form,
  onClose,
  children,
  submit,
  testId,
}: {
  title: string
  description?: string
  form: { processing: boolean; action: string; submit: () => void }
  onClose: () => void
  children: ReactNode
  submit: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      locked={form.processing}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid={testId}>
        {children}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form} data-testid={`${testId}-submit`}>
            {submit}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
