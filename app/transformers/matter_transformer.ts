import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type Matter from '#models/matter'
import type User from '#models/user'
import { isExcludedCategory } from '#enums/casework'

/** Matters and their service log (SPEC §2.9): whitelists, never models (CONVENTIONS 5). */
const iso = (value: DateTime | null | undefined) => value?.toUTC().toISO() ?? null
const person = (user: User | null | undefined) =>
  user ? { id: user.id, name: user.name, email: user.email } : null

export function toMatterRow(matter: Matter) {
  const subscription = matter.subscription
  return {
    id: matter.id,
    title: matter.title,
    category: matter.category,
    not_covered: isExcludedCategory(matter.category),
    pre_existing: matter.preExisting,
    began_on: matter.beganOn.toISODate()!,
    status: matter.status,
    member: person(subscription?.user),
    membership_number: subscription?.membershipNumber ?? null,
    plan: subscription?.plan?.slug ?? null,
    lawyer: person(matter.lawyer),
    created_at: iso(matter.createdAt)!,
  }
}
export type MatterRow = ReturnType<typeof toMatterRow>

/**
 * A matter as the lawyer's detail page shows it (subscription with user and
 * plan, lawyer and consultancy request preloaded). Its keys extend the list
 * row's.
 */
export default class MatterTransformer extends BaseTransformer<Matter> {
  toDetail() {
    const matter = this.resource
    return {
      ...toMatterRow(matter),
      notes: matter.notes,
      closed_at: iso(matter.closedAt),
      consultancy_request: matter.consultancyRequest
        ? {
            id: matter.consultancyRequest.id,
            intake_number: matter.consultancyRequest.intakeNumber,
          }
        : null,
      support_ticket_id: matter.supportTicketId,
      membership_started_at: iso(matter.subscription?.startedAt ?? matter.subscription?.appliedAt),
    }
  }
}
