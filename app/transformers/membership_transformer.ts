import { LocalizedTransformer } from '#transformers/concerns/readers'
import { localized } from '#support/localized'
import type { OwnMembershipRow } from '#services/memberships/current_plans'

/** A membership as the member's own pages list it, its plan named in the reader's language. */
export default class MembershipTransformer extends LocalizedTransformer<OwnMembershipRow> {
  toObject() {
    return {
      id: this.resource.id,
      plan: localized(this.resource.planName, this.resource.planNameTh, this.locale),
      status: this.resource.status,
      membershipNumber: this.resource.membershipNumber,
    }
  }
}
