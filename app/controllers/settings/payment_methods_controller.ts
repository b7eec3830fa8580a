import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { InvoiceStatus } from '#enums/billing'
import { PAYABLE_MEMBERSHIPS } from '#services/billing/member_payments'
import Invoice from '#models/invoice'
import { ownedRecord } from '#support/owned_record'
import { BUSINESS_ZONE } from '#support/business_hours'
import paymentMethods from '#services/billing/payment_methods'
import { promptPayAllowed } from '#services/billing/promptpay'
import { tokenizationSetup } from '#services/billing/payments/gateway'
import { addCardValidator, validCardToken } from '#validators/payment_method'
import { EXPIRY_YEARS_AHEAD } from '#validators/checkout'
import PaymentMethodTransformer from '#transformers/payment_method_transformer'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'

/** Flashes what happened to the card and goes back to the list. */
function backToCards(
  { response, session, i18n }: Pick<HttpContext, 'response' | 'session' | 'i18n'>,
  outcome: 'added' | 'default_set' | 'removed',
  method: { brand: string; last4: string }
) {
  session.flash(
    'success',
    i18n.t(`settings_billing.cards.${outcome}`, { brand: method.brand, last4: method.last4 })
  )
  return response.redirect().toRoute('settings.payment-methods')
}

/**
 * Settings › Payment Methods (SPEC §2.8): saved cards,
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
    // PromptPay pays one-off and annual payments; monthly renewals need a card (DESIGN §11).
    const promptPayInvoices: number[] = []
    for (const invoice of due) {
      if (await promptPayAllowed(invoice)) promptPayInvoices.push(invoice.id)
    }
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
      promptPayInvoices,
    })
  }

  async store({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await validCardToken(request, addCardValidator)
    const method = await paymentMethods.add(user, data.token, Boolean(data.make_default))
    return backToCards({ response, session, i18n }, 'added', method)
  }

  async makeDefault({ auth, params, response, session, i18n }: HttpContext) {
    const method = await ownedRecord(auth.getUserOrFail(), 'paymentMethods', params.id)
    await paymentMethods.makeDefault(method)
    return backToCards({ response, session, i18n }, 'default_set', method)
  }

  async destroy({ auth, params, response, session, i18n }: HttpContext) {
    const method = await ownedRecord(auth.getUserOrFail(), 'paymentMethods', params.id)
    await paymentMethods.remove(method)
    return backToCards({ response, session, i18n }, 'removed', method)
  }
}
