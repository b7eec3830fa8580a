import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { DialogShell } from '~/components/ui/dialog'
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
 */
export function RegionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const form = useForm({ region: '' })
  const choice = form.data.region
  const close = (next: boolean) => {
    setOpen(next)
    if (!next) onClose()
  }

  function save() {
    if (!choice) return
    window.localStorage.setItem(REGION_KEY, choice)
    close(false)
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
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
