import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Form, SelectField, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { NameEmailFields } from '~/components/admin/users/name_email_fields'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { AuditChanges } from '~/components/admin/users/audit_changes'
import { useDateFormat } from '~/components/admin/users/list_extras'
import { useTranslation } from '~/hooks/use_translation'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import { CountryField } from '~/components/form/country_field'
import { PhoneField } from '~/components/form/phone_field'
import { phoneFormData } from '~/lib/phone_form_data'
import { PhoneLinks } from '~/components/phone_links'
import { countryName } from '~/lib/countries'
import {
  InvoiceDetailsFields,
  type InvoiceDetailsData,
  type ProvinceOption,
} from '~/components/invoice_details_fields'
import type { Data } from '@generated/data'

type Props = {
  member: Data.User.Variants['toAdminDetail']
  memberships: Data.AdminMembership[]
  invoices: Data.MemberInvoice.Variants['toAdmin'][]
  audit: Data.AuditLog[]
  can: { manage: boolean; changeRole: boolean; disable: boolean }
  roles: string[]
  isSelf: boolean
  invoiceDetails: InvoiceDetailsData
  invoiceSummary: {
    kind: string
    name: string
    address: string | null
    taxId: string | null
    branch: string | null
  } | null
  provinces: ProvinceOption[]
  replaceable: number[]
}

/** Staff issue a replacement full tax invoice, with a reason (DESIGN §11). */
function ReplacementForm({ userId, invoiceId }: { userId: number; invoiceId: number }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.users.invoice_replacement',
    { reason: '' },
    { params: { id: userId, invoice: invoiceId }, preserveScroll: true }
  )
  return (
    <details className="mt-2" data-testid="replacement">
      <summary className="cursor-pointer text-navy-700 underline">
        {t('invoice_details.replacement.action')}
      </summary>
      <p className="mt-2 text-xs text-slate-600">{t('invoice_details.replacement.hint')}</p>
      <Form form={form} className="mt-2 space-y-2">
        <TextField
          form={form}
          name="reason"
          label={t('invoice_details.replacement.reason')}
          required
        />
        <SubmitButton form={form}>{t('invoice_details.replacement.submit')}</SubmitButton>
      </Form>
    </details>
  )
}

/** A stored country in the reader's language; a legacy value as it is, marked for checking. */
function CountryText({ code, toCheck }: { code: string | null; toCheck: boolean }) {
  const { t, locale } = useTranslation()
  if (!code) return <>—</>
  return (
    <span suppressHydrationWarning>
      {countryName(code, locale)}
      {toCheck && code.length !== 2 ? (
        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
          {t('contact_fields.to_check')}
        </span>
      ) : null}
    </span>
  )
}

/** A titled block of the page; a list panel shows `empty` instead when it has no rows. */
function Panel({
  title,
  children,
  id,
  empty,
}: {
  title: string
  children: ReactNode
  id: string
  empty?: string | false
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold text-navy-800">
        {title}
      </h2>
      {empty ? <p className="text-sm text-slate-600">{empty}</p> : children}
    </section>
  )
}

function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

