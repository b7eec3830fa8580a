import vine from '@vinejs/vine'
import { BillingPeriod } from '#enums/billing'
import { RoleId } from '#enums/role'
import { MESSAGE_MAX, SHORT_MESSAGE_MAX } from '#validators/limits'
import { email, id, message } from '#validators/rules'

/** The shortest reason staff may give for a decision a member reads. */
export const DECISION_REASON_MIN = 5
/** A custom price: at least 1 THB, at most 1,000,000 THB (in satang). */
export const CUSTOM_AMOUNT_MIN = 100
export const CUSTOM_AMOUNT_MAX = 100_000_000

const reason = () =>
  vine.string().trim().minLength(DECISION_REASON_MIN).maxLength(SHORT_MESSAGE_MAX)

/** Reject an application (SPEC §1 review): the member is told why. */
export const rejectApplicationValidator = vine.create({ reason: reason() })

/**
 * A plan agreed with one member at its own price (custom_created): for a
 * member account (not staff, not deleted) and one of the plans.
 */
export const customPlanValidator = vine.create({
  email: email().exists({
    table: 'users',
    column: 'email',
    filter: (query) => {
      query.where('role_id', RoleId.USER).whereNull('deleted_at')
    },
  }),
  // Within PostgreSQL's integer range: a larger number would fail the query, not the rule.
  plan_id: id().max(2_147_483_647).exists({ table: 'plans', column: 'id' }),
  billing_period: vine.enum(Object.values(BillingPeriod)),
  amount_satang: id().range([CUSTOM_AMOUNT_MIN, CUSTOM_AMOUNT_MAX]),
})

/** A written cancellation request received by staff (SPEC §1: in writing). */
export const recordCancellationValidator = vine.create({
  membership_number: vine.string().trim().toUpperCase().maxLength(32),
  channel: vine.enum(['written', 'email'] as const),
  reason: reason(),
  text: message(MESSAGE_MAX),
})

/** PDPA: identity checked, with how. */
export const verifyDeletionValidator = vine.create({ note: reason() })

/** PDPA: refused, the requester is told why. */
export const refuseDeletionValidator = vine.create({ reason: reason() })
