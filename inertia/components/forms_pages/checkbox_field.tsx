import { useId, type InputHTMLAttributes } from 'react'

/** A checkbox with its label and the server's error message (form kit style). */
export function CheckboxField({
  label,
  name,
  error,
  id,
  ...props
}: { label: string; name: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'>) {
  const generated = useId()
  const inputId = id ?? `${name}-${generated}`
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 h-4 w-4 rounded border-slate-400 text-navy-800 focus-visible:outline-2 focus-visible:outline-gold-600"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700" data-field-error={inputId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
