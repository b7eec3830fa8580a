import { DateTime } from 'luxon'
import { BillingPeriod, type PlanSlug } from '#enums/billing'
import { RoleSlug } from '#enums/role'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import Matter from '#models/matter'
import type User from '#models/user'
import { createUser } from '#tests/helpers'

/** A member with an active membership of `plan` that started at `startedAt` (Bangkok). */
export async function memberOn(plan: PlanSlug, startedAt: string, period = BillingPeriod.MONTH) {
  const member = await createUser(RoleSlug.USER)
  const price = await priceFor(plan, period)
  const started = DateTime.fromISO(startedAt, { zone: 'Asia/Bangkok' }).toUTC()
  const subscription = await SubscriptionFactory.merge({
    userId: member.id,
    planId: price.planId,
    priceId: price.id,
    startedAt: started,
    appliedAt: started.minus({ days: 1 }),
    currentPeriodStart: started,
    currentPeriodEnd: started.plus({ months: 1 }),
  }).create()
  return { member, subscription }
}

/** An open matter of that membership, given to `lawyer`. */
export function matterFor(subscriptionId: number, lawyer: User | null, title = 'A matter') {
  return Matter.create({
    subscriptionId,
    title,
    category: 'general',
    beganOn: DateTime.utc().minus({ days: 1 }),
    preExisting: false,
    lawyerId: lawyer?.id ?? null,
    status: 'open',
  })
}

/** A moment in Bangkok time, as the injectable clock takes it. */
export const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })
