import { useEffect, useId, useRef, type MouseEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { SelectField } from '~/components/form'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { REGION_KEY } from './region_modal'

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
 * The region box's form (SPEC §4), loaded when the box opens
 * (region_modal.tsx decides when). Kept in the browser only (localStorage),
 * never posted.
 *
 * A native modal `<dialog>` rather than the Radix dialog the other boxes
 * use: it opens on nearly every first visit, right after hydration, and the
 * browser's own modal (top layer, the page behind inert, focus on the first
 * field, Escape) costs a phone a fraction of what mounting the Radix
 * primitives did there (130-220 ms in one task at Lighthouse's 4x slowdown,
 * against 20-60 ms; DESIGN §6, TBT). It looks the same as the frame the
 * server drew in its place; a click on the backdrop or Escape closes it, as
 * with the other boxes.
 */
export function RegionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  const form = useForm({ region: '' })
  const choice = form.data.region

  useEffect(() => {
    dialog.current?.showModal()
    // The page behind does not scroll while the box is open.
    const root = document.documentElement
    root.classList.add('overflow-hidden')
    return () => root.classList.remove('overflow-hidden')
  }, [])

  function save() {
    if (!choice) return
    window.localStorage.setItem(REGION_KEY, choice)
    onClose()
  }

  // A click outside the box lands on the dialog element itself (its backdrop).
  function clickedOutside(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!inside) onClose()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={clickedOutside}
      className="fixed bottom-auto left-1/2 right-auto top-1/2 z-50 m-0 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 focus:outline-none"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('region.title')}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600">
        {t('region.text')}
      </p>
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
    </dialog>
  )
}
