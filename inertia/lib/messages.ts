import { IntlMessageFormat } from 'intl-messageformat'

/**
 * ICU messages on the client, in the same syntax as the server's
 * @adonisjs/i18n (which formats with intl-messageformat too):
 * `{count, plural, one {# page} other {# pages}}`, `{role, select, ...}`.
 * Compiled messages are kept per locale and text.
 */
const compiled = new Map<string, IntlMessageFormat | null>()

function compile(message: string, locale: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`
  if (!compiled.has(key)) {
    try {
      // Tags in a message (`<strong>`) are text here: markup is not built from strings.
      compiled.set(key, new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }))
    } catch {
      compiled.set(key, null)
    }
  }
  return compiled.get(key)!
}

/** `{name}` replaced from values; a placeholder without a value stays visible. */
function replacePlaceholders(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match
  )
}

export function formatMessage(
  message: string,
  values: Record<string, string | number> = {},
  locale = 'en'
): string {
  // Plain text, or only simple placeholders: no parser needed.
  if (!/\{\s*\w+\s*,/.test(message)) {
    return replacePlaceholders(message, values)
  }
  const formatter = compile(message, locale)
  if (!formatter) return replacePlaceholders(message, values)
  try {
    return String(formatter.format(values))
  } catch {
    // A value the message needs is missing: show the message, not a crash.
    return replacePlaceholders(message, values)
  }
}
