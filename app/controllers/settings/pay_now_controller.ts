import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Payment from '#models/payment'
import { GatewayError } from '#services/billing/payments/payment_gateway'
import { InvoiceStatus, PaymentMethodKind } from '#enums/billing'
import paymentMethods from '#services/billing/payment_methods'
import { payWithCardValidator, validCardToken } from '#validators/payment_method'
import { ownedRecord } from '#support/owned_record'
import { payNow } from '#services/billing/pay_now'
import { paymentProgress } from '#services/billing/payment_progress'
import { appUrl, declineMessage, PAYABLE_MEMBERSHIPS } from '#services/billing/member_payments'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'

/**
 * "Pay now" of an open invoice from Payment Methods: a
 * customer-initiated charge on the default card, 3-D Secure included; the
 * processing page shows the payment until it settles.
 */
export default class PayNowController {
  async store({ auth, params, request, response, session, i18n, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const invoice = await ownedRecord(user, 'invoices', params.id)
    const data = await validCardToken(request, payWithCardValidator)
    await invoice.load('subscription')
    if (!PAYABLE_MEMBERSHIPS.includes(invoice.subscription.status)) {
      // A cancelled membership comes back through reactivation, not here.
      session.flash('info', i18n.t('settings_billing.pay.nothing_due'))
      return response.redirect().toRoute('settings.payment-methods')
    }
    const processing = urlFor('settings.payment-methods.processing', { id: invoice.id })
    const method = data.method ?? PaymentMethodKind.CARD
    // Google Pay (or a card typed here) is added like on Payment Methods, prepaid refused.
    const card =
      method === PaymentMethodKind.CARD && data.token
        ? await paymentMethods.add(user, data.token)
        : undefined
    let outcome
    try {
      outcome = await payNow(invoice, {
        returnUri: urlFor(
          'settings.payment-methods.processing',
          { id: invoice.id },
          { prefixUrl: appUrl() }
        ),
        method,
        returnPath: processing,
        card,
      })
    } catch (error) {
      // Unknown outcome (timeout, 5xx): the attempt stays pending and the
      // reconcile job or the processing page settles it.
      if (!(error instanceof GatewayError)) throw error
      session.flash('info', i18n.t('settings_billing.pay.unknown'))
      return response.redirect().toPath(processing)
    }
    switch (outcome.status) {
      case 'pending':
        // PromptPay: the QR's page, which goes on to the processing page once paid.
        if (outcome.payment.method === PaymentMethodKind.PROMPTPAY) {
          return response.redirect().toRoute('payments.promptpay', { id: outcome.payment.id })
        }
        // 3-D Secure: the bank's page, then back to the processing page.
        if (outcome.authorizeUri) return inertia.location(outcome.authorizeUri)
        return response.redirect().toPath(processing)
      case 'paid':
        session.flash('success', i18n.t('settings_billing.pay.paid', { number: invoice.number }))
        return response.redirect().toPath(processing)
      case 'failed':
        session.flash(
          'error',
          declineMessage(i18n, outcome.failureCode, outcome.payment.failureMessage)
        )
        return response.redirect().toRoute(
          'settings.payment-methods',
          {},
          {
            qs: { invoice: invoice.number },
          }
        )
      default:
        if (outcome.reason === 'no card') {
          session.flash('error', i18n.t('settings_billing.errors.no_card'))
        } else if (outcome.reason === 'attempt pending') {
          return response.redirect().toPath(processing)
        } else {
          session.flash('info', i18n.t('settings_billing.pay.nothing_due'))
        }
        return response.redirect().toRoute('settings.payment-methods')
    }
  }

  async processing({ auth, params, inertia, i18n }: HttpContext) {
    const invoice = await ownedRecord(auth.getUserOrFail(), 'invoices', params.id)
    const { state, payment } = await paymentProgress(invoice, () =>
      Payment.query().where('invoice_id', invoice.id).orderBy('id', 'desc').first()
    )
    await invoice.refresh()
    await invoice.load('subscription')
    return inertia.render('Settings/PaymentProcessing', {
      kind: 'pay_now' as const,
      state: invoice.status === InvoiceStatus.PAID ? ('successful' as const) : state,
      invoice: MemberInvoiceTransformer.transform(invoice, i18n.locale),
      failure:
        state === 'failed' && payment
          ? declineMessage(i18n, payment.failureCode, payment.failureMessage)
          : null,
      subscriptionId: invoice.subscriptionId,
    })
  }
}
