/** Locales kept by a `perLocale` function: the app has two; more are made every time. */
const KEPT_LOCALES = 8

/**
 * `make(locale)` made once per locale and kept (lists the server would
 * otherwise build on every render: country names, calling codes,
 * provinces). No imports: the browser's code reads it too.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const kept = new Map<string, T>()
  return (locale) => {
    const known = kept.get(locale)
    if (known !== undefined) return known
    const made = make(locale)
    if (kept.size < KEPT_LOCALES) kept.set(locale, made)
    return made
  }
}
