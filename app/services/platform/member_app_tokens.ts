import User from '#models/user'
import { RoleId } from '#enums/role'
import { hasAccess } from '#services/memberships/partner_login'

/** The one ability member-app tokens carry: registering this member's devices. */
export const DEVICES_ABILITY = 'devices'

/**
 * A bearer token for the member app (SPEC §7): a member's own email and
 * password (a staff, disabled or deleted account gets none, nor a partner
 * login whose access has ended: DESIGN §11), hashed,
 * scoped to `devices`. Null when the credentials do not open a member account.
 */
export async function memberAppToken(email: string, password: string, deviceName: string) {
  const user = await User.verifyCredentials(email, password).catch(() => null)
  if (!user || user.deletedAt || user.disabledAt || user.roleId !== RoleId.USER) return null
  if (!(await hasAccess(user))) return null
  const token = await User.apiTokens.create(user, [DEVICES_ABILITY], { name: deviceName })
  return {
    type: 'bearer',
    token: token.value!.release(),
    abilities: token.abilities,
    expires_at: token.expiresAt?.toISOString() ?? null,
  }
}