/** SPEC §2.9 Manage Users › a member: details, memberships, money, audit trail and the staff actions. */
export default function AdminUsersShow(props: Props) {
  const { member: user, memberships, invoices, audit, can, roles } = props
  const { t, locale } = useTranslation()
  const date = useDateFormat(locale)
  const confirm = useConfirm()
  const put = (target: string, data: Record<string, unknown>) =>
    new Promise((resolve) =>
      router.put(target, data as never, { preserveScroll: true, onFinish: resolve })
    )
  const id = { id: user.id }

  const details = useRouteForm(
    'admin.users.update',
    {
      name: user.name,
      email: user.email,
      ...phoneFormData(user.phone),
      country: user.country ?? '',
      nationality: user.nationality ?? '',
    },
    { params: id, preserveScroll: true }
  )
  const invoiceForm = useRouteForm('admin.users.invoice_details', props.invoiceDetails, {
    params: id,
    preserveScroll: true,
  })
  const summary = props.invoiceSummary
  const roleForm = useRouteForm(
    'admin.users.role',
    { role: user.role },
    { params: id, preserveScroll: true }
  )

  const ask = (
    key: string,
    values: Record<string, string>,
    onConfirm: () => unknown,
    danger = false
  ) =>
    confirm({
      title: t(`admin_users.actions.${key}`),
      text: t(`admin_users.confirm.${key}`, values),
      confirmText: t(`admin_users.actions.${key}`),
      cancelText: t('common.cancel'),
      variant: danger ? 'danger' : 'primary',
      onConfirm,
    })

  return (
    <>
      <Seo title={`${user.name} · ${t('admin_users.title')}`} />
      <Link route="admin.users" className="text-sm text-navy-700 underline">
        ← {t('admin_users.actions.back')}
      </Link>
      <header className="mb-6 mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{user.name}</h1>
        <span className="rounded bg-slate-200 px-2 py-0.5 text-sm text-slate-800">
          {t(`admin_users.roles.${user.role}`)}
        </span>
        {user.disabled ? (
          <span
            className="rounded bg-red-100 px-2 py-0.5 text-sm text-red-800"
            data-testid="badge-disabled"
          >
            {t('admin_users.badges.disabled')}
          </span>
        ) : null}
        {user.isFreeMember ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {t('admin_users.badges.free')}
          </span>
        ) : null}
        {user.isOmiseUser ? (
          <span
            className="rounded bg-sky-100 px-2 py-0.5 text-sm text-sky-900"
            data-testid="badge-billed-outside"
          >
            {t('admin_users.badges.billed_outside')}
          </span>
        ) : null}
        {!user.verified ? (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
            {t('admin_users.badges.unverified')}
          </span>
        ) : null}
      </header>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t('admin_users.show.details')} id="details-title">
          <Fields
            rows={[
              [t('admin_users.columns.email'), user.email],
              [
                t('admin_users.show.phone'),
                <PhoneLinks key="phone" value={user.phone} links={user.phoneLinks} />,
              ],
              [
                t('admin_users.show.country'),
                <CountryText key="country" code={user.country} toCheck={user.countryNeedsReview} />,
              ],
              [
                t('admin_users.show.nationality'),
                <CountryText
                  key="nationality"
                  code={user.nationality}
                  toCheck={user.countryNeedsReview}
                />,
              ],
              [t('admin_users.show.date_of_birth'), user.dateOfBirth],
              [t('admin_users.show.locale'), user.locale],
              [t('admin_users.show.email_verified_at'), date(user.emailVerifiedAt, true)],
              [t('admin_users.columns.created_at'), date(user.createdAt, true)],
              ...(user.disabledAt
                ? [
                    [t('admin_users.show.disabled_at'), date(user.disabledAt, true)] as [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
        </Panel>

        <Panel title={t('admin_users.show.access')} id="access-title">
          <div className="space-y-5">
            {can.manage ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  data-testid="toggle-free"
                  onClick={() =>
                    ask(user.isFreeMember ? 'remove_free' : 'grant_free', { name: user.name }, () =>
                      put(urlFor('admin.users.free_membership', id), {
                        is_free_member: !user.isFreeMember,
                      })
                    )
                  }
                >
                  {t(`admin_users.actions.${user.isFreeMember ? 'remove_free' : 'grant_free'}`)}
                </Button>
                <Button
                  variant="secondary"
                  data-testid="toggle-billed-outside"
                  onClick={() =>
                    ask(
                      user.isOmiseUser ? 'clear_billed_outside' : 'set_billed_outside',
                      { name: user.name },
                      () =>
                        put(urlFor('admin.users.billed_outside', id), {
                          billed_outside: !user.isOmiseUser,
                        })
                    )
                  }
                >
                  {t(
                    `admin_users.actions.${user.isOmiseUser ? 'clear_billed_outside' : 'set_billed_outside'}`
                  )}
                </Button>
                <Button
                  variant="secondary"
                  data-testid="send-reset"
                  onClick={() =>
                    confirm({
                      title: t('admin_users.actions.send_reset'),
                      text: t('admin_users.confirm.send_reset_one', { email: user.email }),
                      confirmText: t('admin_users.actions.send_reset'),
                      cancelText: t('common.cancel'),
                      onConfirm: () =>
                        new Promise((resolve) =>
                          router.post(
                            urlFor('admin.users.password_reset', id),
                            {},
                            {
                              preserveScroll: true,
                              onFinish: resolve,
                            }
                          )
                        ),
                    })
                  }
                >
                  {t('admin_users.actions.send_reset')}
                </Button>
              </div>
            ) : null}
            {can.changeRole ? (
              <form
                method="post"
                action={roleForm.action}
                noValidate
                className="flex flex-wrap items-end gap-3"
                data-testid="role-form"
                onSubmit={(event) => {
                  event.preventDefault()
                  ask(
                    'change_role',
                    { name: user.name, role: t(`admin_users.roles.${roleForm.data.role}`) },
                    () => roleForm.submit(),
                    true
                  )
                }}
              >
                <SelectField
                  form={roleForm}
                  name="role"
                  label={t('admin_users.columns.role')}
                  hint={t('admin_users.show.role_hint')}
                  options={roles.map((role) => ({
                    value: role,
                    label: t(`admin_users.roles.${role}`),
                  }))}
                />
                <SubmitButton
                  form={roleForm}
                  variant="secondary"
                  disabled={roleForm.data.role === user.role}
                >
                  {t('admin_users.actions.change_role')}
                </SubmitButton>
              </form>
            ) : null}
            {can.disable ? (
              <Button
                variant={user.disabled ? 'secondary' : 'danger'}
                data-testid="toggle-disabled"
                onClick={() =>
                  ask(
                    user.disabled ? 'enable' : 'disable',
                    { name: user.name },
                    () => put(urlFor('admin.users.disable', id), { disabled: !user.disabled }),
                    !user.disabled
                  )
                }
              >
                {t(`admin_users.actions.${user.disabled ? 'enable' : 'disable'}`)}
              </Button>
            ) : null}
            <Fields
              rows={[
                [
                  t('admin_users.show.free_member'),
                  t(`admin_users.${user.isFreeMember ? 'yes' : 'no'}`),
                ],
                [
                  t('admin_users.show.billed_outside'),
                  t(`admin_users.${user.isOmiseUser ? 'yes' : 'no'}`),
                ],
              ]}
            />
          </div>
        </Panel>

        {can.manage ? (
          <Panel title={t('admin_users.show.edit')} id="edit-title">
            <Form form={details} className="space-y-4" data-testid="edit-details">
              <NameEmailFields form={details} />
              <PhoneField form={details} name="phone" label={t('admin_users.show.phone')} />
              <CountryField form={details} name="country" label={t('admin_users.show.country')} />
              <CountryField
                form={details}
                name="nationality"
                label={t('admin_users.show.nationality')}
              />
              <SubmitButton form={details}>{t('admin_users.actions.save')}</SubmitButton>
            </Form>
          </Panel>
        ) : null}

        <Panel title={t('invoice_details.title')} id="invoice-details-title">
          <div data-testid="invoice-summary">
            {summary ? (
              <Fields
                rows={[
                  [t('invoice_details.invoice_to'), summary.name],
                  [t('invoice_details.address_kind'), summary.address],
                  [t('invoice_details.tax_id'), summary.taxId],
                  ...(summary.kind === 'company'
                    ? [
                        [
                          t('invoice_details.branch_kind'),
                          summary.branch === '00000'
                            ? t('invoice_details.head_office')
                            : `${t('invoice_details.branch')} ${summary.branch}`,
                        ] as [string, string],
                      ]
                    : []),
                ]}
              />
            ) : (
              <p className="text-sm text-slate-700">{t('invoice_details.none')}</p>
            )}
          </div>
          {can.manage ? (
            <Form form={invoiceForm} className="mt-5 space-y-4" data-testid="edit-invoice-details">
              <InvoiceDetailsFields form={invoiceForm} provinces={props.provinces} />
              <SubmitButton form={invoiceForm}>{t('invoice_details.save')}</SubmitButton>
            </Form>
          ) : null}
        </Panel>

        <Panel
          title={t('admin_users.show.memberships')}
          id="memberships-title"
          empty={memberships.length === 0 && t('admin_users.show.no_memberships')}
        >
          <ul className="space-y-4">
            {memberships.map((membership) => (
              <li
                key={membership.id}
                className="rounded border border-slate-200 p-3"
                data-testid="membership"
              >
                <Fields
                  rows={[
                    [
                      t('admin_users.show.number'),
                      <span className="font-mono">{membership.number}</span>,
                    ],
                    [
                      t('admin_users.show.plan'),
                      (locale === 'th' && membership.planTh) || membership.plan,
                    ],
                    [
                      t('admin_users.show.status'),
                      t(`admin_users.membership_status.${membership.status}`),
                    ],
                    [
                      t('admin_users.show.price'),
                      `${formatSatang(membership.amountSatang)} ${t(`admin_users.show.per.${membership.billingPeriod}`)}`,
                    ],
                    [t('admin_users.show.applied_at'), date(membership.appliedAt)],
                    [t('admin_users.show.period_end'), date(membership.currentPeriodEnd)],
                    [
                      t('admin_users.show.partner'),
                      membership.partner ? (
                        <span key="partner" className="inline-flex flex-wrap gap-x-2">
                          <span>
                            {[membership.partner.name, membership.partner.email]
                              .filter(Boolean)
                              .join(' · ')}
                          </span>
                          {membership.partner.phone ? (
                            <PhoneLinks
                              value={membership.partner.phone}
                              links={membership.partner.phoneLinks}
                            />
                          ) : null}
                        </span>
                      ) : (
                        t('admin_users.show.no_partner')
                      ),
                    ],
                    [
                      t('admin_users.show.dependants'),
                      membership.dependants.length
                        ? membership.dependants
                            .map((d) => `${d.name} (${d.dateOfBirth})`)
                            .join(', ')
                        : t('admin_users.show.no_dependants'),
                    ],
                  ]}
                />
              </li>
            ))}
          </ul>
        </Panel>

        <Panel
          title={t('admin_users.show.invoices')}
          id="invoices-title"
          empty={invoices.length === 0 && t('admin_users.show.no_invoices')}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase text-slate-600">
                <tr>
                  <th className="py-2 pr-3">{t('admin_users.show.invoice')}</th>
                  <th className="py-2 pr-3">{t('admin_users.show.status')}</th>
                  <th className="py-2 pr-3">{t('admin_users.show.total')}</th>
                  <th className="py-2 pr-3">{t('admin_users.show.issued_at')}</th>
                  <th className="py-2">{t('admin_users.show.payments')}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr
                    key={invoice.id}
                    className="border-b border-slate-100 align-top"
                    data-testid="invoice"
                  >
                    <td className="py-2 pr-3 font-mono text-xs">
                      {invoice.number}
                      {invoice.replacedBy ? (
                        <div className="font-sans text-amber-800" data-testid="replaced-by">
                          {t('invoice_details.replacement.replaced_by', {
                            number: invoice.replacedBy,
                          })}
                        </div>
                      ) : null}
                      {can.manage && props.replaceable.includes(invoice.id) ? (
                        <ReplacementForm userId={user.id} invoiceId={invoice.id} />
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{invoice.status}</td>
                    <td className="py-2 pr-3">{formatSatang(invoice.totalSatang)}</td>
                    <td className="py-2 pr-3">{date(invoice.issuedAt)}</td>
                    <td className="py-2">
                      {invoice.payments.length === 0
                        ? t('admin_users.show.no_payments')
                        : invoice.payments.map((payment) => (
                            <div key={payment.id}>
                              {formatSatang(payment.amountSatang)} · {payment.gateway} ·{' '}
                              {payment.status}
                              {payment.paidAt ? ` · ${date(payment.paidAt)}` : ''}
                            </div>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      </div>

      <div className="mt-6">
        <Panel
          title={t('admin_users.show.audit')}
          id="audit-title"
          empty={audit.length === 0 && t('admin_users.show.no_audit')}
        >
          <ol className="space-y-3">
            {audit.map((entry) => (
              <li
                key={entry.id}
                className="rounded border border-slate-200 p-3 text-sm"
                data-testid="audit-entry"
              >
                <p className="mb-2 flex flex-wrap gap-x-3 text-slate-700">
                  <span className="font-mono font-medium text-slate-900">{entry.action}</span>
                  <span>{entry.actor ? entry.actor.name : t('user_history.system')}</span>
                  <span>{date(entry.createdAt, true)}</span>
                  {entry.ip ? <span className="text-slate-500">{entry.ip}</span> : null}
                </p>
                <AuditChanges changes={entry.changes} />
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  )
}
