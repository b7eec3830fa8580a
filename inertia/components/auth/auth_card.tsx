import type { ReactNode } from 'react'

/** The frame of the sign-in and sign-up pages: one heading, a lead text, the form. */
export function AuthCard({
  title,
  text,
  children,
  footer,
}: {
  title: string
  text?: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-navy-800">{title}</h1>
        {text ? <p className="mt-2 text-sm text-slate-600">{text}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </section>
  )
}
