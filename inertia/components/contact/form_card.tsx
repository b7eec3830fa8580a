import type { ReactNode } from 'react'
import { Form, SubmitButton } from '~/components/form'

/** A public form: heading, intro, the kit's form and one submit button. */
export function FormCard({
  title,
  intro,
  form,
  submitLabel,
  children,
  testId,
}: {
  title: string
  intro?: ReactNode
  form: { action: string; processing: boolean; submit: () => void }
  submitLabel: string
  children: ReactNode
  testId?: string
}) {
  return (
    <section
      aria-labelledby={`${testId ?? 'form'}-title`}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${testId ?? 'form'}-title`} className="text-xl font-semibold text-navy-800">
        {title}
      </h2>
      {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
      <Form form={form} data-testid={testId} className="mt-6 space-y-5">
        {children}
        <SubmitButton form={form} variant="gold" size="lg">
          {submitLabel}
        </SubmitButton>
      </Form>
    </section>
  )
}

/** The confirmation shown after a successful submission (reference numbers). */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-green-700/30 bg-green-50 p-5 text-green-900"
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  )
}
