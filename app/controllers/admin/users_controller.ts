import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { subscriptionsMatching, usersMatching } from '#support/text_search'
import { inject } from '@adonisjs/core'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import Subscription from '#models/subscription'
import AuditLog from '#models/audit_log'
import { SubscriptionStatus } from '#enums/billing'
import { roleIdFor, type RoleSlug } from '#enums/role'
import UserPolicy from '#policies/user_policy'
import UserAdmin from '#services/admin/user_admin'
import UserTransformer from '#transformers/user_transformer'
import MembershipTransformer from '#transformers/membership_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'
import { toAuditRow, toUserRow, type MembershipSummary } from '#transformers/admin_user_transformer'
import {
  ROLE_SLUGS,
  STAFF_ROLE_SLUGS,
  bulkUsersValidator,
  changeRoleValidator,
  dateRange,
  disableValidator,
  freeMemberValidator,
  billedOutsideValidator,
  userDetailsValidator,
  withRange,
} from '#validators/admin_users'
import { access } from '#support/admin_access'
import { listPage, parseListQuery, streamCsv, type ListParams } from '#support/list_query'
import { sqlTime } from '#support/columns'
import { countryOptions } from '#support/countries'
import { staffWrite } from '#support/staff_write'
import {
  isReplaceable,
  issueReplacement,
  ReplacementRefusal,
} from '#services/billing/tax_invoice_replacements'
import clock from '#services/billing/clock'
import { replacementReasonValidator } from '#validators/tax_invoice_replacement'
import {
  buyerSnapshot,
  formatAddress,
  invoiceDetailsForm,
  invoiceDetailsValidator,
  parseInvoiceDetails,
  provinceOptions,
} from '#services/billing/invoice_details'

const YES_NO = ['yes', 'no'] as const

/** SPEC §2.9 Manage Users: what this list sorts and filters by. */
const list = {
  sorts: { name: 'name', email: 'email', created_at: 'created_at' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: {
    role: ROLE_SLUGS,
    membership: [...Object.values(SubscriptionStatus), 'none'],
    free: YES_NO,
    verified: YES_NO,
    // ISO 3166 codes (SPEC §2.8), in the order of their English names, Thailand first.
    country: countryOptions('en').map((option) => option.value),
    // Legacy values the conversion could not read (phone_needs_review, country_needs_review).
    check: ['phone', 'country'],
  },
} as const

/** The most rows one CSV export holds: past it, the staff member narrows the filters. */
export const USERS_EXPORT_MAX = 50_000

/** How much of a member's history the member view shows. */
const DETAIL_LIMIT = 50

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type UserQuery = ModelQueryBuilderContract<typeof User>
type Range = ReturnType<typeof dateRange>

function narrow(query: UserQuery, { q, filters }: Params, range: Range) {
  const dialect = query.client.dialect.name
  query
    .whereNull('users.deleted_at')
    .if(q, (sub) =>
      sub.where((or) =>
        or
          .whereIn('users.id', usersMatching(q))
          .orWhereIn(
            'users.id',
            db.from('subscriptions').select('user_id').whereIn('id', subscriptionsMatching(q))
          )
      )
    )
    .if(filters.role, (sub) => sub.where('users.role_id', roleIdFor(filters.role as RoleSlug)))
    .if(filters.free, (sub) => sub.where('users.is_free_member', filters.free === 'yes'))
    .if(filters.verified === 'yes', (sub) => sub.whereNotNull('users.email_verified_at'))
    .if(filters.verified === 'no', (sub) => sub.whereNull('users.email_verified_at'))
    .if(filters.country, (sub) => sub.where('users.country', filters.country!))
    .if(filters.check, (sub) =>
      sub.where(`users.${filters.check === 'phone' ? 'phone' : 'country'}_needs_review`, true)
    )
    .if(filters.membership, (sub) => {
      const memberships = (exists: any) =>
        exists.from('subscriptions').whereColumn('subscriptions.user_id', 'users.id')
      if (filters.membership === 'none') sub.whereNotExists(memberships)
      else sub.whereExists((exists) => memberships(exists).where('status', filters.membership!))
    })
    .if(range.start, (sub) => sub.where('users.created_at', '>=', sqlTime(range.start!, dialect)))
    .if(range.end, (sub) => sub.where('users.created_at', '<=', sqlTime(range.end!, dialect)))
}

/** Each user's newest membership, in one query for the whole page. */
async function latestMemberships(ids: number[]): Promise<Map<number, MembershipSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await Subscription.query()
    .whereIn('user_id', ids)
    .preload('plan')
    .orderBy('id', 'asc')
  return new Map(
    rows.map((row) => [
      row.userId,
      { number: row.membershipNumber, status: row.status, plan: row.plan?.name ?? null },
    ])
  )
}

