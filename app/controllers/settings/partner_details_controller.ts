import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  dependantValidator,
  partnerInvitationValidator,
  partnerValidator,
} from '#validators/partner_details'
import {
  assertPartnerCovered,
  eligibleDependant,
  ownedDependant,
  personalMembership,
} from '#services/memberships/partner_details'
import { ageOn } from '#services/memberships/eligibility'
import {
  invitePartner,
  loginState,
  removePartner,
  resendInvitation,
} from '#services/memberships/partner_login'
import { PARTNER_INVITATION_MINUTES } from '#services/accounts/password_reset'

const isoDate = (date: DateTime | null) => (date ? date.toISODate() : null)

/**
 * Settings › Spouse / Partner Details (SPEC §2.8; shown only with a current
 * Personal plan, SPEC §6): the partner and the dependants the membership
 * covers. Every write goes through the member's own membership. The
 * partner may be invited to a login of their own (DESIGN §11).
 */
export default class PartnerDetailsController {
  async show({ inertia, auth }: HttpContext) {
    const membership = await personalMembership(auth.getUserOrFail())
    await membership.load('partner')
    await membership.load('dependants', (query) => query.orderBy('date_of_birth', 'asc'))
    const today = DateTime.now()
    return inertia.render('Settings/PartnerDetails', {
      membershipNumber: membership.membershipNumber,
      allowsPartner: membership.plan.allowsPartner,
      coversDependantsUnder26: membership.plan.coversDependantsUnder26,
      partner: membership.partner
        ? {
            name: membership.partner.name,
            email: membership.partner.email,
            phone: membership.partner.phone,
            dateOfBirth: isoDate(membership.partner.dateOfBirth),
            nationality: membership.partner.nationality,
          }
        : null,
      partnerLogin: await loginState(membership.partner),
      invitationDays: PARTNER_INVITATION_MINUTES / (24 * 60),
      dependants: membership.dependants.map((dependant) => ({
        id: dependant.id,
        name: dependant.name,
        dateOfBirth: isoDate(dependant.dateOfBirth)!,
        age: ageOn(dependant.dateOfBirth, today),
        relation: dependant.relation,
        livesAtHome: dependant.livesAtHome,
        underGuardianship: dependant.underGuardianship,
      })),
    })
  }

  async updatePartner({ auth, request, session, i18n, response }: HttpContext) {
    const membership = await personalMembership(auth.getUserOrFail())
    const data = await request.validateUsing(partnerValidator)
    assertPartnerCovered(membership, (key) => i18n.t(key))
    const values = {
      name: data.name,
      email: data.email ?? null,
      phone: data.phone ?? null,
      dateOfBirth: data.date_of_birth ? DateTime.fromJSDate(data.date_of_birth) : null,
      nationality: data.nationality ?? null,
      phoneNeedsReview: false,
      countryNeedsReview: false,
    }
    await membership.load('partner')
    if (membership.partner) await membership.partner.merge(values).save()
    else await membership.related('partner').create(values)
    session.flash('success', i18n.t('partner_details.partner_saved'))
    return response.redirect().toRoute('settings.partner-details')
  }

  /** Removing the partner ends their login and its sessions too. */
  async destroyPartner({ auth, request, session, i18n, response }: HttpContext) {
    const member = auth.getUserOrFail()
    const membership = await personalMembership(member)
    await removePartner(member, membership, request.ip())
    session.flash('success', i18n.t('partner_details.partner_removed'))
    return response.redirect().toRoute('settings.partner-details')
  }

  /** Invites the partner to a login of their own: a mail with a link to choose a password. */
  async invite({ auth, request, session, i18n, response }: HttpContext) {
    const member = auth.getUserOrFail()
    const membership = await personalMembership(member)
    const { email } = await request.validateUsing(partnerInvitationValidator)
    const login = await invitePartner(member, membership, email, { ip: request.ip() })
    session.flash('success', i18n.t('partner_details.login.invited', { email: login.email }))
    return response.redirect().toRoute('settings.partner-details')
  }

  /** The invitation again, with a new link (the earlier one stops working). */
  async resendInvitation({ auth, request, session, i18n, response }: HttpContext) {
    const member = auth.getUserOrFail()
    const membership = await personalMembership(member)
    const login = await resendInvitation(member, membership, { ip: request.ip() })
    session.flash('success', i18n.t('partner_details.login.invited', { email: login.email }))
    return response.redirect().toRoute('settings.partner-details')
  }

  async storeDependant({ auth, request, session, i18n, response }: HttpContext) {
    const membership = await personalMembership(auth.getUserOrFail())
    const data = await request.validateUsing(dependantValidator)
    const values = eligibleDependant(membership, data, (key) => i18n.t(key))
    await membership.related('dependants').create(values)
    session.flash('success', i18n.t('partner_details.dependant_added', { name: values.name }))
    return response.redirect().toRoute('settings.partner-details')
  }

  async updateDependant({ auth, request, params, session, i18n, response }: HttpContext) {
    const membership = await personalMembership(auth.getUserOrFail())
    const dependant = await ownedDependant(membership, params.id)
    const data = await request.validateUsing(dependantValidator)
    await dependant.merge(eligibleDependant(membership, data, (key) => i18n.t(key))).save()
    session.flash('success', i18n.t('partner_details.dependant_saved', { name: dependant.name }))
    return response.redirect().toRoute('settings.partner-details')
  }

  async destroyDependant({ auth, params, session, i18n, response }: HttpContext) {
    const membership = await personalMembership(auth.getUserOrFail())
    const dependant = await ownedDependant(membership, params.id)
    await dependant.delete()
    session.flash('success', i18n.t('partner_details.dependant_removed', { name: dependant.name }))
    return response.redirect().toRoute('settings.partner-details')
  }
}
