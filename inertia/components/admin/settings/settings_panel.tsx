import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'

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