async function usersPage(params: Params, range: Range) {
  const page = await listPage(
    User,
    params,
    list,
    (query) => narrow(query, params, range),
    (user) => user
  )
  const memberships = await latestMemberships(page.rows.map((user) => user.id))
  return {
    ...page,
    rows: page.rows.map((user) => toUserRow(user, memberships.get(user.id) ?? null)),
    // The date range travels with the other filters (URL, "clear filters").
    filters: { ...page.filters, ...withRange(range) },
    filterOptions: { ...page.filterOptions, from: [] as string[], to: [] as string[] },
  }
}

@inject()
export default class UsersController {
  constructor(private users: UserAdmin) {}

  async index({ request, inertia, auth }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const range = dateRange(request.qs())
    return inertia.render('Admin/Users', {
      list: await usersPage(params, range),
      can: {
        ...access.flags(auth.user, 'users'),
        createStaff: access.can(auth.user, 'users', 'changeRole'),
      },
      staffRoles: STAFF_ROLE_SLUGS,
    })
  }

  async export(ctx: HttpContext) {
    const { request, auth, session, i18n, response } = ctx
    const params = parseListQuery(request.qs(), list)
    const range = dateRange(request.qs())
    const filtered = (query: UserQuery) => narrow(query, params, range)
    const counting = User.query()
    filtered(counting)
    const counted = await counting.count('* as total')
    const total = Number(counted[0].$extras.total)
    if (total > USERS_EXPORT_MAX) {
      session.flash(
        'error',
        i18n.t('admin_users.flash.export_too_large', { max: USERS_EXPORT_MAX })
      )
      return response.redirect().toRoute('admin.users', {}, { qs: request.qs() })
    }
    await AuditLog.record('users.exported', {
      actor: auth.user!,
      changes: {
        after: {
          rows: total,
          q: params.q,
          filters: params.filters,
          from: range.from,
          to: range.to,
        },
      },
      ip: request.ip(),
    })
    streamCsv(ctx, 'users.csv', User, filtered, [
      { header: 'Id', value: (row) => row.id },
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Role', value: (row) => toUserRow(row).role },
      { header: 'Free member', value: (row) => (row.isFreeMember ? 'yes' : 'no') },
      { header: 'Verified', value: (row) => (row.emailVerifiedAt ? 'yes' : 'no') },
      { header: 'Disabled', value: (row) => (row.disabledAt ? 'yes' : 'no') },
      { header: 'Created at', value: (row) => row.createdAt.toISO() },
    ])
  }

  async show({ params, inertia, auth, bouncer, i18n }: HttpContext) {
    const user = await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    const [memberships, invoices, audit] = await Promise.all([
      user
        .related('subscriptions')
        .query()
        .preload('plan')
        .preload('price')
        .preload('partner')
        .preload('dependants')
        .orderBy('id', 'desc'),
      user
        .related('invoices')
        .query()
        .preload('payments')
        .preload('replacement')
        .orderBy('issued_at', 'desc')
        .limit(DETAIL_LIMIT),
      AuditLog.query()
        .where((or) =>
          or
            .where((subject) =>
              subject.where('subject_type', 'User').where('subject_id', String(user.id))
            )
            .orWhere('user_id', user.id)
        )
        .preload('user')
        .orderBy('id', 'desc')
        .limit(DETAIL_LIMIT),
    ])
    const actor = auth.user!
    return inertia.render('Admin/UsersShow', {
      member: UserTransformer.transform(user).useVariant('toAdminDetail'),
      memberships: MembershipTransformer.transform(memberships).useVariant('toAdmin'),
      invoices: MemberInvoiceTransformer.transform(invoices, i18n.locale).useVariant('toAdmin'),
      audit: audit.map(toAuditRow),
      can: {
        manage: await bouncer.with(UserPolicy).allows('manage', user),
        changeRole: await bouncer.with(UserPolicy).allows('changeRole', user),
        disable: await bouncer.with(UserPolicy).allows('disable', user),
      },
      roles: ROLE_SLUGS,
      isSelf: user.id === actor.id,
      invoiceDetails: invoiceDetailsForm(user.invoiceDetails),
      invoiceSummary: invoiceSummary(user, i18n.locale),
      /** Paid invoices of the current tax month without a replacement yet (DESIGN §11). */
      replaceable: invoices
        .filter((invoice) => isReplaceable(invoice, clock.now()))
        .map((invoice) => invoice.id),
      provinces: provinceOptions(i18n.locale),
    })
  }

