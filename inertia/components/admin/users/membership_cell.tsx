import type { Data } from '@generated/data'
import { useTranslation } from '~/hooks/use_translation'

/** A member's membership number and its status, or "none". */
export function MembershipCell({ row }: { row: Data.UserRow }) {
  const { t } = useTranslation()
  if (!row.membership) return <span className="text-slate-500">{t('admin_users.none')}</span>
  return (
    <span className="flex flex-col">
      <span className="whitespace-nowrap font-mono text-xs">{row.membership.number}</span>
      <span className="text-xs text-slate-600">
        {t(`admin_users.membership_status.${row.membership.status}`)}
      </span>
    </span>
  )
}
