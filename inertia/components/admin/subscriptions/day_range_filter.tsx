import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { LIST_VISIT, listQuery } from '~/components/data_table/use_list_navigation'
import type { ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'

/** From / to day filters of a list, kept in the URL with the rest of the list's state. */
export function DayRangeFilter({
  url,
  list,
  label,
}: {
  url: string
  list: ListMeta<unknown>
  label: string
}) {
  const { t } = useTranslation()
  const [from, setFrom] = useState(list.filters.from ?? '')
  const [to, setTo] = useState(list.filters.to ?? '')
  return (
    <form
      className="mb-3 flex flex-wrap items-end gap-3"
      aria-label={label}
      data-testid="day-range"
      onSubmit={(event) => {
        event.preventDefault()
        router.get(url, listQuery(list, { filters: { from, to }, page: 1 }), LIST_VISIT)
      }}
    >
      <span className="w-full text-sm font-medium text-slate-700 sm:w-auto sm:self-center">
        {label}
      </span>
      <label className="text-sm text-slate-700">
        <span className="block">{t('admin_subscriptions.range.from')}</span>
        <input
          type="date"
          name="from"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className="h-9 rounded-md border border-slate-300 px-2"
        />
      </label>
      <label className="text-sm text-slate-700">
        <span className="block">{t('admin_subscriptions.range.to')}</span>
        <input
          type="date"
          name="to"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className="h-9 rounded-md border border-slate-300 px-2"
        />
      </label>
      <Button type="submit" size="sm" variant="secondary">
        {t('admin_subscriptions.range.apply')}
      </Button>
    </form>
  )
}
