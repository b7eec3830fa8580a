import type { FormEvent, ReactNode } from 'react'
import { Button } from '~/components/ui/button'

/**
 * A public form: heading, intro, fields and one submit button. Posts with
 * Inertia (the caller's onSubmit); the action and method let the browser
 * show where it goes.
 */
export function FormCard({
  title,
  intro,
  action,
  onSubmit,
  submitLabel,
  processing,
  children,
  testId,
}: {
  title: string
  intro?: ReactNode
  action: string
  onSubmit: () => void
  submitLabel: string
  processing: boolean
  children: ReactNode
  testId?: string
}) {
  return (
    <section aria-labelledby={`${testId ?? 'form'}-title`} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${testId ?? 'form'}-title`} className="text-xl font-semibold text-navy-800">
        {title}
      </h2>
      {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
      <form
        method="post"
        action={action}
        noValidate
        data-testid={testId}
        className="mt-6 space-y-5"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
        <Button type="submit" variant="gold" size="lg" disabled={processing}>
          {submitLabel}
        </Button>
      </form>
    </section>
  )
}

/** The confirmation shown after a successful submission (reference numbers). */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-green-700/30 bg-green-50 p-5 text-green-900">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  )
}
