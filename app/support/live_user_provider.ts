import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionGuardUser } from '@adonisjs/auth/types/session'
import type User from '#models/user'

/**
 * The session guard's user lookup, refusing deleted accounts. Account
 * deletion anonymises the user row and keeps it (invoices point at it), so
 * a plain `find(id)` would still return it: whatever a session says, a
 * deleted or anonymised user is never signed in again.
 */
export class LiveUserProvider extends SessionLucidUserProvider<typeof User> {
  async findById(identifier: string | number | BigInt): Promise<SessionGuardUser<User> | null> {
    const model = await this.getModel()
    const user = await model
      .query()
      .where('id', identifier as number)
      .whereNull('deleted_at')
      .whereNull('disabled_at')
      .first()
    if (!user) return null
    return this.createUserForGuard(user)
  }
}

export function liveUserProvider(config: { model: () => Promise<{ default: typeof User }> }) {
  return new LiveUserProvider(config as any)
}
