import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'

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

/**
 * A part of the Settings page saved on its own, below the main form (public
 * holidays, service promises): its id, test id and words are its `name`.
 */
export function SettingsPanel({
  name,
  children,
}: {
  name: 'holidays' | 'promises'
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section
      id={name}
      className="mt-8 max-w-4xl rounded-lg bg-white p-5 shadow-sm"
      data-testid={name}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t(`admin_settings.${name}.title`)}</h2>
      <p className="mt-1 text-sm text-slate-600">{t(`admin_settings.${name}.intro`)}</p>
      {children}
    </section>
  )
}
