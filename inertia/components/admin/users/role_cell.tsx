import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'

/** An account's role in words, marked when the account is disabled. */
export function RoleCell({ row }: { row: Data.UserRow }) {
  const { t } = useTranslation()
  return (
    <span>
      {t(`admin_users.roles.${row.role}`)}
      {row.disabled ? (
        <Badge tone="danger" className="ml-2">
          {t('admin_users.badges.disabled')}
        </Badge>
      ) : null}
    </span>
  )
}
