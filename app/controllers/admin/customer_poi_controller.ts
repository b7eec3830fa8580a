import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { Refusal, rephrase } from '#exceptions/refusal'
import IdentityVerification from '#models/identity_verification'
import User from '#models/user'
import IdentityVerificationAdmin from '#services/support_desk/identity_verification_admin'
import { scopedMessages } from '#validators/admin_money'
import { poiRejectValidator, poiRequestValidator } from '#validators/admin_plans'
import IdentityVerificationTransformer from '#transformers/identity_verification_transformer'
import { staffWrite } from '#support/staff_write'

/** The link just issued, shown once in the copy-link popup (never stored in plain). */
export type IssuedLink = { id: number; url: string; email: string; name: string }

/**
 * SPEC §2.9 Customer POI Management (lawyer): identity
 * documents requested from members, their upload links (copy-link and
 * email popups), the documents (short-lived signed URLs only) and the
 * lawyer's decision. Every view and decision is audited by the service.
 */
export default class CustomerPoiController {
  private poi = new IdentityVerificationAdmin()

  async request(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(poiRequestValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'poi'),
    })
    const member = await User.query().where('email', input.email).whereNull('deleted_at').first()
    if (!member) throw new Refusal('E_POI_REFUSED', 'poi.errors.not_member', { field: 'email' })
    const { verification, link } = await this.poi.request(
      member,
      { documentType: input.document_type, note: input.note ?? null },
      staffWrite(ctx)
    )
    this.#showLink(ctx, { id: verification.id, url: link, email: member.email, name: member.name })
    ctx.session.flash('success', ctx.i18n.t('poi.flash.requested'))
    return ctx.response.redirect().toRoute('admin.customer_poi')
  }

  async show(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    await this.poi.recordView(verification, staffWrite(ctx))
    return ctx.inertia.render('Admin/CustomerPoiShow', {
      verification: IdentityVerificationTransformer.transform(verification).useVariant('toDetail'),
    })
  }

  async link(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    const url = await this.poi.issueLink(verification, staffWrite(ctx))
    const { email, name } = verification.user
    this.#showLink(ctx, { id: verification.id, url, email, name })
    return ctx.response.redirect().withQs().back()
  }

  async email(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    await this.poi.emailLink(verification, staffWrite(ctx))
    ctx.session.flash(
      'success',
      ctx.i18n.t('poi.flash.emailed', { email: verification.user.email })
    )
    return ctx.response.redirect().withQs().back()
  }

  /** The document, through a signed URL that works for five minutes (audited). */
  async document(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    const url = await this.poi.documentUrl(verification, staffWrite(ctx))
    if (!url) return ctx.response.notFound()
    ctx.response.header('Cache-Control', 'private, no-store')
    return ctx.response.redirect(url)
  }

  async approve(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    await rephrase(this.poi.approve(verification, staffWrite(ctx)), this.#backTo(verification))
    ctx.session.flash('success', ctx.i18n.t('poi.flash.approved'))
    return ctx.response.redirect().toRoute('admin.customer_poi.show', { id: verification.id })
  }

  async reject(ctx: HttpContext) {
    const verification = await this.#find(ctx.params.id)
    const { reason } = await ctx.request.validateUsing(poiRejectValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'poi'),
    })
    await rephrase(
      this.poi.reject(verification, reason, staffWrite(ctx)),
      this.#backTo(verification)
    )
    ctx.session.flash('success', ctx.i18n.t('poi.flash.rejected'))
    return ctx.response.redirect().toRoute('admin.customer_poi.show', { id: verification.id })
  }

  #find(id: number) {
    return IdentityVerification.query()
      .where('id', id)
      .preload('user')
      .preload('requester')
      .preload('reviewer')
      .firstOrFail()
  }

  #showLink(ctx: HttpContext, link: IssuedLink) {
    ctx.session.flash('poi_link', link)
  }

  /** A refused decision goes back to the verification's page. */
  #backTo(verification: IdentityVerification) {
    return { redirectTo: urlFor('admin.customer_poi.show', { id: verification.id }) }
  }
}
