import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SubscriptionStatus } from '#enums/billing'
import type User from '#models/user'
import Price from '#models/price'
import Subscription from '#models/subscription'
import { Refusal } from '#exceptions/refusal'
import { nextNumber } from '#services/platform/number_sequence'
import { activationEligibility } from '#services/memberships/eligibility'
import { businessCalendar } from '#services/platform/business_calendar'

export type Application = {
  priceId: number
  declaredIncarcerated?: boolean
  customCreated?: boolean
  appliedAt?: DateTime
}

/**
 * Creating memberships. A new membership waits for staff review
 * (pending_review) and carries its membership number from the start.
 */
export class MembershipService {
  async apply(user: User, application: Application) {
    const eligibility = activationEligibility(Boolean(application.declaredIncarcerated))
    if (!eligibility.eligible) {
      throw new Refusal('E_NOT_ELIGIBLE', 'errors.refused.incarcerated')
    }
    const price = await Price.query()
      .where('id', application.priceId)
      .where('is_active', true)
      .preload('plan')
      .first()
    if (!price || !price.plan.isActive) {
      throw new Refusal('E_NOT_ELIGIBLE', 'errors.refused.plan_unavailable')
    }
    const appliedAt = (application.appliedAt ?? DateTime.utc()).toUTC()
    return db.transaction(async (trx) => {
      const membershipNumber = await nextNumber(
        'membership',
        appliedAt.setZone('Asia/Bangkok').year,
        trx
      )
      return Subscription.create(
        {
          userId: user.id,
          planId: price.planId,
          priceId: price.id,
          membershipNumber,
          status: SubscriptionStatus.PENDING_REVIEW,
          customCreated: Boolean(application.customCreated),
          declaredIncarcerated: Boolean(application.declaredIncarcerated),
          appliedAt,
        },
        { client: trx }
      )
    })
  }

  /** When staff must have reviewed the application (12-24 business hours). */
  async reviewWindow(subscription: Subscription) {
    const calendar = await businessCalendar()
    return calendar.applicationReviewWindow(subscription.appliedAt)
  }
}

export default new MembershipService()
