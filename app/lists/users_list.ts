import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { SubscriptionStatus } from '#enums/billing'
import { roleIdFor, type RoleSlug } from '#enums/role'
import UserRowTransformer from '#transformers/user_row_transformer'
import { ROLE_SLUGS } from '#validators/admin_users'
import { subscriptionsMatching } from '#support/text_search'
import { countryOptions } from '#support/countries'
import { defineList, filter, search } from '#lists/kit'

/** The most rows one CSV export holds: past it, the staff member narrows the filters. */
export const USERS_EXPORT_MAX = 50_000

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/** SPEC §2.9 Manage Users: every account that is not deleted. */
export const usersList = defineList({
  name: 'admin_users',
  route: 'admin.users',
  model: User,
  scope: (query) => query.whereNull('users.deleted_at'),
  // Name or email, or one of the person's membership numbers (text-search indexes).
  search: [
    search.members('users.id'),
    search.indexed('users.id', (q) =>
      db.from('subscriptions').select('user_id as id').whereIn('id', subscriptionsMatching(q))
    ),
  ],
  sorts: { name: 'name', email: 'email', created_at: 'created_at' },
  defaultSort: 'created_at',
  filters: {
    role: {
      values: ROLE_SLUGS,
      apply: (query, role) => query.where('users.role_id', roleIdFor(role as RoleSlug)),
      labels: 'admin_users.roles',
    },
    membership: {
      values: [...Object.values(SubscriptionStatus), 'none'],
      apply: (query, status) => {
        const memberships = (exists: any) =>
          exists.from('subscriptions').whereColumn('subscriptions.user_id', 'users.id')
        if (status === 'none') query.whereNotExists(memberships)
        else query.whereExists((exists) => memberships(exists).where('status', status))
      },
      labels: 'admin_users.membership_status',
    },
    free: filter.yesNo((query, yes) => query.where('users.is_free_member', yes), 'admin_users'),
    verified: filter.yesNo(
      (query, yes) =>
        yes
          ? query.whereNotNull('users.email_verified_at')
          : query.whereNull('users.email_verified_at'),
      'admin_users'
    ),
    // ISO 3166 codes (SPEC §2.8), in the order of their English names, Thailand first;
    // the page names them in the reader's language.
    country: {
      values: countryOptions('en').map((option) => option.value),
      apply: (query, country) => query.where('users.country', country),
    },
    // Legacy values the conversion could not read (phone_needs_review, country_needs_review).
    check: {
      values: ['phone', 'country'],
      apply: (query, check) =>
        query.where(`users.${check === 'phone' ? 'phone' : 'country'}_needs_review`, true),
      labels: 'admin_users.to_check',
    },
  },
  dateRange: 'users.created_at',
  // Past 10,000 accounts the page says "10,000+" instead of counting them all.
  countCap: 10_000,
  // What UserRowTransformer and the CSV read, and no more (a user row has 30 columns).
  columns: [
    'users.id',
    'users.name',
    'users.email',
    'users.role_id',
    'users.is_free_member',
    'users.email_verified_at',
    'users.disabled_at',
    'users.country',
    'users.phone_needs_review',
    'users.country_needs_review',
    'users.created_at',
  ],
  // The newest membership's plan name comes with the memberships (`$extras.plan_name`):
  // one query and no plan models.
  preload: (query) =>
    query.preload('subscriptions', (memberships) =>
      memberships
        .join('plans', 'plans.id', 'subscriptions.plan_id')
        .select(
          'subscriptions.id',
          'subscriptions.user_id',
          'subscriptions.membership_number',
          'subscriptions.status',
          'plans.name as plan_name'
        )
        .orderBy('subscriptions.id', 'desc')
    ),
  transformer: UserRowTransformer,
  csv: {
    filename: 'users.csv',
    columns: {
      'Id': 'id',
      'Name': 'name',
      'Email': 'email',
      'Role': 'role',
      'Free member': (row) => yesNo(row.isFreeMember),
      'Verified': (row) => yesNo(row.verified),
      'Disabled': (row) => yesNo(row.disabled),
      'Created at': 'createdAt',
    },
    max: USERS_EXPORT_MAX,
    audit: 'users.exported',
  },
})
