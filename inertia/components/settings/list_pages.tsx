import { Pagination } from '~/components/data_table/pagination'
import type { ListMeta } from '~/components/data_table/types'
import { LIST_VISIT, listQuery } from '~/components/data_table/use_list_navigation'
import { useTranslation } from '~/hooks/use_translation'

/** The page links under a member's list; each keeps the list's sort and filters. */
export function ListPages({
  list,
  url,
  label,
}: {
  list: ListMeta<unknown>
  url: string
  label: string
}) {
  const { t } = useTranslation()
  return (
    <Pagination
      className="mt-6"
      page={list.page}
      pages={list.pages}
      hrefFor={(page) => `${url}?${new URLSearchParams(listQuery(list, { page }))}`}
      label={label}
      previousLabel={t('list.previous')}
      nextLabel={t('list.next')}
      pageLabel={(page) => t('list.page_n', { page })}
      visit={LIST_VISIT}
    />
  )
}
