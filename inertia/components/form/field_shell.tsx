import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export const controlClasses = (invalid: boolean, extra?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'focus:outline-2 focus:outline-offset-0 focus:outline-gold-600',
    invalid ? 'border-red-600' : 'border-slate-300',
    extra
  )

/** The server's message under a field; the kit is the only place one is shown. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-field-error={id}>
      {error}
    </p>
  )
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : null
}

export type ShellProps = {
  id: string
  label: ReactNode
  error: string | null
  hint?: ReactNode
  required?: boolean
  /** Groups of inputs (radios, checkboxes) get a fieldset and legend. */
  group?: boolean
  className?: string
  children: ReactNode
}

/** Label, control, hint and error: the frame of every field of the kit. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  group,
  className,
  children,
}: ShellProps) {
  const Frame = group ? 'fieldset' : 'div'
  return (
    <Frame
      className={cn('space-y-1', className)}
      {...(group ? { 'aria-describedby': error ? `${id}-error` : undefined } : {})}
    >
      {group ? (
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {label}
          <RequiredMark required={required} />
        </legend>
      ) : (
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
          <RequiredMark required={required} />
        </label>
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </Frame>
  )
}
