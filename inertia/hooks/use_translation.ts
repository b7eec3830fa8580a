import { useCallback, useMemo } from 'react'
import { useShared } from '~/lib/shared_props'
import { formatMessage } from '~/lib/messages'

/**
 * Reads the current locale's translations, shared by the server: the
 * chrome's strings plus the current page's own (app/support/page_translations.ts).
 * Messages are ICU messages, as on the server: `{name}` placeholders and
 * `{count, plural, one {# page} other {# pages}}` / `select` forms (Thai has
 * one form: `{count} หน้า`). A missing key shows the key, so it is noticed.
 */
export function useTranslation() {
  const { translations, page_translations: pageTranslations, locale } = useShared()
  const messages = useMemo(
    () => ({ ...translations, ...pageTranslations }) as Record<string, string>,
    [translations, pageTranslations]
  )
  const t = useCallback(
    (key: string, values: Record<string, string | number> = {}) => {
      return formatMessage(messages[key] ?? key, values, locale)
    },
    [messages, locale]
  )
  return { t, locale }
}
