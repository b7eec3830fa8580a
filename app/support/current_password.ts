import type User from '#models/user'
import { Refusal } from '#exceptions/refusal'

/**
 * An irreversible step asks for the account's current password again
 * (SPEC §7): a session left open on a shared computer cannot take it. A
 * wrong password, or an account without one, is the refusal given (by
 * default "wrong password" under the password field) and changes nothing.
 */
export async function requireCurrentPassword(
  user: User,
  password: string,
  refusal = () => new Refusal('E_WRONG_PASSWORD', 'auth.password_wrong', { field: 'password' })
) {
  const matches = user.password ? await user.verifyPassword(password) : false
  if (!matches) throw refusal()
}
