import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { CURRENT_STATUSES, PlanSlug, type DependantRelation } from '#enums/billing'
import Subscription from '#models/subscription'
import Dependant from '#models/dependant'
import type User from '#models/user'
import { dependantEligibility } from '#services/memberships/eligibility'

/**
 * Spouse / Partner Details (SPEC §2.8, §6; DESIGN §3): the partner and the
 * dependants of the member's current Personal membership, with the
 * eligibility rules of #services/eligibility.
 */

/** The current Personal membership whose people this page manages. */
export async function personalMembership(user: User): Promise<Subscription> {
  const membership = await Subscription.query()
    .where('user_id', user.id)
    .whereIn('status', [...CURRENT_STATUSES])
    .whereHas('plan', (plan) => plan.where('slug', PlanSlug.PERSONAL))
    .preload('plan')
    .orderBy('id', 'desc')
    .first()
  // The member-area middleware already hid the page without one; a 404 for a race.
  if (!membership) throw new lucidErrors.E_ROW_NOT_FOUND()
  return membership
}

/** One of the member's own dependants: another member's id answers 404 like a missing one. */
export async function ownedDependant(membership: Subscription, id: unknown): Promise<Dependant> {
  const numeric = Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new lucidErrors.E_ROW_NOT_FOUND()
  return Dependant.query()
    .where('id', numeric)
    .where('subscription_id', membership.id)
    .firstOrFail()
}

export type DependantInput = {
  name: string
  date_of_birth: Date
  relation: DependantRelation
  lives_at_home?: boolean
  under_guardianship?: boolean
}

/**
 * The dependant's columns once the coverage rules accept them; otherwise
 * a field error saying why the person does not qualify (nothing is saved).
 */
export function eligibleDependant(
  membership: Subscription,
  data: DependantInput,
  translate: (key: string) => string,
  on = DateTime.now()
) {
  const candidate = {
    name: data.name,
    dateOfBirth: DateTime.fromJSDate(data.date_of_birth).startOf('day'),
    relation: data.relation,
    livesAtHome: data.lives_at_home ?? false,
    underGuardianship: data.under_guardianship ?? false,
  }
  const result = dependantEligibility(membership.plan, candidate, on)
  if (!result.eligible) {
    const field = result.code === 'not_at_home' ? 'lives_at_home' : 'date_of_birth'
    throw new vineErrors.E_VALIDATION_ERROR([
      {
        field,
        rule: 'eligibility',
        message: translate(`partner_details.reasons.${result.code ?? 'not_eligible'}`),
      },
    ])
  }
  return candidate
}

/** A plan that covers no partner (none today besides Business, which has no such page) refuses one. */
export function assertPartnerCovered(membership: Subscription, translate: (key: string) => string) {
  if (membership.plan.allowsPartner) return
  throw new vineErrors.E_VALIDATION_ERROR([
    {
      field: 'name',
      rule: 'eligibility',
      message: translate('partner_details.reasons.plan_excludes_partner'),
    },
  ])
}
