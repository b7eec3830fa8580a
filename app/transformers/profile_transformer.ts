import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'

/** The member's own details on Profile Details (SPEC §2.8): never the password or flags. */
export default class ProfileTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      ...this.pick(this.resource, ['name', 'email', 'phone', 'country', 'nationality']),
      emailVerified: this.resource.emailVerifiedAt !== null,
      dateOfBirth: this.resource.dateOfBirth?.toISODate() ?? null,
      // The saved interface language; null until the member chooses one.
      locale: this.resource.locale,
    }
  }
}
