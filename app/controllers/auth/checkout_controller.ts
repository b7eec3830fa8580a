import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import {
  CURRENT_STATUSES,
  InvoiceStatus,
  PaymentMethodKind,
  PaymentStatus,
  PlanSlug,
} from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import { hasCompanyDetails } from '#services/billing/invoice_details'
import Price from '#models/price'
import Subscription from '#models/subscription'
import TermsAndCondition from '#models/terms_and_condition'
import { currentPlansFor } from '#services/memberships/current_plans'
import { SIGNUP_PRICE_KEY } from '#services/memberships/signup_price'
import checkout, { declineKey } from '#services/billing/payments/checkout'
import { isRefusal } from '#exceptions/refusal'
import { waitingQrOf } from '#services/billing/promptpay'
import { paymentGateway, tokenizationSetup } from '#services/billing/payments/gateway'
import { settleCharge } from '#services/billing/payments/settle_charge'
import { sendApplicationReceived } from '#mails/application_received_mail'
import Payment from '#models/payment'
import { checkoutValidator, EXPIRY_YEARS_AHEAD } from '#validators/checkout'
import { BUSINESS_ZONE } from '#support/business_hours'
import { businessCalendar, dueWithHolidays } from '#services/platform/business_calendar'
import PriceTransformer from '#transformers/price_transformer'
import MembershipReceiptTransformer from '#transformers/membership_receipt_transformer'
import { formatDateTime } from '#support/dates'

/** Form fields that may come back after a refusal; card details never do. */
const SAFE_INPUT = ['price_id', 'not_incarcerated', 'terms']

