import { FOUR_ROLES, RoleSlug } from '#enums/role'

/**
 * The one registry of admin sections (SPEC §2.9, DESIGN §5). The admin side
 * navigation and the server-side authorization of every admin route both
 * read it: a role that does not see an entry gets 403 on its URL.
 */
export type AdminSection = {
  key: string
  title: string
  path: string
  /** Route name the section's index page is registered under. */
  route: string
  group?: string
  roles: ReadonlyArray<RoleSlug>
  /** Query sent by the navigation link (SPEC: Subscriptions sends subscription=active). */
  query?: Record<string, string>
}

const { ADMIN, SUPER_ADMIN, ACCOUNTING, LAWYER } = RoleSlug
const billing: RoleSlug[] = [ADMIN, SUPER_ADMIN, ACCOUNTING]
const four = FOUR_ROLES
const MAIL = 'Mail Template'
const PLANS = 'Manage Plan Details'
const BLOGS = 'Manage Blogs'

function section(
  key: string,
  title: string,
  path: string,
  roles: ReadonlyArray<RoleSlug>,
  extra: Partial<AdminSection> = {}
): AdminSection {
  return { key, title, path, roles, route: `admin.${key}`, ...extra }
}

export const ADMIN_SECTIONS: ReadonlyArray<AdminSection> = [
  section('dashboard', 'Dashboard', '/admin/dashboard', four),
  section('users', 'Manage Users', '/admin/users', billing),
  section('request_delete', 'Request Delete', '/admin/request_delete', [SUPER_ADMIN]),
  section('user_history', 'Users History', '/admin/user_history', billing),
  section('subscriptions', 'Subscriptions', '/admin/subscriptions', billing, {
    query: { subscription: 'active' },
  }),
  section('delete_subscriptions', 'Delete Subscriptions', '/admin/delete_subscriptions', billing),
  section('transactions', 'Transactions', '/admin/transactions', four),
  section('tapfiliate', 'Affiliate tracking', '/admin/tapfiliate', four),
  section('mail', 'Event Announcements', '/admin/mail', [SUPER_ADMIN], { group: MAIL }),
  section('template', 'Mail template', '/admin/template', [SUPER_ADMIN], { group: MAIL }),
  section('send_mail', 'Send template Mail', '/admin/send_mail', [SUPER_ADMIN], { group: MAIL }),
  section('schedule_history', 'Mail Schedule History', '/admin/schedule_history', [SUPER_ADMIN], {
    group: MAIL,
  }),
  section('fcm_notification', 'FCM Notification', '/admin/fcm_notification', [SUPER_ADMIN]),
  section('chat_app', 'Support chat app', '/admin/chat_app', [SUPER_ADMIN]),
  section('tickets', 'Support Tickets', '/admin/tickets', four),
  section('consultancy_requests', 'Consultancy Requests', '/admin/consultancy-requests', [
    ...four,
    LAWYER,
  ]),
  section('terms', 'Terms & Conditions', '/admin/terms-and-conditions', four),
  section('personal_plan', 'Personal Plan', '/admin/personal-plan/details', four, { group: PLANS }),
  section('business_plan', 'Business Plan', '/admin/business-plan/details', four, { group: PLANS }),
  section('blogs', 'Blogs', '/admin/blogs', four, { group: BLOGS }),
  section('tags', 'Tags', '/admin/tags', four, { group: BLOGS }),
  section('categories', 'Categories', '/admin/categories', four, { group: BLOGS }),
  section('services', 'Manage Services', '/admin/services', four),
  section('reviews', 'Manage Reviews', '/admin/reviews', four),
  section('feedbacks', 'Feedbacks', '/admin/feedbacks', four),
  section('customer_poi', 'Customer POI Management', '/admin/customer-poi-management', [LAWYER]),
  section('email_histories', 'Email Histories', '/admin/email-histories', [LAWYER]),
  section('subscribers', 'Subscribers', '/admin/subscribers', four),
  section('settings', 'Settings', '/admin/settings', four),
]

export function adminSection(key: string): AdminSection {
  const found = ADMIN_SECTIONS.find((entry) => entry.key === key)
  if (!found) {
    throw new Error(`Unknown admin section "${key}"`)
  }
  return found
}

export function canOpenSection(role: RoleSlug | undefined, key: string): boolean {
  return role !== undefined && adminSection(key).roles.includes(role)
}

export function sectionsFor(role: RoleSlug | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((entry) => role !== undefined && entry.roles.includes(role))
}
