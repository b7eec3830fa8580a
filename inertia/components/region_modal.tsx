import { useEffect, useState } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { DialogShell } from '~/components/ui/dialog'
import { SelectField } from '~/components/form'
import { Button } from '~/components/ui/button'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { normalizeRegion } from '~/lib/cart'
import { countryName } from '~/lib/countries'

export const REGION_KEY = 'region'

export const REGIONS = [
  'Thailand',
  'Myanmar',
  'Cambodia',
  'Laos',
  'Vietnam',
  'Malaysia',
  'Singapore',
  'Indonesia',
  'Philippines',
  'China',
  'Hong Kong',
  'Taiwan',
  'Japan',
  'South Korea',
  'India',
  'Australia',
  'New Zealand',
  'United Kingdom',
  'Ireland',
  'United States',
  'Canada',
  'Germany',
  'France',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Italy',
  'Spain',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Russia',
  'Israel',
  'United Arab Emirates',
  'South Africa',
  'Other',
] as const

/**
 * The region box (SPEC §4): on a first visit it asks where the visitor is
 * from until a region is stored (localStorage `region`). A stored "Burmese"
 * is rewritten to "Myanmar". When signed in, the region comes from the
 * user's country and the box stays hidden.
 */
/**
 * Pages a visitor reaches from a link someone else gave them, to do one
 * thing: a member card's verification (scanned by a hospital or the police)
 * and a single-use identity upload. The box would only stand in the way.
 */
const SINGLE_PURPOSE_PAGES = ['Verify/', 'Poi/']

export function RegionModal() {
  const { user } = useShared()
  const { component } = usePage()
  const singlePurpose = SINGLE_PURPOSE_PAGES.some((prefix) => component.startsWith(prefix))
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // Kept in the browser only (localStorage), never posted.
  const form = useForm({ region: '' })
  const choice = form.data.region

  useEffect(() => {
    const stored = window.localStorage.getItem(REGION_KEY)
    const normalized = normalizeRegion(stored)
    if (stored !== normalized && normalized) window.localStorage.setItem(REGION_KEY, normalized)
    if (user) {
      // Stored as an ISO code (TH); the region box speaks English names.
      const region = countryName(user.country ?? user.nationality, 'en')
      if (region) window.localStorage.setItem(REGION_KEY, region)
      setOpen(false)
      return
    }
    setOpen(!normalized && !singlePurpose)
  }, [user, singlePurpose])

  function save() {
    if (!choice) return
    window.localStorage.setItem(REGION_KEY, choice)
    setOpen(false)
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      title={t('region.title')}
      description={t('region.text')}
    >
      <form
        data-testid="region-modal"
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <SelectField
          form={form}
          name="region"
          label={t('region.label')}
          placeholder={t('region.placeholder')}
          options={REGIONS.map((region) => ({ value: region, label: region }))}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!choice}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </DialogShell>
  )
}
