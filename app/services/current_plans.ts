import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'

/**
 * The member's current plans for the `user` shared prop (SPEC §3).
 */
export async function currentPlansFor(_user: User): Promise<CurrentPlan[]> {
  return []
}
