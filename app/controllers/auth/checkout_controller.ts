import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import { CURRENT_STATUSES, InvoiceStatus, PaymentStatus } from '#enums/billing'
import Price from '#models/price'
import Subscription from '#models/subscription'
import TermsAndCondition from '#models/terms_and_condition'
import { currentPlansFor } from '#services/current_plans'
import { SIGNUP_PRICE_KEY } from '#services/signup_price'
import checkout, { CheckoutError } from '#services/payments/checkout'
import { paymentGateway } from '#services/payments/gateway'
import { SandboxGateway } from '#services/payments/sandbox_gateway'
import { CardRejectedError } from '#services/payments/payment_gateway'
import { checkoutValidator, EXPIRY_YEARS_AHEAD } from '#validators/checkout'
import { applicationReviewWindow, BUSINESS_ZONE } from '#support/business_hours'
import { sanitizeRichText } from '#support/rich_text'
import PriceTransformer from '#transformers/price_transformer'
import MembershipReceiptTransformer from '#transformers/membership_receipt_transformer'

/** Form fields that may come back after a refusal; card details never do. */
const SAFE_INPUT = ['price_id', 'cardholder_name', 'expiry_month', 'expiry_year']

/** Sign-up steps "payment" and "confirmation" (SPEC §2.7). */
export default class CheckoutController {
  async create({ inertia, auth, request, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const plans = await currentPlansFor(user)
    if (plans.length > 0) {
      session.flash('info', i18n.t('checkout.already_member'))
      return response.redirect().toRoute('settings.profile-details')
    }
    const prices = await Price.query()
      .where('is_active', true)
      .whereHas('plan', (plan) => plan.where('is_active', true))
      .preload('plan')
      .orderBy('plan_id')
      .orderBy('billing_period')
    const wanted = [request.qs().price, session.get(SIGNUP_PRICE_KEY)].map(Number)
    const personalMonthly = prices.find(
      (price) => price.plan.slug === 'personal' && price.billingPeriod === 'month'
    )
    const selected =
      wanted.map((id) => prices.find((price) => price.id === id)).find(Boolean) ??
      personalMonthly ??
      prices[0]
    const terms = await TermsAndCondition.current()
    const year = DateTime.now().setZone(BUSINESS_ZONE).year
    return inertia.render('Auth/Payment', {
      prices: PriceTransformer.transform(prices),
      selectedPriceId: selected?.id ?? null,
      terms: terms
        ? { title: terms.title, version: terms.version, html: sanitizeRichText(terms.description) }
        : null,
      expiryYears: Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => year + index),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.getUserOrFail()
    let data
    try {
      data = await request.validateUsing(checkoutValidator)
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) return this.#refuse(ctx, error)
      throw error
    }
    try {
      // Temporary bridge until the browser tokenizes: the sandbox vault makes the token.
      const gateway = paymentGateway()
      if (!(gateway instanceof SandboxGateway)) throw new Error('Tokenization required')
      const token = await gateway
        .createToken({
          name: data.cardholder_name,
          number: data.card_number,
          expirationMonth: data.expiry_month,
          expirationYear: data.expiry_year,
          securityCode: data.cvc,
        })
        .catch((error) => {
          if (error instanceof CardRejectedError) {
            throw new CheckoutError('card_rejected', error.code, error.message)
          }
          throw error
        })
      await checkout.run(user, {
        priceId: data.price_id,
        token: token.id,
        declaredIncarcerated: !data.not_incarcerated,
        ip: request.ip(),
      })
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error
      // A second submission of the same checkout lands on what the first one made.
      if (error.reason === 'already_member') return response.redirect().toRoute('auth.confirmation')
      return this.#refuse(ctx, this.#asFieldError(ctx, error))
    }
    session.forget(SIGNUP_PRICE_KEY)
    return response.redirect().toRoute('auth.confirmation')
  }

  async show({ inertia, auth, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await Subscription.query()
      .where('user_id', user.id)
      .whereIn('status', [...CURRENT_STATUSES])
      .whereHas('invoices', (invoices) => invoices.where('status', InvoiceStatus.PAID))
      .preload('plan')
      .preload('price')
      .preload('invoices', (invoices) =>
        invoices
          .where('status', InvoiceStatus.PAID)
          .orderBy('id')
          .preload('payments', (payments) => payments.where('status', PaymentStatus.SUCCESSFUL))
      )
      .orderBy('id', 'desc')
      .first()
    if (!subscription) return response.redirect().toRoute('auth.payment')
    const invoice = subscription.invoices[0]
    const paid = invoice.payments.reduce((total, payment) => total + payment.amountSatang, 0)
    const dueBy = applicationReviewWindow(subscription.appliedAt).dueBy.setZone(BUSINESS_ZONE)
    return inertia.render('Auth/Confirmation', {
      membership: MembershipReceiptTransformer.transform(subscription, {
        invoiceNumber: invoice.number,
        amountPaidSatang: paid || invoice.totalSatang,
        reviewDueBy: dueBy.setLocale(i18n.locale === 'th' ? 'th-TH' : 'en-GB').toLocaleString({
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
      }),
    })
  }

  /** A refused checkout shows under the field it concerns, like a validation error. */
  #asFieldError({ i18n }: HttpContext, error: CheckoutError) {
    const [field, message] = (() => {
      switch (error.reason) {
        case 'price_unavailable':
          return ['price_id', i18n.t('checkout.errors.price_unavailable')]
        case 'terms_unavailable':
          return ['terms', i18n.t('checkout.errors.terms_unavailable')]
        case 'prepaid_card':
          return ['card_number', i18n.t('checkout.errors.prepaid_card')]
        case 'card_rejected':
          return ['card_number', i18n.t('checkout.errors.card_rejected')]
        default: {
          const key = `checkout.declines.${error.gatewayCode}`
          const specific = i18n.hasMessage(key) ? i18n.t(key) : null
          return [
            'card_number',
            specific ??
              i18n.t('checkout.declines.generic', {
                reason: error.gatewayMessage ?? error.gatewayCode ?? '',
              }),
          ]
        }
      }
    })()
    return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: error.reason }])
  }

  /**
   * Back to the form with field messages. The framework would flash the
   * whole input back into the session; the card number and security code
   * must never be stored, so only the safe fields return.
   */
  #refuse(
    { response, session }: HttpContext,
    error: InstanceType<typeof vineErrors.E_VALIDATION_ERROR>
  ) {
    session.flashValidationErrors(error, false)
    session.flashOnly(SAFE_INPUT)
    return response.redirect().back()
  }
}
