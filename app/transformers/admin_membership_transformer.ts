import { BaseTransformer } from '@adonisjs/core/transformers'
import { phoneLinks } from '#support/phone_numbers'
import type Subscription from '#models/subscription'

/** A membership in staff's view in Users › show: price, dates, partner and dependants (all preloaded). */
export default class AdminMembershipTransformer extends BaseTransformer<Subscription> {
  toObject() {
    const subscription = this.resource
    return {
      id: subscription.id,
      number: subscription.membershipNumber,
      plan: subscription.plan.name,
      planTh: subscription.plan.nameTh,
      status: subscription.status,
      customCreated: subscription.customCreated,
      amountSatang: subscription.price.amountSatang,
      billingPeriod: subscription.price.billingPeriod,
      appliedAt: subscription.appliedAt.toISO()!,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISO() ?? null,
      partner: subscription.partner
        ? {
            name: subscription.partner.name,
            email: subscription.partner.email,
            phone: subscription.partner.phone,
            phoneLinks: phoneLinks(subscription.partner.phone),
            nationality: subscription.partner.nationality,
          }
        : null,
      dependants: subscription.dependants.map((dependant) => ({
        id: dependant.id,
        name: dependant.name,
        relation: dependant.relation,
        dateOfBirth: dependant.dateOfBirth.toISODate()!,
      })),
    }
  }
}
