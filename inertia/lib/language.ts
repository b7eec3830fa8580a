import { urlFor } from '~/client'
import { postJson } from '~/lib/http'

/** The interface languages (SPEC §3 language option), each named in itself. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'th', label: 'ไทย' },
] as const

/** The same page keyed on a language (`?lang=th`): its own URL, so no cache mixes languages. */
export function urlInLanguage(url: string, language: string): string {
  const target = new URL(url, 'http://localhost')
  target.searchParams.set('lang', language)
  return `${target.pathname}${target.search}${target.hash}`
}

/**
 * SPEC §7 `POST language.store`: remembered (session, and the account when
 * signed in) and stored as `region`, then DESIGN §10: reload to the URL
 * keyed on the language. False when the server refused it.
 */
export async function switchLanguage(language: string): Promise<boolean> {
  const result = await postJson(urlFor('language.store'), { language })
  if (!result.ok) return false
  window.localStorage.setItem('region', language)
  window.location.assign(
    urlInLanguage(`${window.location.pathname}${window.location.search}`, language)
  )
  return true
}
