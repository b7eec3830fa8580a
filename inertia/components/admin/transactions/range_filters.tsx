import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { controlClasses } from '~/components/form/field_shell'
import { LIST_VISIT, listQuery } from '~/components/data_table/use_list_navigation'
import type { ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'

const NAMES = ['amount_min', 'amount_max'] as const

/**
 * The Transactions list's amount range in whole baht (the list's `textFilters`;
 * the day range is the toolbar's). They travel in the list's `filters`, so
 * paging and sorting keep them; the server drops a malformed value.
 */
export function RangeFilters({ url, list }: { url: string; list: ListMeta<unknown> }) {
  const { t } = useTranslation()
  const initial = Object.fromEntries(NAMES.map((name) => [name, list.filters[name] ?? '']))
  const [values, setValues] = useState<Record<string, string>>(initial)
  const go = (filters: Record<string, string>) =>
    router.get(url, listQuery(list, { filters, page: 1 }), LIST_VISIT)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go(values)
  }
  const cleared = Object.fromEntries(NAMES.map((name) => [name, '']))
  return (
    <form
      onSubmit={submit}
      method="get"
      action={url}
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="range-filters"
    >
      <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-3 md:items-end">
        <legend className="sr-only">{t('transactions.ranges.legend')}</legend>
        {NAMES.map((name) => (
          <label key={name} className="block text-sm font-medium text-slate-700">
            {t(`transactions.ranges.${name}`)}
            <input
              name={name}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              className={controlClasses(false, 'mt-1')}
            />
          </label>
        ))}
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <Button type="submit" className="flex-1">
            {t('transactions.ranges.apply')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setValues(cleared)
              go(cleared)
            }}
          >
            {t('transactions.ranges.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
