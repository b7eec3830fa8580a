import { useCallback } from 'react'
import { useShared } from '~/lib/shared_props'

/**
 * Reads the current locale's translations, shared by the server. `{name}`
 * placeholders are replaced from `values`. A missing key shows the key, so
 * it is noticed.
 */
export function useTranslation() {
  const { translations, locale } = useShared()
  const t = useCallback(
    (key: string, values: Record<string, string | number> = {}) => {
      const message = (translations as Record<string, string>)[key] ?? key
      return message.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match
      )
    },
    [translations]
  )
  return { t, locale }
}
