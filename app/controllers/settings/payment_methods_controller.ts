import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import { InvoiceStatus } from '#enums/billing'
import { PAYABLE_MEMBERSHIPS } from '#services/billing/member_payments'
import Invoice from '#models/invoice'
import { ownedRecord } from '#support/owned_record'
import { BUSINESS_ZONE } from '#support/business_hours'
import paymentMethods, { PaymentMethodError } from '#services/billing/payment_methods'
import { tokenizationSetup } from '#services/payments/gateway'
import { addCardValidator } from '#validators/payment_method'
import { EXPIRY_YEARS_AHEAD } from '#validators/checkout'
import PaymentMethodTransformer from '#transformers/payment_method_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'

/**
 * Settings › Payment Methods (SPEC §2.8, issue 12 point 1): saved cards,
 * adding one through the browser's tokenizer, the default card, removal,
 * and the open invoices a member can pay now (dunning mails link here with
 * `?invoice=<number>`).
 */
export default class PaymentMethodsController {
  async index({ inertia, auth, request, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const methods = await paymentMethods.list(user)
    const due = await Invoice.query()
      .where('user_id', user.id)
      .where('status', InvoiceStatus.OPEN)
      .whereHas('subscription', (subscription) =>
        subscription.whereIn('status', [...PAYABLE_MEMBERSHIPS])
      )
      .preload('subscription')
      .orderBy('issued_at', 'asc')
      .orderBy('id', 'asc')
    const wanted = request.qs().invoice
    const highlighted =
      typeof wanted === 'string' && due.some((invoice) => invoice.number === wanted) ? wanted : null
    const year = DateTime.now().setZone(BUSINESS_ZONE).year
    return inertia.render('Settings/PaymentMethods', {
      cards: PaymentMethodTransformer.transform(methods),
      dueInvoices: MemberInvoiceTransformer.transform(due, i18n.locale),
      highlightedInvoice: highlighted,
      // A link naming an invoice that is not (or no longer) due here.
      invoiceNotDue: typeof wanted === 'string' && wanted !== '' && !highlighted,
      expiryYears: Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => year + index),
      tokenization: tokenizationSetup(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth, session, i18n } = ctx
    const user = auth.getUserOrFail()
    let data
    try {
      data = await request.validateUsing(addCardValidator)
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      return this.#refuse(ctx, i18n.t('settings_billing.errors.token_invalid'))
    }
    try {
      const method = await paymentMethods.add(user, data.token, Boolean(data.make_default))
      session.flash(
        'success',
        i18n.t('settings_billing.cards.added', { brand: method.brand, last4: method.last4 })
      )
    } catch (error) {
      if (!(error instanceof PaymentMethodError)) throw error
      return this.#refuse(ctx, this.#message(ctx, error))
    }
    return response.redirect().toRoute('settings.payment-methods')
  }

  async makeDefault({ auth, params, response, session, i18n }: HttpContext) {
    const method = await ownedRecord(auth.getUserOrFail(), 'paymentMethods', params.id)
    await paymentMethods.makeDefault(method)
    session.flash(
      'success',
      i18n.t('settings_billing.cards.default_set', { brand: method.brand, last4: method.last4 })
    )
    return response.redirect().toRoute('settings.payment-methods')
  }

  async destroy(ctx: HttpContext) {
    const { auth, params, response, session, i18n } = ctx
    const method = await ownedRecord(auth.getUserOrFail(), 'paymentMethods', params.id)
    try {
      await paymentMethods.remove(method)
    } catch (error) {
      if (!(error instanceof PaymentMethodError)) throw error
      session.flash('error', this.#message(ctx, error))
      return response.redirect().toRoute('settings.payment-methods')
    }
    session.flash(
      'success',
      i18n.t('settings_billing.cards.removed', { brand: method.brand, last4: method.last4 })
    )
    return response.redirect().toRoute('settings.payment-methods')
  }

  #message({ i18n }: HttpContext, error: PaymentMethodError) {
    if (error.reason === 'card_rejected' && error.gatewayCode) {
      for (const key of [
        `payments.errors.${error.gatewayCode}`,
        `checkout.declines.${error.gatewayCode}`,
      ]) {
        if (i18n.hasMessage(key)) return i18n.t(key)
      }
    }
    return i18n.t(`settings_billing.errors.${error.reason}`)
  }

  /** Back to the form with the card's message; the card itself never came here. */
  #refuse({ response, session }: HttpContext, message: string) {
    session.flashValidationErrors(
      new vineErrors.E_VALIDATION_ERROR([{ field: 'card_number', message, rule: 'card' }]),
      false
    )
    return response.redirect().toRoute('settings.payment-methods')
  }
}
