import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import UserPolicy from '#policies/user_policy'
import UserAdmin from '#services/accounts/user_admin'
import UserTransformer from '#transformers/user_transformer'
import AdminMembershipTransformer from '#transformers/admin_membership_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'
import AuditLogTransformer from '#transformers/audit_log_transformer'
import {
  ROLE_SLUGS,
  bulkUsersValidator,
  changeRoleValidator,
  disableValidator,
  freeMemberValidator,
  billedOutsideValidator,
  userDetailsValidator,
} from '#validators/admin_users'
import { staffWrite } from '#support/staff_write'
import { issueReplacement } from '#services/billing/tax_invoice_replacements'
import { rephrase } from '#exceptions/refusal'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { replacementReasonValidator } from '#validators/tax_invoice_replacement'
import { invoiceDetailsValidator, parseInvoiceDetails } from '#services/billing/invoice_details'
import { invoicePanel, memberRecord } from '#services/accounts/member_record'

/**
 * The account of the URL, once this staff member may do `ability` to it;
 * `live` leaves deleted accounts out (a 404).
 */
async function authorizedUser(
  { params, bouncer }: HttpContext,
  ability: 'manage' | 'changeRole' | 'disable',
  { live = false } = {}
) {
  const user = live
    ? await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    : await User.findOrFail(params.id)
  await bouncer.with(UserPolicy).authorize(ability, user)
  return user
}

/** Back on the member view with a toast. */
function backToUser({ session, response }: HttpContext, user: User, message: string) {
  session.flash('success', message)
  return response.redirect().toRoute('admin.users.show', { id: user.id })
}

@inject()
export default class UsersController {
  constructor(private users: UserAdmin) {}

  /** The member view: the account, its memberships, invoices and audit trail. */
  async show({ params, inertia, auth, bouncer, i18n }: HttpContext) {
    const user = await User.query().where('id', params.id).whereNull('deleted_at').firstOrFail()
    const { memberships, invoices, audit } = await memberRecord(user)
    return inertia.render('Admin/UsersShow', {
      member: UserTransformer.transform(user).useVariant('toAdminDetail'),
      memberships: AdminMembershipTransformer.transform(memberships),
      invoices: MemberInvoiceTransformer.transform(invoices, i18n.locale).useVariant('toAdmin'),
      audit: AuditLogTransformer.transform(audit),
      can: await this.#can(bouncer, user),
      roles: ROLE_SLUGS,
      isSelf: user.id === auth.user!.id,
      ...invoicePanel(user, invoices, i18n.locale),
    })
  }

  async update(ctx: HttpContext) {
    const { request, i18n } = ctx
    const user = await authorizedUser(ctx, 'manage')
    const data = await request.validateUsing(userDetailsValidator, { meta: { userId: user.id } })
    const { name, email, phone = null, country = null, nationality = null } = data
    const details = { name, email, phone, country, nationality }
    await this.users.updateDetails(user, details, staffWrite(ctx))
    return backToUser(ctx, user, i18n.t('admin_users.flash.saved'))
  }

  /**
   * Staff correct who the member's tax invoices are made out to (Revenue
   * Code §86/4); audited. Invoices already issued keep what they said.
   */
  async invoiceDetails(ctx: HttpContext) {
    const { request, i18n } = ctx
    const user = await authorizedUser(ctx, 'manage', { live: true })
    const input = await request.validateUsing(invoiceDetailsValidator)
    const details = parseInvoiceDetails(input, (key) => i18n.t(key))
    const changes = { before: user.invoiceDetails, after: details }
    await user.merge({ invoiceDetails: details }).save()
    const audit = { ...staffWrite(ctx), subject: user, changes }
    await AuditLog.record('user.invoice_details_corrected', audit)
    return backToUser(ctx, user, i18n.t('invoice_details.admin_saved'))
  }

  /**
   * A replacement full tax invoice for one of the member's paid invoices of
   * the current tax month, with a reason (DESIGN §11). A refusal is a toast
   * back on the member page.
   */
  async replaceTaxInvoice(ctx: HttpContext) {
    const { params, request, i18n } = ctx
    const user = await authorizedUser(ctx, 'manage', { live: true })
    const { reason } = await request.validateUsing(replacementReasonValidator)
    const invoice = await user.related('invoices').query().where('id', params.invoice).firstOrFail()
    const replacement = await rephrase(issueReplacement(invoice, reason, staffWrite(ctx)), {
      redirectTo: urlFor('admin.users.show', { id: user.id }),
    })
    const issued = i18n.t('invoice_details.replacement.issued', { number: replacement.number })
    return backToUser(ctx, user, issued)
  }

  async freeMembership(ctx: HttpContext) {
    const user = await authorizedUser(ctx, 'manage')
    const { is_free_member: free } = await ctx.request.validateUsing(freeMemberValidator)
    await this.users.setFreeMember(user, free, staffWrite(ctx))
    const flash = `admin_users.flash.${free ? 'free_granted' : 'free_removed'}`
    return backToUser(ctx, user, ctx.i18n.t(flash))
  }

  async billedOutside(ctx: HttpContext) {
    const user = await authorizedUser(ctx, 'manage')
    const { billed_outside: outside } = await ctx.request.validateUsing(billedOutsideValidator)
    await this.users.setBilledOutside(user, outside, staffWrite(ctx))
    const flash = `admin_users.flash.${outside ? 'billed_outside_set' : 'billed_outside_cleared'}`
    return backToUser(ctx, user, ctx.i18n.t(flash))
  }

  async role(ctx: HttpContext) {
    const { request, auth, session, i18n, response } = ctx
    const user = await authorizedUser(ctx, 'changeRole')
    const { role } = await request.validateUsing(changeRoleValidator)
    await this.users.changeRole(user, role, staffWrite(ctx))
    const changed = i18n.t('admin_users.flash.role_changed')
    if (user.id !== auth.user!.id) return backToUser(ctx, user, changed)
    // Demoting oneself ends one's own sessions too: the next page is the login form.
    session.flash('success', changed)
    return response.redirect().toRoute('admin.login')
  }

  async disable(ctx: HttpContext) {
    const user = await authorizedUser(ctx, 'disable')
    const { disabled } = await ctx.request.validateUsing(disableValidator)
    await this.users.setDisabled(user, disabled, staffWrite(ctx))
    return backToUser(
      ctx,
      user,
      ctx.i18n.t(`admin_users.flash.${disabled ? 'disabled' : 'enabled'}`)
    )
  }

  async passwordReset(ctx: HttpContext) {
    const { session, i18n, response } = ctx
    const user = await authorizedUser(ctx, 'manage')
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

  /** What the member view offers this staff member on this account. */
  async #can(bouncer: HttpContext['bouncer'], user: User) {
    const policy = bouncer.with(UserPolicy)
    return {
      manage: await policy.allows('manage', user),
      changeRole: await policy.allows('changeRole', user),
      disable: await policy.allows('disable', user),
    }
  }
}
