import { DateTime } from 'luxon'
import type { ApiResponse } from '@japa/api-client'
import {
  InvoiceFactory,
  PaymentFactory,
  SubscriptionFactory,
} from '#database/factories/billing_factories'
import PlanAgreement from '#models/plan_agreement'
import TermsAndCondition from '#models/terms_and_condition'
import { createUser } from '#tests/helpers'
import type User from '#models/user'
import type { PaymentGateway, RefundResult } from '#services/billing/payments/payment_gateway'

/** A member with a paid invoice (and its successful payment), an open one and an accepted agreement. */
export async function memberWithDocuments(overrides: Partial<User> = {}) {
  const user = await createUser(undefined, overrides)
  const membership = await SubscriptionFactory.merge({ userId: user.id }).create()
  const paid = await InvoiceFactory.apply('paid')
    .merge({ subscriptionId: membership.id, userId: user.id, billToName: user.name })
    .create()
  const payment = await PaymentFactory.merge({
    invoiceId: paid.id,
    amountSatang: paid.totalSatang,
  }).create()
  const open = await InvoiceFactory.merge({
    subscriptionId: membership.id,
    userId: user.id,
    periodStart: paid.periodStart.plus({ months: 1 }),
    periodEnd: paid.periodEnd.plus({ months: 1 }),
  }).create()
  const version = `test-${user.id}`
  await TermsAndCondition.create({
    title: 'Membership terms',
    description:
      '<h2>1. Scope</h2><p>Lexpat gives members <strong>legal help</strong> as the plan says.</p>',
    version,
    isActive: false,
    publishedAt: DateTime.utc(),
  })
  const agreement = await PlanAgreement.create({
    subscriptionId: membership.id,
    userId: user.id,
    termsVersion: version,
    acceptedAt: DateTime.fromISO('2026-03-01T02:03:04Z'),
    acceptedIp: '198.51.100.23',
  })
  return { user, membership, paid, payment, open, agreement }
}

/** A gateway whose refunds always succeed (and are counted). */
export class RefundingGateway {
  readonly name = 'sandbox' as const
  refunds: Array<{ chargeId: string; amountSatang: number }> = []
  fail = false
  async refund(chargeId: string, amountSatang: number): Promise<RefundResult> {
    if (this.fail) throw new Error('gateway down')
    this.refunds.push({ chargeId, amountSatang })
    return { id: `rfnd_test_${this.refunds.length}`, chargeId, amountSatang }
  }
  asGateway() {
    return this as unknown as PaymentGateway
  }
}

/** The body of a binary answer. */
export function bodyBuffer(response: ApiResponse): Buffer {
  const body = response.response.body as unknown
  if (Buffer.isBuffer(body)) return body
  return Buffer.from(response.text() ?? '', 'binary')
}
