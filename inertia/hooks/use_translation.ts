import { useCallback } from 'react'
import { useShared } from '~/lib/shared_props'
import { formatMessage } from '~/lib/messages'

/**
 * Reads the current locale's translations, shared by the server: the
 * chrome's strings plus the current page's own (app/support/page_translations.ts).
 * Messages are ICU messages, as on the server: `{name}` placeholders and
 * `{count, plural, one {# page} other {# pages}}` / `select` forms (Thai has
 * one form: `{count} หน้า`). A missing key shows the key, so it is noticed.
 *
 * The page's own strings are read first, then the chrome's, without merging
 * the two bundles into one object: every component that translates calls
 * this hook, and a server render would otherwise copy the whole dictionary
 * once per component (DESIGN §6, docs/performance.md "Render cost").
 */
export function useTranslation() {
  const { translations, page_translations: pageTranslations, locale } = useShared()
  const t = useCallback(
    (key: string, values: Record<string, string | number> = {}) => {
      const message =
        (pageTranslations as Record<string, string> | undefined)?.[key] ??
        (translations as Record<string, string> | undefined)?.[key] ??
        key
      return formatMessage(message, values, locale)
    },
    [translations, pageTranslations, locale]
  )
  return { t, locale }
}
