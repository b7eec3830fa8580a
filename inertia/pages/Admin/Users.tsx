import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { linkColumn } from '~/components/admin/columns'
import { PageHeading } from '~/components/admin/page_heading'
import { CountryCell } from '~/components/admin/users/country_cell'
import { CreateStaffDialog } from '~/components/admin/users/create_staff_dialog'
import { MembershipCell } from '~/components/admin/users/membership_cell'
import { RoleCell } from '~/components/admin/users/role_cell'
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
    linkColumn('name', 'admin.users.show', (row) => row.name),
    { id: 'country', cell: (row) => <CountryCell row={row} /> },
    { id: 'email', sortable: true, cell: (row) => row.email },
    { id: 'role', cell: (row) => <RoleCell row={row} /> },
    { id: 'membership', cell: (row) => <MembershipCell row={row} /> },
    { id: 'free', cell: (row) => yesNo(row.isFreeMember) },
    { id: 'verified', cell: (row) => yesNo(row.verified) },
    { id: 'created_at', sortable: true, cell: (row) => date(row.createdAt) },
  ]

  return (
    <>
      <PageHeading title={t('admin_users.title')}>
        {can.createStaff ? <CreateStaffDialog roles={staffRoles} /> : null}
      </PageHeading>
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
