/**
 * The policies Bouncer may reference by name. Listed by hand rather than
 * generated, so a fresh clone builds without the index generator having run.
 */
export const policies = {
  AdminPolicy: () => import('#policies/admin_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}
