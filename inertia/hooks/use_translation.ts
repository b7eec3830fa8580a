import { useCallback, useMemo } from 'react'
import { useShared } from '~/lib/shared_props'

/**
 * Reads the current locale's translations, shared by the server: the
 * chrome's strings plus the current page's own (app/support/page_translations.ts).
 * `{name}` placeholders are replaced from `values`. A missing key shows the
 * key, so it is noticed.
 */
export function useTranslation() {
  const { translations, page_translations: pageTranslations, locale } = useShared()
  const messages = useMemo(
    () => ({ ...translations, ...pageTranslations }) as Record<string, string>,
    [translations, pageTranslations]
  )
  const t = useCallback(
    (key: string, values: Record<string, string | number> = {}) => {
      const message = messages[key] ?? key
      return message.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match
      )
    },
    [messages]
  )
  return { t, locale }
}
