import type { ComponentProps, FormEvent, ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { errorAt, type Bindable } from './binding'

type Submittable = {
  action: string
  processing: boolean
  submit: () => void
}

/**
 * The form element of every kit form: posts through the form's one
 * `submit()`; without JavaScript the browser posts to the same action.
 */
export function Form({
  form,
  className,
  children,
  ...attributes
}: { form: Submittable; className?: string; children: ReactNode } & Omit<
  ComponentProps<'form'>,
  'action' | 'method' | 'onSubmit' | 'children'
>) {
  return (
    <form
      method="post"
      action={form.action}
      noValidate
      className={className}
      {...attributes}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        form.submit()
      }}
    >
      {children}
    </form>
  )
}

/** The submit button, disabled while the form is being sent. */
export function SubmitButton({
  form,
  disabled,
  ...props
}: { form: Pick<Submittable, 'processing'> } & Omit<ComponentProps<typeof Button>, 'form'>) {
  return <Button type="submit" disabled={form.processing || disabled} {...props} />
}

/**
 * Server messages that belong to the whole form rather than to one field
 * (`answers`: "answer at least one question"), shown above the fields.
 */
export function FormErrors<T>({ form, names }: { form: Bindable<T>; names: string[] }) {
  const messages = names.map((name) => errorAt(form.errors, name)).filter(Boolean)
  if (messages.length === 0) return null
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-form-errors>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
