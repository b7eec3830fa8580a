import { DateTime } from 'luxon'
import { type DependantRelation } from '#enums/billing'
import type Plan from '#models/plan'

/**
 * Who a membership may cover (SPEC §1, §9): dependants under 26 living at
 * home (on plans that cover them) and under 18 in guardianship; nobody who
 * declares being incarcerated; matters that began before the membership
 * are flagged as pre-existing.
 */
export type DependantCandidate = {
  dateOfBirth: DateTime
  relation: DependantRelation
  livesAtHome: boolean
  underGuardianship: boolean
}

/** `code` names the rule (translated by pages as `partner_details.reasons.<code>`). */
export type EligibilityResult =
  { eligible: true } | { eligible: false; reason: string; code?: EligibilityCode }

export type EligibilityCode =
  | 'future_birth_date'
  | 'guardianship_over_18'
  | 'plan_excludes_dependants'
  | 'not_at_home'
  | 'at_home_over_26'

export function ageOn(dateOfBirth: DateTime, on: DateTime): number {
  return Math.floor(on.diff(dateOfBirth.startOf('day'), 'years').years)
}

export function dependantEligibility(
  plan: Pick<Plan, 'coversDependantsUnder26' | 'slug'>,
  candidate: DependantCandidate,
  on: DateTime = DateTime.now()
): EligibilityResult {
  const age = ageOn(candidate.dateOfBirth, on)
  if (age < 0)
    return {
      eligible: false,
      reason: 'The date of birth is in the future.',
      code: 'future_birth_date',
    }
  if (candidate.underGuardianship && age < 18) return { eligible: true }
  if (candidate.underGuardianship) {
    return {
      eligible: false,
      reason: 'Dependants in guardianship are covered until they turn 18.',
      code: 'guardianship_over_18',
    }
  }
  if (!plan.coversDependantsUnder26) {
    return {
      eligible: false,
      reason: 'This plan does not cover dependants living at home.',
      code: 'plan_excludes_dependants',
    }
  }
  if (!candidate.livesAtHome) {
    return {
      eligible: false,
      reason: 'Dependants are covered while they live at home.',
      code: 'not_at_home',
    }
  }
  if (age >= 26) {
    return {
      eligible: false,
      reason: 'Dependants living at home are covered until they turn 26.',
      code: 'at_home_over_26',
    }
  }
  return { eligible: true }
}

export function activationEligibility(declaredIncarcerated: boolean): EligibilityResult {
  return declaredIncarcerated
    ? {
        eligible: false,
        reason: 'Memberships cannot be activated for people who are currently incarcerated.',
      }
    : { eligible: true }
}

/** A matter is pre-existing when it began before the membership started. */
export function isPreExisting(beganOn: DateTime, membershipStart: DateTime | null): boolean {
  if (!membershipStart) return true
  return beganOn.startOf('day') < membershipStart.startOf('day')
}
