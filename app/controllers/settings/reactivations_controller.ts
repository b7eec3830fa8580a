import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ownedRecord } from '#support/owned_record'
import { defaultPaymentMethod } from '#services/billing/charges'
import reactivation from '#services/billing/reactivation'
import paymentMethods from '#services/billing/payment_methods'
import { PaymentMethodKind } from '#enums/billing'
import { payWithCardValidator, validCardToken } from '#validators/payment_method'
import { tokenizationSetup } from '#services/billing/payments/gateway'
import { paymentProgress } from '#services/billing/payment_progress'
import { appUrl, declineMessage } from '#services/billing/member_payments'
import { businessCalendar, dueWithHolidays } from '#services/platform/business_calendar'
import Invoice from '#models/invoice'
import { GatewayError } from '#services/billing/payments/payment_gateway'
import PaymentMethodTransformer from '#transformers/payment_method_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'
import { formatDateTime } from '#support/dates'

/**
 * Reactivate processing (SPEC §2.8): a suspended or
 * cancelled membership comes back after paying what is due. The page shows
 * the amount and the card; paying may pass through 3-D Secure; the
 * processing page shows the payment until it settles.
 */
export default class ReactivationsController {
  async show({ auth, params, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await ownedRecord(user, 'subscriptions', params.id)
    const quote = await reactivation.quote(subscription)
    const card = await defaultPaymentMethod(user.id)
    return inertia.render('Settings/Reactivate', {
      membership: {
        id: subscription.id,
        number: subscription.membershipNumber,
        plan: subscription.plan.nameFor(i18n.locale),
        status: subscription.status,
        billingPeriod: subscription.price.billingPeriod,
      },
      state: quote.state,
      dueSatang: quote.dueSatang,
      needsReview: quote.needsReview,
      invoices: MemberInvoiceTransformer.transform(quote.openInvoices, i18n.locale),
      card: card ? PaymentMethodTransformer.transform(card) : null,
      tokenization: tokenizationSetup(),
      // PromptPay pays once: an annual plan, or a monthly one whose renewals have a card (DESIGN §11).
      promptPay: subscription.price.billingPeriod === 'year' || Boolean(card),
    })
  }

  async store({ auth, params, request, response, session, i18n, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await ownedRecord(user, 'subscriptions', params.id)
    const data = await validCardToken(request, payWithCardValidator)
    const back = () =>
      response.redirect().toRoute('settings.subscriptions.reactivate', { id: subscription.id })
    const processing = urlFor('settings.subscriptions.reactivate.processing', {
      id: subscription.id,
    })
    const method = data.method ?? PaymentMethodKind.CARD
    let result
    try {
      // Google Pay (or a card typed here) is added like on Payment Methods, prepaid refused.
      const card =
        method === PaymentMethodKind.CARD && data.token
          ? await paymentMethods.add(user, data.token)
          : undefined
      result = await reactivation.pay(subscription, `${appUrl()}${processing}`, {
        method,
        card,
        returnPath: processing,
      })
    } catch (error) {
      // Unknown outcome (timeout, 5xx): the attempt stays pending; the processing page follows it.
      if (error instanceof GatewayError) {
        session.flash('info', i18n.t('settings_billing.pay.unknown'))
        return response.redirect().toRoute('settings.subscriptions.reactivate.processing', {
          id: subscription.id,
        })
      }
      throw error
    }
    const { outcome } = result
    if (outcome.status === 'pending' && outcome.payment.method === PaymentMethodKind.PROMPTPAY) {
      return response.redirect().toRoute('payments.promptpay', { id: outcome.payment.id })
    }
    if (outcome.status === 'pending' && outcome.authorizeUri) {
      return inertia.location(outcome.authorizeUri)
    }
    if (outcome.status === 'failed') {
      session.flash(
        'error',
        declineMessage(i18n, outcome.failureCode, outcome.payment.failureMessage)
      )
      return back()
    }
    if (outcome.status === 'skipped' && outcome.reason === 'no card') {
      session.flash('error', i18n.t('settings_billing.reactivate.errors.no_card'))
      return back()
    }
    return response.redirect().toRoute('settings.subscriptions.reactivate.processing', {
      id: subscription.id,
    })
  }

  async processing({ auth, params, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await ownedRecord(user, 'subscriptions', params.id)
    const latest = await reactivation.latestPayment(subscription)
    const invoice = latest ? await Invoice.find(latest.invoiceId) : null
    const { state, payment } = invoice
      ? await paymentProgress(invoice, () => reactivation.latestPayment(subscription))
      : { state: 'none' as const, payment: null }
    await subscription.refresh()
    await subscription.load('plan')
    const calendar = await businessCalendar()
    const review =
      state === 'successful' && subscription.status === 'reactivation'
        ? calendar.applicationReviewWindow(
            payment!.paidAt ?? subscription.updatedAt ?? subscription.createdAt
          )
        : null
    const reviewBy = review
      ? dueWithHolidays(
          formatDateTime(review.dueBy, i18n.locale, 'long'),
          review.skipped,
          i18n.locale
        )
      : null
    if (invoice) await invoice.refresh()
    return inertia.render('Settings/PaymentProcessing', {
      kind: 'reactivation' as const,
      state,
      invoice: invoice ? MemberInvoiceTransformer.transform(invoice, i18n.locale) : null,
      failure:
        state === 'failed' && payment
          ? declineMessage(i18n, payment.failureCode, payment.failureMessage)
          : null,
      subscriptionId: subscription.id,
      membership: {
        number: subscription.membershipNumber,
        plan: subscription.plan.nameFor(i18n.locale),
        status: subscription.status,
      },
      reviewBy,
    })
  }
}
