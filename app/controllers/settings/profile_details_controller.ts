import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { profileDetailsValidator } from '#validators/auth'
import ProfileTransformer from '#transformers/profile_transformer'
import MembershipTransformer from '#transformers/membership_transformer'
import { ownMembershipRowsOfRequest } from '#services/memberships/current_plans'
import { LOCALE_SESSION_KEY } from '#middleware/detect_user_locale_middleware'
import {
  invoiceDetailsForm,
  invoiceDetailsValidator,
  parseInvoiceDetails,
  provinceOptions,
} from '#services/billing/invoice_details'
import AuditLog from '#models/audit_log'
import { partnerMembership } from '#services/memberships/partner_login'
import { localized } from '#support/localized'
import { checkedPersonalDetails } from '#services/accounts/personal_info'

/** Settings › Profile Details (SPEC §2.8): the member's details and memberships. */
export default class ProfileDetailsController {
  async show(ctx: HttpContext) {
    const { inertia, auth, i18n } = ctx
    const user = auth.getUserOrFail()
    // The query the member area's check and the member menu made already on this page view.
    const memberships = await ownMembershipRowsOfRequest(ctx, user)
    // A partner login has no membership of its own: it is covered by the member's (DESIGN §11).
    const shared = user.isPartnerLogin() ? await partnerMembership(user) : null
    return inertia.render('Settings/ProfileDetails', {
      profile: ProfileTransformer.transform(user),
      memberships: MembershipTransformer.transform(memberships, i18n.locale),
      partnerOf: shared
        ? {
            member: shared.user.name,
            plan: localized(shared.plan.name, shared.plan.nameTh, i18n.locale),
            membershipNumber: shared.membershipNumber,
          }
        : null,
      invoiceDetails: invoiceDetailsForm(user.invoiceDetails),
      provinces: provinceOptions(i18n.locale),
    })
  }

  async update({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(profileDetailsValidator)
    user.merge({
      name: data.name,
      ...checkedPersonalDetails(data),
    })
    if (data.locale) {
      user.locale = data.locale
      session.put(LOCALE_SESSION_KEY, data.locale)
    }
    await user.save()
    // Said in the language just chosen: the next page is in it.
    const saved = data.locale ? i18nManager.locale(data.locale) : i18n
    session.flash('success', saved.t('auth.profile_saved'))
    return response.redirect().toRoute('settings.profile-details')
  }

  /**
   * Who full tax invoices are made out to (Revenue Code §86/4). Invoices
   * issued from now on print it; those already issued keep what they said.
   */
  async updateInvoiceDetails({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(invoiceDetailsValidator)
    const details = parseInvoiceDetails(input, (key) => i18n.t(key))
    const before = user.invoiceDetails
    user.invoiceDetails = details
    await user.save()
    await AuditLog.record('user.invoice_details_updated', {
      actor: user,
      subject: user,
      changes: { before, after: details },
      ip: request.ip(),
    })
    session.flash('success', i18n.t('invoice_details.saved'))
    return response.redirect().toRoute('settings.profile-details')
  }
}
