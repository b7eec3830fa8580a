import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type Matter from '#models/matter'
import type User from '#models/user'
import { isExcludedCategory } from '#enums/casework'

/** Matters and their service log (SPEC §2.9): whitelists, never models (CONVENTIONS 5). */
const iso = (value: DateTime | null | undefined) => value?.toUTC().toISO() ?? null
const person = (user: User | null | undefined) =>
  user ? { id: user.id, name: user.name, email: user.email } : null

/**
 * A matter as the Matters list shows it (subscription with user and plan,
 * and lawyer preloaded), and as the lawyer's detail page shows it (with the
 * consultancy request it came from).
 */
export default class MatterTransformer extends BaseTransformer<Matter> {
  toObject() {
    const matter = this.resource
    const subscription = matter.subscription
    return {
      id: matter.id,
      title: matter.title,
      category: matter.category,
      /** An excluded category: the plan does not cover it. */
      notCovered: isExcludedCategory(matter.category),
      preExisting: matter.preExisting,
      beganOn: matter.beganOn.toISODate()!,
      status: matter.status,
      member: person(subscription?.user),
      membershipNumber: subscription?.membershipNumber ?? null,
      plan: subscription?.plan?.slug ?? null,
      lawyer: person(matter.lawyer),
      createdAt: iso(matter.createdAt)!,
    }
  }

  toDetail() {
    const matter = this.resource
    return {
      ...this.toObject(),
      notes: matter.notes,
      closedAt: iso(matter.closedAt),
      consultancyRequest: matter.consultancyRequest
        ? {
            id: matter.consultancyRequest.id,
            intakeNumber: matter.consultancyRequest.intakeNumber,
          }
        : null,
      supportTicketId: matter.supportTicketId,
      membershipStartedAt: iso(matter.subscription?.startedAt ?? matter.subscription?.appliedAt),
    }
  }
}
