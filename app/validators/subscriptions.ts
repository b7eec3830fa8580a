import vine from '@vinejs/vine'
import { MESSAGE_MAX, SHORT_MESSAGE_MAX } from '#validators/limits'
import { currentPassword, id, message, personName } from '#validators/rules'
import { CANCELLATION_REASONS } from '#services/memberships/member_cancellation'

/**
 * Settings › Subscriptions (SPEC §2.8): the six-step cancellation and the
 * plan change. Cancellation must be in writing (SPEC §1): the member's own
 * words, signed by typing their full name, confirmed with the password.
 */
export const memberCancellationValidator = vine.create({
  reason: vine.enum(Object.keys(CANCELLATION_REASONS) as Array<keyof typeof CANCELLATION_REASONS>),
  details: vine.string().trim().maxLength(SHORT_MESSAGE_MAX).optional(),
  text: message(MESSAGE_MAX),
  signature: personName(),
  password: currentPassword(),
})

/** The plan (a price) the member moves to. */
export const planChangeValidator = vine.create({
  price_id: id().max(2_147_483_647),
})
