import type { ReactNode } from 'react'

/** One group of the Settings form: a titled card of fields in two columns on wide screens. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg bg-white p-5 shadow-sm">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-slate-900">
        {title}
      </legend>
      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  )
}
