import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Badge } from '~/components/ui/badge'
import { CreateStaffDialog } from '~/components/admin/users/create_staff_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { countryName } from '~/lib/countries'

type Props = {
  list: ListMeta<Data.UserRow>
  can: { changeRole: boolean; disable: boolean; createStaff: boolean }
  staffRoles: string[]
}

/** SPEC §2.9 Manage Users: every account (app/lists/users_list.ts). */
export default function AdminUsers({ list, can, staffRoles }: Props) {
  const { t, locale } = useTranslation()
  const { date } = useDates()
  const yesNo = (value: boolean) => t(`admin_users.${value ? 'yes' : 'no'}`)

  const columns: DataTableColumn<Data.UserRow>[] = [
    {
      id: 'name',
      sortable: true,
      hideable: false,
      className: 'font-medium',
      cell: (row) => (
        <Link
          route="admin.users.show"
          routeParams={{ id: row.id }}
          className="text-navy-800 underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'country',
      cell: (row) => (
        <span className="flex flex-col">
          {/* Server and browser may word a name differently (their own ICU data). */}
          <span suppressHydrationWarning>{countryName(row.country, locale) || '—'}</span>
          {row.phoneNeedsReview ? (
            <span className="text-xs text-amber-800">{t('admin_users.badges.phone_to_check')}</span>
          ) : null}
          {row.countryNeedsReview ? (
            <span className="text-xs text-amber-800">
              {t('admin_users.badges.country_to_check')}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'email', sortable: true, cell: (row) => row.email },
    {
      id: 'role',
      cell: (row) => (
        <span>
          {t(`admin_users.roles.${row.role}`)}
          {row.disabled ? (
            <Badge tone="danger" className="ml-2">
              {t('admin_users.badges.disabled')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'membership',
      cell: (row) =>
        row.membership ? (
          <span className="flex flex-col">
            <span className="whitespace-nowrap font-mono text-xs">{row.membership.number}</span>
            <span className="text-xs text-slate-600">
              {t(`admin_users.membership_status.${row.membership.status}`)}
            </span>
          </span>
        ) : (
          <span className="text-slate-500">{t('admin_users.none')}</span>
        ),
    },
    { id: 'free', cell: (row) => yesNo(row.isFreeMember) },
    { id: 'verified', cell: (row) => yesNo(row.verified) },
    { id: 'created_at', sortable: true, cell: (row) => date(row.createdAt) },
  ]

  return (
    <>
      <Seo title={t('admin_users.title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin_users.title')}</h1>
        {can.createStaff ? <CreateStaffDialog roles={staffRoles} /> : null}
      </div>
      <DataTable
        tableId="users"
        list={list}
        columns={columns}
        exportable
        optionLabels={{ country: (value) => countryName(value, locale) }}
        rowActions={[
          { id: 'view', route: 'admin.users.show', method: 'get' },
          { id: 'send_reset', route: 'admin.users.password_reset', confirm: 'primary' },
        ]}
        bulkActions={[{ id: 'send_reset', action: 'password_reset', route: 'admin.users.bulk' }]}
      />
    </>
  )
}