  async update(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('manage', user)
    const data = await request.validateUsing(userDetailsValidator, { meta: { userId: user.id } })
    const details = {
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      country: data.country ?? null,
      nationality: data.nationality ?? null,
    }
    await this.users.updateDetails(user, details, staffWrite(ctx))
    session.flash('success', i18n.t('admin_users.flash.saved'))
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  /**
   * Staff correct who the member's tax invoices are made out to (Revenue
   * Code §86/4); audited. Invoices already issued keep what they said.
   */
  async invoiceDetails(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    await bouncer.with(UserPolicy).authorize('manage', user)
    const input = await request.validateUsing(invoiceDetailsValidator)
    const details = parseInvoiceDetails(input, (key) => i18n.t(key))
    const before = user.invoiceDetails
    user.invoiceDetails = details
    await user.save()
    const who = staffWrite(ctx)
    await AuditLog.record('user.invoice_details_corrected', {
      actor: who.actor,
      subject: user,
      changes: { before, after: details },
      ip: who.ip,
    })
    session.flash('success', i18n.t('invoice_details.admin_saved'))
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  /**
   * A replacement full tax invoice for one of the member's paid invoices of
   * the current tax month, with a reason (DESIGN §11). Refusals are a flash.
   */
  async replaceTaxInvoice(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    await bouncer.with(UserPolicy).authorize('manage', user)
    const { reason } = await request.validateUsing(replacementReasonValidator)
    const invoice = await user.related('invoices').query().where('id', params.invoice).firstOrFail()
    try {
      const replacement = await issueReplacement(invoice, reason, staffWrite(ctx))
      session.flash(
        'success',
        i18n.t('invoice_details.replacement.issued', { number: replacement.number })
      )
    } catch (error) {
      if (!(error instanceof ReplacementRefusal)) throw error
      session.flash('error', i18n.t(`invoice_details.replacement.errors.${error.key}`))
    }
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async freeMembership(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('manage', user)
    const { is_free_member: free } = await request.validateUsing(freeMemberValidator)
    await this.users.setFreeMember(user, free, staffWrite(ctx))
    session.flash('success', i18n.t(`admin_users.flash.${free ? 'free_granted' : 'free_removed'}`))
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async billedOutside(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('manage', user)
    const { billed_outside: outside } = await request.validateUsing(billedOutsideValidator)
    await this.users.setBilledOutside(user, outside, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t(`admin_users.flash.${outside ? 'billed_outside_set' : 'billed_outside_cleared'}`)
    )
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async role(ctx: HttpContext) {
    const { params, request, bouncer, auth, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('changeRole', user)
    const { role } = await request.validateUsing(changeRoleValidator)
    await this.users.changeRole(user, role, staffWrite(ctx))
    session.flash('success', i18n.t('admin_users.flash.role_changed'))
    // Demoting oneself ends one's own sessions too: the next page is the login form.
    return user.id === auth.user!.id
      ? response.redirect().toRoute('admin.login')
      : response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async disable(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('disable', user)
    const { disabled } = await request.validateUsing(disableValidator)
    await this.users.setDisabled(user, disabled, staffWrite(ctx))
    session.flash('success', i18n.t(`admin_users.flash.${disabled ? 'disabled' : 'enabled'}`))
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async passwordReset(ctx: HttpContext) {
    const { params, bouncer, session, i18n, response } = ctx
    const user = await User.findOrFail(params.id)
    await bouncer.with(UserPolicy).authorize('manage', user)
    await this.users.sendPasswordReset([user], staffWrite(ctx))
    session.flash('success', i18n.t('admin_users.flash.reset_sent', { count: 1 }))
    return response.redirect().withQs().back()
  }

  /** Send a password reset to the selected rows (those this person may manage). */
  async bulk({ request, bouncer, auth, session, i18n, response }: HttpContext) {
    const { ids } = await request.validateUsing(bulkUsersValidator)
    const found = await User.query().whereIn('id', ids).whereNull('deleted_at')
    const allowed = []
    for (const user of found) {
      if (await bouncer.with(UserPolicy).allows('manage', user)) allowed.push(user)
    }
    const count = await this.users.sendPasswordReset(allowed, {
      actor: auth.user!,
      ip: request.ip(),
    })
    session.flash('success', i18n.t('admin_users.flash.reset_sent', { count }))
    return response.redirect().withQs().back()
  }
}

/** The buyer as the next tax invoice would print it, for the staff page. */
function invoiceSummary(user: User, locale: string) {
  const buyer = buyerSnapshot(user)
  if (!buyer) return null
  return {
    kind: buyer.kind,
    name: buyer.name,
    address: buyer.address ? formatAddress(buyer.address, locale === 'th' ? 'th' : 'en') : null,
    taxId: buyer.taxId,
    branch: buyer.kind === 'company' ? buyer.branch : null,
  }
}
