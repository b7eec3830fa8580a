import { useId, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn'
import { useTranslation } from '~/hooks/use_translation'

/**
 * One form kit (SPEC §5 widget options): label, widget, error message.
 * Supports required, minimum and maximum length and pattern; the types
 * text, password, number and email; a show/hide toggle on passwords; and
 * textareas of 6 rows by default.
 */
type Common = {
  label: string
  name: string
  error?: string | null
  hint?: string
}

export type InputFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & {
    type?: 'text' | 'password' | 'number' | 'email'
  }

const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'focus:outline-2 focus:outline-offset-0 focus:outline-gold-600',
    invalid ? 'border-red-600' : 'border-slate-300'
  )

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string
  label: string
  error?: string | null
  hint?: string
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-field-error={id}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function InputField({ label, name, error, hint, type = 'text', className, id, ...props }: InputFieldProps) {
  const generated = useId()
  const inputId = id ?? `${name}-${generated}`
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation()
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  const input = (
    <input
      id={inputId}
      name={name}
      type={type === 'password' && visible ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={cn(controlClasses(Boolean(error)), type === 'password' && 'pr-20', className)}
      {...props}
    />
  )
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={props.required}>
      {type === 'password' ? (
        <div className="relative">
          {input}
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-600 hover:text-slate-900"
          >
            {visible ? t('common.hide_password') : t('common.show_password')}
          </button>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  )
}

export type TextareaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>

export function TextareaField({ label, name, error, hint, rows = 6, id, className, ...props }: TextareaFieldProps) {
  const generated = useId()
  const inputId = id ?? `${name}-${generated}`
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={props.required}>
      <textarea
        id={inputId}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(controlClasses(Boolean(error)), className)}
        {...props}
      />
    </FieldShell>
  )
}

export type SelectFieldProps = Common &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    options: ReadonlyArray<{ value: string; label: string }>
    placeholder?: string
  }

/**
 * A native select (works without JavaScript) whose placeholder option is
 * disabled, as SPEC §5 asks of the language select.
 */
export function SelectField({ label, name, error, hint, options, placeholder, id, className, defaultValue, value, ...props }: SelectFieldProps) {
  const generated = useId()
  const inputId = id ?? `${name}-${generated}`
  const { t } = useTranslation()
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={props.required}>
      <select
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        className={cn(controlClasses(Boolean(error)), className)}
        {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? '' })}
        {...props}
      >
        <option value="" disabled>
          {placeholder ?? t('common.select_placeholder')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