/** Sign-up steps "payment" and "confirmation" (SPEC §2.7). */
export default class CheckoutController {
  async create({ inertia, auth, request, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const plans = await currentPlansFor(user)
    // An application waiting for its PromptPay QR goes back to the QR.
    const qr = await waitingQrOf(user)
    if (qr) return response.redirect().toRoute('payments.promptpay', { id: qr.id })
    if (plans.length > 0) {
      session.flash('info', i18n.t('checkout.already_member'))
      return response.redirect().toRoute('settings.profile-details')
    }
    const prices = await Price.onSale()
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
      prices: PriceTransformer.transform(prices, i18n.locale),
      selectedPriceId: selected?.id ?? null,
      terms: terms ? { version: terms.version, ...terms.textFor(i18n.locale) } : null,
      expiryYears: Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => year + index),
      tokenization: tokenizationSetup(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth, session, inertia } = ctx
    const user = auth.getUserOrFail()
    let data
    try {
      data = await request.validateUsing(checkoutValidator)
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) return this.#refuse(ctx, error)
      throw error
    }
    const method = data.method ?? PaymentMethodKind.CARD
    if (method === PaymentMethodKind.CARD && !data.token) {
      throw new Refusal('token_invalid', 'checkout.errors.token_invalid', { field: 'card_number' })
    }
    // The Business plan is invoiced to a company: without its details nothing is charged.
    const price = await Price.query().where('id', data.price_id).preload('plan').first()
    if (price?.plan.slug === PlanSlug.BUSINESS && !hasCompanyDetails(user.invoiceDetails)) {
      session.put(SIGNUP_PRICE_KEY, price.id)
      session.flash('error', ctx.i18n.t('invoice_details.errors.business_company'))
      return response.redirect().toRoute('auth.personal-info')
    }
    let result
    try {
      result = await checkout.run(user, {
        priceId: data.price_id,
        method,
        token: data.token ?? null,
        declaredIncarcerated: !data.not_incarcerated,
        termsVersion: data.terms_version,
        termsLocale: data.terms_locale,
        ip: request.ip(),
      })
    } catch (error) {
      // A second submission of the same checkout lands on what the first one made.
      if (!isRefusal(error) || error.code !== 'already_member') throw error
      const qr = await waitingQrOf(user)
      if (qr) return response.redirect().toRoute('payments.promptpay', { id: qr.id })
      return response.redirect().toRoute('auth.confirmation')
    }
    session.forget(SIGNUP_PRICE_KEY)
    await sendApplicationReceived(user, result.subscription.id)
    if (result.payment.method === PaymentMethodKind.PROMPTPAY) {
      return response.redirect().toRoute('payments.promptpay', { id: result.payment.id })
    }
    if (result.status === 'pending' && result.authorizeUri) {
      // 3-D Secure: the member confirms with their bank, then comes back to `paymentReturn`.
      return inertia.location(result.authorizeUri)
    }
    return response.redirect().toRoute('auth.confirmation')
  }

  /**
   * Back from 3-D Secure (`?payment=<id>`): the charge is re-read from the
   * gateway and settles the payment, unless the webhook already did.
   */
  async paymentReturn(ctx: HttpContext) {
    const { request, response, auth, session, i18n } = ctx
    const user = auth.getUserOrFail()
    const paymentId = Number(request.qs().payment)
    const payment = Number.isSafeInteger(paymentId)
      ? await Payment.query()
          .where('id', paymentId)
          .whereHas('invoice', (invoice) => invoice.where('user_id', user.id))
          .first()
      : null
    if (!payment) return response.redirect().toRoute('auth.payment')
    if (payment.status === PaymentStatus.PENDING && payment.gatewayChargeId) {
      const charge = await paymentGateway()
        .retrieveCharge(payment.gatewayChargeId)
        .catch(() => null)
      if (charge) await settleCharge(payment, charge)
      await payment.refresh()
    }
    if (payment.status === PaymentStatus.FAILED) {
      session.flashErrors({ card_number: this.#declineMessage(ctx, payment.failureCode, null) })
      return response.redirect().toRoute('auth.payment')
    }
    if (payment.status === PaymentStatus.PENDING)
      session.flash('info', i18n.t('checkout.pending_note'))
    return response.redirect().toRoute('auth.confirmation')
  }

  async show({ inertia, auth, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await Subscription.query()
      .where('user_id', user.id)
      .whereIn('status', [...CURRENT_STATUSES])
      .whereHas('invoices', (invoices) =>
        invoices.whereIn('status', [InvoiceStatus.PAID, InvoiceStatus.OPEN])
      )
      .preload('plan')
      .preload('price')
      .preload('invoices', (invoices) =>
        invoices
          .whereIn('status', [InvoiceStatus.PAID, InvoiceStatus.OPEN])
          .orderBy('id')
          .preload('payments', (payments) =>
            payments.whereIn('status', [PaymentStatus.SUCCESSFUL, PaymentStatus.PENDING])
          )
      )
      .orderBy('id', 'desc')
      .first()
    if (!subscription) return response.redirect().toRoute('auth.payment')
    const invoice = subscription.invoices[0]
    const paid = invoice.payments
      .filter((payment) => payment.status === PaymentStatus.SUCCESSFUL)
      .reduce((total, payment) => total + payment.amountSatang, 0)
    const calendar = await businessCalendar()
    const review = calendar.applicationReviewWindow(subscription.appliedAt)
    const dueBy = review.dueBy.setZone(BUSINESS_ZONE)
    return inertia.render('Auth/Confirmation', {
      paymentPending: invoice.status !== InvoiceStatus.PAID,
      membership: MembershipReceiptTransformer.transform(
        subscription,
        {
          invoiceNumber: invoice.number,
          amountPaidSatang: paid || invoice.totalSatang,
          reviewDueBy: dueWithHolidays(
            formatDateTime(dueBy, i18n.locale, 'full'),
            review.skipped,
            i18n.locale
          ),
        },
        i18n.locale
      ),
    })
  }

  /**
   * The member-facing text of a decline code: `payments.errors.<code>`
   * (the Omise driver's namespace) when it exists, else this page's own
   * `checkout.declines.<code>`, else the generic text with the gateway's reason.
   */
  #declineMessage({ i18n }: HttpContext, code: string | null, message: string | null) {
    return i18n.t(declineKey(code), { reason: message ?? code ?? '' })
  }

  /**
   * Back to the form with field messages. The framework would flash the
   * whole input back into the session; the card number and security code
   * must never be stored, so only the safe fields return.
   */
  #refuse(
    { response, session, i18n }: HttpContext,
    error: InstanceType<typeof vineErrors.E_VALIDATION_ERROR>
  ) {
    // A missing or malformed token is about the card the member typed.
    const messages = (
      error.messages as Array<{ field: string; message: string; rule: string }>
    ).map((message) =>
      message.field === 'token'
        ? { ...message, field: 'card_number', message: i18n.t('checkout.errors.token_invalid') }
        : message
    )
    session.flashValidationErrors(new vineErrors.E_VALIDATION_ERROR(messages), false)
    session.flashOnly(SAFE_INPUT)
    return response.redirect().back()
  }
}
