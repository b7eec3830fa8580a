import { RadixDialog } from './radix_dialog'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { cn } from './cn'
import { useTranslation } from '~/hooks/use_translation'

type DialogShellProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children?: ReactNode
  /** When true, neither a backdrop click nor Escape closes the dialog. */
  locked?: boolean
  className?: string
  role?: 'dialog' | 'alertdialog'
}

/**
 * Modal shell: focus is trapped inside, Escape and a backdrop click close
 * it (unless locked), and focus returns to what opened it.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  locked,
  className,
  role = 'dialog',
}: DialogShellProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => (!next && locked ? undefined : onOpenChange(next))}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="dialog-overlay"
          className="fixed inset-0 z-50 bg-slate-900/50"
        />
        <RadixDialog.Content
          role={role}
          onInteractOutside={(event) => locked && event.preventDefault()}
          onEscapeKeyDown={(event) => locked && event.preventDefault()}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-lg bg-white p-6 shadow-xl focus:outline-none',
            className
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export type ConfirmOptions = {
  title?: string
  text?: string
  confirmText?: string
  cancelText?: string
  variant?: 'danger' | 'primary'
  onConfirm: () => unknown | Promise<unknown>
}

/**
 * The confirmation dialog of SPEC §4/§9. Defaults: "Are you Sure You Want to
 * Delete this?", "Yes", "No". While the confirm action runs, both buttons
 * are disabled and neither a backdrop click nor Escape closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  options,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  options: ConfirmOptions | null
}) {
  const { t } = useTranslation()
  const [running, setRunning] = useState(false)
  const title = options?.title ?? t('common.confirm_delete')

  async function confirm() {
    if (!options) return
    setRunning(true)
    try {
      await options.onConfirm()
    } finally {
      setRunning(false)
      onOpenChange(false)
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={options?.text}
      locked={running}
      role="alertdialog"
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button
          variant="secondary"
          disabled={running}
          onClick={() => onOpenChange(false)}
          data-testid="confirm-cancel"
        >
          {options?.cancelText ?? t('common.no')}
        </Button>
        <Button
          variant={options?.variant ?? 'danger'}
          disabled={running}
          aria-busy={running || undefined}
          onClick={confirm}
          data-testid="confirm-accept"
        >
          {options?.confirmText ?? t('common.yes')}
        </Button>
      </div>
    </DialogShell>
  )
}

export type InfoField = { label: string; value: ReactNode }

/**
 * Information dialog of the admin lists (SPEC §2.9): a title and a list of
 * labelled values, read-only.
 */
export function InfoDialog({
  open,
  onOpenChange,
  title,
  fields,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  fields: InfoField[]
}) {
  const { t } = useTranslation()
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} className="max-w-lg">
      <dl className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto">
        {fields.map((field) => (
          <div key={field.label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {field.label}
            </dt>
            <dd className="mt-1 text-sm text-slate-900">{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <RadixDialog.Close asChild>
          <Button variant="secondary">{t('common.close')}</Button>
        </RadixDialog.Close>
      </div>
    </DialogShell>
  )
}
