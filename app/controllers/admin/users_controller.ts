import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import UserPolicy from '#policies/user_policy'
import UserAdmin from '#services/accounts/user_admin'
import UserTransformer from '#transformers/user_transformer'
import MembershipTransformer from '#transformers/membership_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'
import AuditLogTransformer from '#transformers/audit_log_transformer'
import {
  ROLE_SLUGS,
  STAFF_ROLE_SLUGS,
  bulkUsersValidator,
  changeRoleValidator,
  disableValidator,
  freeMemberValidator,
  billedOutsideValidator,
  userDetailsValidator,
} from '#validators/admin_users'
import { access } from '#support/admin_access'
import { usersList } from '#lists/users_list'
import { staffWrite } from '#support/staff_write'
import { isReplaceable, issueReplacement } from '#services/billing/tax_invoice_replacements'
import { rephrase } from '#exceptions/refusal'
import { urlFor } from '@adonisjs/core/services/url_builder'
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

/** How much of a member's history the member view shows. */
const DETAIL_LIMIT = 50

@inject()
export default class UsersController {
  constructor(private users: UserAdmin) {}

  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Users', {
      list: await usersList.page(ctx),
      can: {
        ...access.flags(ctx.auth.user, 'users'),
        createStaff: access.can(ctx.auth.user, 'users', 'changeRole'),
      },
      staffRoles: STAFF_ROLE_SLUGS,
    })
  }

  async export(ctx: HttpContext) {
    return usersList.csv(ctx)
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
      audit: AuditLogTransformer.transform(audit),
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
   * the current tax month, with a reason (DESIGN §11). A refusal is a toast
   * back on the member page.
   */
  async replaceTaxInvoice(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response } = ctx
    const user = await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    await bouncer.with(UserPolicy).authorize('manage', user)
    const { reason } = await request.validateUsing(replacementReasonValidator)
    const invoice = await user.related('invoices').query().where('id', params.invoice).firstOrFail()
    const replacement = await rephrase(issueReplacement(invoice, reason, staffWrite(ctx)), {
      redirectTo: urlFor('admin.users.show', { id: user.id }),
    })
    session.flash(
      'success',
      i18n.t('invoice_details.replacement.issued', { number: replacement.number })
    )
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
