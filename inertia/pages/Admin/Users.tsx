import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ExtraFilters, useDateFormat } from '~/components/admin/users/list_extras'
import { CreateStaffDialog } from '~/components/admin/users/create_staff_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { countryName } from '~/lib/countries'
import type { UserRow } from '../../../app/transformers/admin_user_transformer'

type Props = {
  list: ListMeta<UserRow>
  can: { changeRole: boolean; disable: boolean; createStaff: boolean }
  staffRoles: string[]
}

/** SPEC §2.9 Manage Users: every account, from the admin list kit. */
export default function AdminUsers({ list, can, staffRoles }: Props) {
  const { t, locale } = useTranslation()
  const date = useDateFormat(locale)
  const url = urlFor('admin.users')
  const yesNo = (value: string) => t(`admin_users.${value}`)
  const role = (value: string) => t(`admin_users.roles.${value}`)
  const membership = (value: string) => t(`admin_users.membership_status.${value}`)
  const post = (target: string, data: Record<string, unknown> = {}) =>
    new Promise((resolve) =>
      router.post(target, data as never, { preserveScroll: true, onFinish: resolve })
    )

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'name',
      header: t('admin_users.columns.name'),
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
      header: t('admin_users.filters.country'),
      cell: (row) => (
        <span className="flex flex-col">
          {/* Server and browser may word a name differently (their own ICU data). */}
          <span suppressHydrationWarning>{countryName(row.country, locale) || '—'}</span>
          {row.phone_needs_review ? (
            <span className="text-xs text-amber-800">{t('admin_users.badges.phone_to_check')}</span>
          ) : null}
          {row.country_needs_review ? (
            <span className="text-xs text-amber-800">
              {t('admin_users.badges.country_to_check')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('admin_users.columns.email'),
      sortable: true,
      cell: (row) => row.email,
    },
    {
      id: 'role',
      header: t('admin_users.columns.role'),
      cell: (row) => (
        <span>
          {role(row.role)}
          {row.disabled ? (
            <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">
              {t('admin_users.badges.disabled')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'membership',
      header: t('admin_users.columns.membership'),
      cell: (row) =>
        row.membership ? (
          <span className="flex flex-col">
            <span className="whitespace-nowrap font-mono text-xs">{row.membership.number}</span>
            <span className="text-xs text-slate-600">{membership(row.membership.status)}</span>
          </span>
        ) : (
          <span className="text-slate-500">{t('admin_users.none')}</span>
        ),
    },
    {
      id: 'free',
      header: t('admin_users.columns.free'),
      cell: (row) => yesNo(row.is_free_member ? 'yes' : 'no'),
    },
    {
      id: 'verified',
      header: t('admin_users.columns.verified'),
      cell: (row) => yesNo(row.verified ? 'yes' : 'no'),
    },
    {
      id: 'created_at',
      header: t('admin_users.columns.created_at'),
      sortable: true,
      cell: (row) => date(row.created_at),
    },
  ]

  return (
    <>
      <Seo title={t('admin_users.title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin_users.title')}</h1>
        {can.createStaff ? <CreateStaffDialog roles={staffRoles} /> : null}
      </div>
      <ExtraFilters
        url={url}
        list={list as ListMeta<unknown>}
        testId="users-date-range"
        fields={[
          { name: 'from', label: t('admin_users.filters.from'), type: 'date' },
          { name: 'to', label: t('admin_users.filters.to'), type: 'date' },
        ]}
      />
      <DataTable
        tableId="users"
        url={url}
        list={list}
        columns={columns}
        searchLabel={t('admin_users.search')}
        nothingYet={t('admin_users.nothing_yet')}
        filters={[
          { name: 'role', label: t('admin_users.filters.role'), optionLabel: role },
          {
            name: 'membership',
            label: t('admin_users.filters.membership'),
            optionLabel: membership,
          },
          { name: 'free', label: t('admin_users.filters.free'), optionLabel: yesNo },
          { name: 'verified', label: t('admin_users.filters.verified'), optionLabel: yesNo },
          {
            name: 'country',
            label: t('admin_users.filters.country'),
            optionLabel: (value) => countryName(value, locale),
          },
          {
            name: 'check',
            label: t('admin_users.filters.check'),
            optionLabel: (value) => t(`admin_users.to_check.${value}`),
          },
        ]}
        exportHref={urlFor('admin.users.export')}
        rowActions={[
          {
            id: 'view',
            label: t('admin_users.actions.view'),
            run: (row) => router.visit(urlFor('admin.users.show', { id: row.id })),
          },
          {
            id: 'send_reset',
            label: t('admin_users.actions.send_reset'),
            confirm: (row) => ({
              title: t('admin_users.actions.send_reset'),
              text: t('admin_users.confirm.send_reset_one', { email: row.email }),
              confirmText: t('admin_users.actions.send_reset'),
              variant: 'primary',
            }),
            run: (row) => post(urlFor('admin.users.password_reset', { id: row.id })),
          },
        ]}
        bulkActions={[
          {
            id: 'password_reset',
            label: t('admin_users.actions.send_reset'),
            confirm: (count) => ({
              title: t('admin_users.actions.send_reset'),
              text: t('admin_users.confirm.send_reset_many', { count }),
              confirmText: t('admin_users.actions.send_reset'),
              variant: 'primary',
            }),
            run: (ids) => post(urlFor('admin.users.bulk'), { action: 'password_reset', ids }),
          },
        ]}
      />
    </>
  )
}
