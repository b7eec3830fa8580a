import { useState } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { LANGUAGES, switchLanguage } from '~/lib/language'

/**
 * The language select of SPEC §5/§7: a disabled placeholder, values en or
 * th. On success the value is stored as `region` and the page reloads in
 * that language.
 */
export function LanguageSwitch() {
  const { t, locale } = useTranslation()
  const [busy, setBusy] = useState(false)

  async function choose(language: string) {
    setBusy(true)
    if (!(await switchLanguage(language))) setBusy(false)
  }

  return (
    <label className="flex items-center gap-2 text-xs text-slate-600">
      <span className="sr-only">{t('nav.language')}</span>
      <select
        data-testid="language-select"
        value={locale}
        disabled={busy}
        onChange={(event) => choose(event.target.value)}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-xs"
      >
        <option value="" disabled>
          {t('nav.choose_language')}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language.value} value={language.value} lang={language.value}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  )
}
