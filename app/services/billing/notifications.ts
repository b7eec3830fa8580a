import mail from '@adonisjs/mail/services/main'
import { taxInvoiceDocument } from '#services/documents/documents'
import logger from '@adonisjs/core/services/logger'
import type { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'
import Subscription from '#models/subscription'
import type { MailRecipient } from '#mails/member_mail'
import {
  CancellationConfirmedMail,
  PaymentFailedMail,
  ReceiptMail,
  RenewalReminderMail,
  SuspendedMail,
  type InvoiceFacts,
} from '#mails/billing_mails'
import type { BaseMail } from '@adonisjs/mail'

/**
 * Billing mails, in the member's language. Callers send each one once: only
 * after the write that changed the state succeeded (a repeated job finds
 * nothing left to change and sends nothing). A mail that cannot be sent is
 * logged and does not undo the payment it reports.
 */

/**
 * Where a member pays an open invoice or changes the card. The settings
 * page (`/settings/payment-methods`, SPEC §2.8) takes the invoice number.
 */
export function payNowUrl(invoice: Invoice) {
  return `${appUrl}/settings/payment-methods?invoice=${encodeURIComponent(invoice.number)}`
}

async function loaded(subscriptionId: number) {
  return Subscription.query()
    .where('id', subscriptionId)
    .preload('user')
    .preload('plan')
    .firstOrFail()
}

function recipient(subscription: Subscription): MailRecipient {
  return {
    email: subscription.user.email,
    name: subscription.user.name,
    locale: subscription.user.locale,
  }
}

function planName(subscription: Subscription) {
  const locale = subscription.user.locale
  return (locale === 'th' && subscription.plan.nameTh) || subscription.plan.name
}

function facts(subscription: Subscription, invoice: Invoice): InvoiceFacts {
  return {
    invoiceNumber: invoice.number,
    membershipNumber: subscription.membershipNumber,
    planName: planName(subscription),
    totalSatang: invoice.totalSatang,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
  }
}

async function send(message: BaseMail, what: string) {
  try {
    await mail.sendLater(message)
  } catch (error) {
    logger.error({ err: error }, `billing mail not sent: ${what}`)
  }
}

export async function sendReceipt(invoice: Invoice, payment: Payment) {
  const subscription = await loaded(invoice.subscriptionId)
  await payment.load('paymentMethod')
  const card = payment.paymentMethod
    ? `${payment.paymentMethod.brand} •••• ${payment.paymentMethod.last4}`
    : null
  // The tax invoice / receipt (Revenue Code §86/4) in the member's language, attached.
  const taxInvoice = await taxInvoiceDocument(
    invoice,
    subscription.user.locale === 'th' ? 'th' : 'en'
  )
    .then((document) => ({ filename: document.filename, pdf: document.pdf }))
    .catch((error: unknown) => {
      logger.error({ err: error, invoice: invoice.number }, 'tax invoice not attached')
      return null
    })
  await send(
    new ReceiptMail(
      recipient(subscription),
      {
        ...facts(subscription, invoice),
        paidAt: payment.paidAt ?? invoice.paidAt!,
        card,
      },
      taxInvoice
    ),
    `receipt ${invoice.number}`
  )
}

export async function sendPaymentFailed(
  invoice: Invoice,
  payment: Payment,
  nextAttemptAt: DateTime | null
) {
  const subscription = await loaded(invoice.subscriptionId)
  await send(
    new PaymentFailedMail(recipient(subscription), {
      ...facts(subscription, invoice),
      reason: payment.failureMessage,
      nextAttemptAt,
      payUrl: payNowUrl(invoice),
    }),
    `payment failed ${invoice.number}`
  )
}

export async function sendSuspended(invoice: Invoice) {
  const subscription = await loaded(invoice.subscriptionId)
  await send(
    new SuspendedMail(recipient(subscription), {
      ...facts(subscription, invoice),
      payUrl: payNowUrl(invoice),
    }),
    `suspended ${subscription.membershipNumber}`
  )
}

export async function sendRenewalReminder(subscriptionId: number, renewsAt: DateTime) {
  const subscription = await loaded(subscriptionId)
  await subscription.load('price')
  await send(
    new RenewalReminderMail(recipient(subscription), {
      membershipNumber: subscription.membershipNumber,
      planName: planName(subscription),
      totalSatang: subscription.price.amountSatang,
      renewsAt,
      manageUrl: `${appUrl}/settings/plan-agreements`,
    }),
    `renewal reminder ${subscription.membershipNumber}`
  )
}

/**
 * Confirms a recorded written cancellation and when it takes effect. The
 * settings and admin screens call it after `lifecycle.requestCancellation`.
 */
export async function sendCancellationConfirmed(subscription: Subscription) {
  const fresh = await loaded(subscription.id)
  if (!fresh.cancelEffectiveAt || !fresh.cancelRequestedAt) {
    throw new Error(`Membership ${fresh.membershipNumber} has no recorded cancellation`)
  }
  await send(
    new CancellationConfirmedMail(recipient(fresh), {
      membershipNumber: fresh.membershipNumber,
      planName: planName(fresh),
      requestedAt: fresh.cancelRequestedAt,
      effectiveAt: fresh.cancelEffectiveAt,
    }),
    `cancellation confirmed ${fresh.membershipNumber}`
  )
}
