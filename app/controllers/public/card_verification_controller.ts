import type { HttpContext } from '@adonisjs/core/http'
import { contactChannels } from '#services/support_desk/contact_channels'
import { verify } from '#services/memberships/member_card'

/**
 * The public page a member card's QR code opens: only
 * "valid" or "not valid", the plan, the holder's initials and whether the
 * holder is the member or the partner the membership covers. An unknown
 * token answers 404 with the same "not valid" page. Never cached: the
 * answer changes with the membership and when the member replaces the code.
 */
export default class CardVerificationController {
  async show({ inertia, params, response, i18n }: HttpContext) {
    const result = await verify(String(params.token ?? ''), i18n.locale)
    const channels = await contactChannels()
    response.header('Cache-Control', 'no-store')
    response.header('X-Robots-Tag', 'noindex, nofollow')
    response.header('Referrer-Policy', 'no-referrer')
    if (!result.found) response.status(404)
    return inertia.render('Verify/MemberCard', {
      verification: result.found
        ? {
            found: true,
            valid: result.valid,
            plan: result.plan,
            initials: result.initials,
            holder: result.holder,
          }
        : { found: false, valid: false, plan: null, initials: null, holder: null },
      emergency: { phone: channels.emergencyPhone, href: channels.emergencyPhoneHref },
    })
  }
}
