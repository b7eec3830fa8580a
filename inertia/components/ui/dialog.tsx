import { RadixDialog } from './radix_dialog'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { cn } from './cn'
import { useTranslation } from '~/hooks/use_translation'
import { controlClasses, FieldError } from '~/components/form/field_shell'

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
  /**
   * Ask for the current password in the dialog (account deletion): its
   * label. `onConfirm` then receives the typed password and may answer
   * `{ passwordError }` to keep the dialog open with the message under the
   * field.
   */
  passwordLabel?: string
  onConfirm: (input: { password: string }) => unknown | Promise<unknown>
}

function passwordErrorOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('passwordError' in result)) return null
  const message = (result as { passwordError?: unknown }).passwordError
  return typeof message === 'string' && message ? message : null
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
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const title = options?.title ?? t('common.confirm_delete')
  const asksPassword = Boolean(options?.passwordLabel)

  function close(next: boolean) {
    if (!next) {
      setPassword('')
      setPasswordError(null)
    }
    onOpenChange(next)
  }

  async function confirm() {
    if (!options) return
    setRunning(true)
    let keepOpen = false
    try {
      const error = passwordErrorOf(await options.onConfirm({ password }))
      if (error) {
        keepOpen = true
        setPasswordError(error)
      }
    } finally {
      setRunning(false)
      if (!keepOpen) close(false)
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      title={title}
      description={options?.text}
      locked={running}
      role="alertdialog"
    >
      {asksPassword ? (
        <form
          className="mt-4 space-y-1"
          onSubmit={(event) => {
            event.preventDefault()
            if (!running) void confirm()
          }}
        >
          <label htmlFor="confirm-password" className="block text-sm font-medium text-slate-800">
            {options?.passwordLabel}
          </label>
          <input
            id="confirm-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            disabled={running}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'confirm-password-error' : undefined}
            className={controlClasses(Boolean(passwordError))}
            data-testid="confirm-password"
          />
          <FieldError id="confirm-password" error={passwordError} />
        </form>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button
          variant="secondary"
          disabled={running}
          onClick={() => close(false)}
          data-testid="confirm-cancel"
        >
          {options?.cancelText ?? t('common.no')}
        </Button>
        <Button
          variant={options?.variant ?? 'danger'}
          disabled={running || (asksPassword && password === '')}
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
