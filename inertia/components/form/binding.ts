import { useId } from 'react'

/**
 * What a field needs from its form: an Inertia `useForm` (or the kit's
 * `useRouteForm`) satisfies it, so every widget binds value, change and
 * error from `form` and `name` alone.
 */
export type Bindable<T> = {
  data: T
  errors: Partial<Record<string, string | string[]>>
  setData: (key: never, value: never) => void
}

/** Field names of `T` holding a `V`, and `parent.key` paths into records of `V`. */
export type FieldName<T, V> = {
  [K in keyof T & string]: T[K] extends V
    ? K
    : T[K] extends Record<string, infer U>
      ? U extends V
        ? `${K}.${string}`
        : never
      : never
}[keyof T & string]

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data
    )
}

/**
 * The server's message for a field: its own, else the first of its parts
 * (a checkbox group's `answers.3.0`).
 */
export function errorAt(errors: Bindable<unknown>['errors'], name: string): string | null {
  const own = errors[name]
  const found =
    own ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1] ?? null
  return Array.isArray(found) ? (found[0] ?? null) : (found ?? null)
}

/** `answers.12` → `answers[12]`: the name a browser posts without JavaScript. */
export function htmlName(path: string): string {
  const [first, ...rest] = path.split('.')
  return first + rest.map((part) => `[${part}]`).join('')
}

export type Bound<V> = {
  id: string
  /** The HTML name (`answers[12]`) of the field whose data path is `answers.12`. */
  name: string
  value: V
  set: (value: V) => void
  error: string | null
  /** aria-invalid and aria-describedby for the control. */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }
}

/** Binds one field of a form: the only place value, change and error are wired. */
export function useBound<T, V>(
  form: Bindable<T>,
  name: string,
  options: { hint?: boolean; errorText?: string } = {}
): Bound<V> {
  const id = `${name.replace(/\W/g, '-')}-${useId().replace(/\W/g, '')}`
  const serverError = errorAt(form.errors, name)
  const error = serverError ? (options.errorText ?? serverError) : null
  const describedBy = error ? `${id}-error` : options.hint ? `${id}-hint` : undefined
  return {
    id,
    name: htmlName(name),
    value: valueAt(form.data, name) as V,
    set: (value: V) => (form.setData as unknown as (key: string, value: V) => void)(name, value),
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  }
}
