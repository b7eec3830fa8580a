import BasePolicy from '#policies/base_policy'

/**
 * Section-level authorization for admin screens:
 * `bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'delete')`.
 */
export default class AdminPolicy extends BasePolicy {}
