import type { HttpContext } from '@adonisjs/core/http'
import { contactChannels } from '#services/support_desk/contact_channels'
import { memberCardView, qrSvg, rotateToken } from '#services/memberships/member_card'
import { memberCardDocument } from '#services/documents/member_card_pdf'
import { sendDocument } from '#services/documents/http'
import { documentDate, documentLocale } from '#services/documents/thai_text'

/**
 * Settings › Member Card (SPEC §2.8, §6: shown to every member; DESIGN §10):
 * the card with its QR code, printable, as a PDF, and a new QR code on request.
 */
export default class MemberCardController {
  async show({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const [card, channels] = await Promise.all([
      memberCardView(user, i18n.locale),
      contactChannels(),
    ])
    const locale = documentLocale(i18n.locale)
    return inertia.render('Settings/MemberCard', {
      card: card
        ? {
            name: card.name,
            membershipNumber: card.membershipNumber,
            plan: card.plan,
            status: card.status,
            validThrough: card.validThrough ? documentDate(card.validThrough, locale) : null,
            verifyUrl: card.verifyUrl,
            holder: card.holder,
            memberName: card.memberName,
            qrSvg: qrSvg(card.verifyUrl),
          }
        : null,
      emergency: { phone: channels.emergencyPhone, href: channels.emergencyPhoneHref },
    })
  }

  async pdf({ auth, request, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const locale = documentLocale(request.qs().lang, i18n.locale, user.locale)
    const card = await memberCardView(user, locale)
    if (!card) {
      return response.redirect().toRoute('settings.member-card')
    }
    const channels = await contactChannels()
    return sendDocument(response, await memberCardDocument(card, channels.emergencyPhone, locale))
  }

  async rotate({ auth, session, i18n, response }: HttpContext) {
    await rotateToken(auth.getUserOrFail())
    session.flash('success', i18n.t('member_card.rotated'))
    return response.redirect().toRoute('settings.member-card')
  }
}
