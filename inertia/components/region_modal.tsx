import { Suspense, lazy, useLayoutEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { normalizeRegion } from '~/lib/cart'
import { countryName } from '~/lib/countries'
import { controlClasses } from '~/components/form/field_shell'
import { buttonClasses } from '~/components/ui/button'

export const REGION_KEY = 'region'

/**
 * Pages a visitor reaches from a link someone else gave them, to do one
 * thing: a member card's verification (scanned by a hospital or the police)
 * and a single-use identity upload. The box would only stand in the way.
 */
const SINGLE_PURPOSE_PAGES = ['Verify/', 'Poi/']

// The form and its fields load when the box opens.
const RegionDialog = lazy(() =>
  import('./region_dialog').then((module) => ({ default: module.RegionDialog }))
)

/**
 * The region box (SPEC §4): on a first visit it asks where the visitor is
 * from until a region is stored (localStorage `region`). A stored "Burmese"
 * is rewritten to "Myanmar". When signed in, the region comes from the
 * user's country and the box stays hidden.
 *
 * The server cannot know what the browser stored, so it renders the box's
 * frame for every anonymous visitor: a first visit sees it on the first
 * paint (DESIGN §6: not a late largest paint), and a returning visitor's
 * document is marked before the first paint so the frame never shows
 * (app/support/first_visit.ts, app.css). After hydration the frame stays
 * until the real dialog (region_dialog.tsx) has loaded in its place.
 */
export function RegionModal() {
  const { user } = useShared()
  const { component } = usePage()
  const singlePurpose = SINGLE_PURPOSE_PAGES.some((prefix) => component.startsWith(prefix))
  const [phase, setPhase] = useState<'first-paint' | 'open' | 'closed'>('first-paint')

  // Before the browser paints, so the frame of a returning visitor is gone
  // by the time the page counts as hydrated.
  useLayoutEffect(() => {
    const stored = window.localStorage.getItem(REGION_KEY)
    const normalized = normalizeRegion(stored)
    if (stored !== normalized && normalized) window.localStorage.setItem(REGION_KEY, normalized)
    if (user) {
      // Stored as an ISO code (TH); the region box speaks English names.
      const region = countryName(user.country ?? user.nationality, 'en')
      if (region) window.localStorage.setItem(REGION_KEY, region)
      setPhase('closed')
      return
    }
    setPhase(!normalized && !singlePurpose ? 'open' : 'closed')
  }, [user, singlePurpose])

  const frame = user || singlePurpose ? null : <RegionFrame />
  if (phase === 'first-paint') return frame
  if (phase === 'closed') return null
  return (
    <Suspense fallback={frame}>
      <RegionDialog onClose={() => setPhase('closed')} />
    </Suspense>
  )
}

/**
 * What the box looks like, drawn by the server: the dialog's overlay,
 * title, text and (inert) form, where the dialog opens.
 */
function RegionFrame() {
  const { t } = useTranslation()
  return (
    <div data-first-paint="region" data-testid="region-frame" inert>
      <div className="fixed inset-0 z-50 bg-slate-900/50" />
      <div className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
        <h2 className="text-lg font-semibold text-slate-900">{t('region.title')}</h2>
        <p className="mt-2 text-sm text-slate-600">{t('region.text')}</p>
        <div className="mt-5 space-y-5">
          <div className="space-y-1">
            <span className="block text-sm font-medium text-slate-800">{t('region.label')}</span>
            <select disabled className={controlClasses(false)} defaultValue="">
              <option value="">{t('region.placeholder')}</option>
            </select>
          </div>
          <div className="flex justify-end">
            <span className={`${buttonClasses('primary')} opacity-60`}>{t('common.save')}</span>
          </div>
        </div>
      </div>
    </div>
  )
}
