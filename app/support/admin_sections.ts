import { RoleSlug, roleSlugForId } from '#enums/role'

/**
 * The one registry of admin sections (SPEC §2.9, DESIGN §5). The admin side
 * navigation, the route helper (`adminSectionRoutes`), the staff guard and
 * the policies all read it: a role that does not see an entry gets 403 on
 * its URL and on its actions, not just a hidden link.
 *
 * `title` is English exactly as SPEC writes it; the navigation translates
 * by `key` (`admin.sections.<key>`), falling back to the title.
 */
type Roles = ReadonlyArray<RoleSlug>

type SectionDefinition = {
  key: string
  title: string
  path: string
  /** Route name of the section's index page: always `admin.<key>`. */
  route: string
  group: string | null
  roles: Roles
  /** Query sent by the navigation link (SPEC: Subscriptions sends subscription=active). */
  query?: Readonly<Record<string, string>>
  /** SPEC §2.9: shown only to the DEVELOPER_EMAIL account (on top of the roles). */
  developerOnly?: boolean
  /** Finer rules inside a section: action → roles allowed (each a subset of `roles`). */
  actions?: Readonly<Record<string, Roles>>
}

const { ADMIN, SUPER_ADMIN, ACCOUNTING, OFFICER_ACCESS, LAWYER } = RoleSlug
/** "The four roles" of SPEC §2.9. */
const FOUR = [ADMIN, SUPER_ADMIN, ACCOUNTING, OFFICER_ACCESS] as const
const BILLING = [ADMIN, SUPER_ADMIN, ACCOUNTING] as const
const SUPER = [SUPER_ADMIN] as const
const ALL_STAFF = [ADMIN, SUPER_ADMIN, ACCOUNTING, OFFICER_ACCESS, LAWYER] as const
const MAIL = 'Mail Template'
const PLANS = 'Manage Plan Details'
const BLOGS = 'Manage Blogs'
const DEVELOPER = 'Developer'

function section<
  const K extends string,
  const R extends Roles,
  const E extends Partial<Omit<SectionDefinition, 'key' | 'title' | 'path' | 'roles'>> = {},
>(key: K, title: string, path: string, roles: R, extra?: E) {
  return {
    key,
    title,
    path,
    route: `admin.${key}` as const,
    group: (extra?.group ?? null) as string | null,
    roles,
    ...(extra as Omit<E, 'group'>),
  }
}

export const ADMIN_SECTIONS = [
  section('dashboard', 'Dashboard', '/admin/dashboard', FOUR),
  section('users', 'Manage Users', '/admin/users', BILLING, {
    actions: { changeRole: SUPER, disable: SUPER },
  }),
  section('request_delete', 'Request Delete', '/admin/request_delete', SUPER, {
    actions: { erase: SUPER },
  }),
  section('user_history', 'Users History', '/admin/user_history', BILLING),
  section('subscriptions', 'Subscriptions', '/admin/subscriptions', BILLING, {
    query: { subscription: 'active' },
  }),
  section('delete_subscriptions', 'Delete Subscriptions', '/admin/delete_subscriptions', BILLING),
  section('transactions', 'Transactions', '/admin/transactions', FOUR, {
    actions: { refund: BILLING, download: FOUR },
  }),
  section('tapfiliate', 'Affiliate tracking', '/admin/tapfiliate', FOUR),
  section('mail', 'Event Announcements', '/admin/mail', SUPER, { group: MAIL }),
  section('template', 'Mail template', '/admin/template', SUPER, { group: MAIL }),
  section('send_mail', 'Send template Mail', '/admin/send_mail', SUPER, { group: MAIL }),
  section('schedule_history', 'Mail Schedule History', '/admin/schedule_history', SUPER, {
    group: MAIL,
  }),
  section('fcm_notification', 'FCM Notification', '/admin/fcm_notification', SUPER),
  section('chat_app', 'Support chat app', '/admin/chat_app', SUPER),
  section('tickets', 'Support Tickets', '/admin/tickets', FOUR),
  section(
    'consultancy_requests',
    'Consultancy Requests',
    '/admin/consultancy-requests',
    [...FOUR, LAWYER],
    // A lawyer works only the requests assigned to them; the four roles see and assign all.
    { actions: { all: FOUR, assign: FOUR } }
  ),
  // Casework. A lawyer works only the matters given to them; the four roles all.
  section('matters', 'Matters', '/admin/matters', [...FOUR, LAWYER], {
    actions: { all: FOUR, assign: FOUR },
  }),
  section('terms', 'Terms & Conditions', '/admin/terms-and-conditions', FOUR),
  section('personal_plan', 'Personal Plan', '/admin/personal-plan/details', FOUR, { group: PLANS }),
  section('business_plan', 'Business Plan', '/admin/business-plan/details', FOUR, { group: PLANS }),
  section('blogs', 'Blogs', '/admin/blogs', FOUR, { group: BLOGS }),
  section('tags', 'Tags', '/admin/tags', FOUR, { group: BLOGS }),
  section('categories', 'Categories', '/admin/categories', FOUR, { group: BLOGS }),
  section('services', 'Manage Services', '/admin/services', FOUR),
  section('reviews', 'Manage Reviews', '/admin/reviews', FOUR),
  // The online legal forms library (SPEC §1), in the content editor.
  section('legal_forms', 'Legal Forms', '/admin/legal-forms', FOUR),
  section('feedbacks', 'Feedbacks', '/admin/feedbacks', FOUR),
  section('customer_poi', 'Customer POI Management', '/admin/customer-poi-management', [LAWYER]),
  section('email_histories', 'Email Histories', '/admin/email-histories', [LAWYER]),
  section('subscribers', 'Subscribers', '/admin/subscribers', FOUR, {
    // Export and unsubscribe are everyday work; deleting a row loses the
    // consent trail, so only the two admin roles may.
    actions: { export: FOUR, unsubscribe: FOUR, delete: [ADMIN, SUPER_ADMIN] },
  }),
  section('settings', 'Settings', '/admin/settings', FOUR),
  // SPEC §2.9: "A roles management page also exists in the registry."
  section('roles', 'Roles', '/admin/roles', SUPER),
  // Every staff member's own devices and password (staff cannot reach /settings).
  section('account', 'My account', '/admin/account', ALL_STAFF),
  // SPEC §2.9: two links only the developer account sees.
  section('monitor', 'Server monitor', '/monitor', ALL_STAFF, {
    group: DEVELOPER,
    developerOnly: true,
  }),
  section('queue', 'Queue monitor', '/queue', ALL_STAFF, { group: DEVELOPER, developerOnly: true }),
  // The general and plan FAQs (SPEC §2.3) are edited here.
  section('faq', 'FAQ', '/admin/faq', FOUR),
  // Leads of the "Get Legal Support Today" popup appear for staff.
  section('leads', 'Leads', '/admin/leads', FOUR, { actions: { export: FOUR } }),
] as const satisfies ReadonlyArray<SectionDefinition>

export type AdminSection = (typeof ADMIN_SECTIONS)[number]
export type AdminSectionKey = AdminSection['key']

type SectionOf<K extends AdminSectionKey> = Extract<AdminSection, { key: K }>
/** The finer actions a section defines (never for sections without an `actions` map). */
export type AdminSectionAction<K extends AdminSectionKey> = K extends AdminSectionKey
  ? SectionOf<K> extends { actions: infer A }
    ? keyof A & string
    : never
  : never

/** What the rules need to know of a person: no relation load, the role id is a column. */
export type StaffIdentity = { roleId: number; email: string }

const byKey = new Map<string, SectionDefinition>(ADMIN_SECTIONS.map((entry) => [entry.key, entry]))

export function adminSection<K extends AdminSectionKey>(key: K): SectionOf<K> & SectionDefinition {
  const found = byKey.get(key)
  if (!found) throw new Error(`Unknown admin section "${key}"`)
  return found as SectionOf<K> & SectionDefinition
}

export function isAdminSectionKey(key: string): key is AdminSectionKey {
  return byKey.has(key)
}

/** The developer account of SPEC §2.9, from DEVELOPER_EMAIL (case-insensitive). */
export function isDeveloper(identity: StaffIdentity, developerEmail: string | undefined): boolean {
  return Boolean(developerEmail) && identity.email.toLowerCase() === developerEmail!.toLowerCase()
}

/** Whether this person may open the section (its pages and, by default, its writes). */
export function canOpenSection(
  identity: StaffIdentity | null | undefined,
  key: AdminSectionKey,
  developerEmail?: string
): boolean {
  if (!identity) return false
  const entry: SectionDefinition = adminSection(key)
  const role = roleSlugForId(identity.roleId)
  if (!role || !entry.roles.includes(role)) return false
  return !entry.developerOnly || isDeveloper(identity, developerEmail)
}

/** Whether this person may perform one of the section's finer actions. */
export function canDoInSection<K extends AdminSectionKey>(
  identity: StaffIdentity | null | undefined,
  key: K,
  action: AdminSectionAction<K>,
  developerEmail?: string
): boolean {
  if (!identity || !canOpenSection(identity, key, developerEmail)) return false
  const allowed = (adminSection(key) as SectionDefinition).actions?.[action]
  if (!allowed) throw new Error(`Admin section "${key}" has no action "${action}"`)
  const role = roleSlugForId(identity.roleId)
  return role !== undefined && allowed.includes(role)
}

/**
 * The `can` flags a page receives for its section: one boolean per action,
 * computed here so React never re-implements a role rule.
 */
export function sectionCan<K extends AdminSectionKey>(
  identity: StaffIdentity | null | undefined,
  key: K,
  developerEmail?: string
): Record<AdminSectionAction<K>, boolean> {
  const actions = (adminSection(key) as SectionDefinition).actions ?? {}
  return Object.fromEntries(
    Object.keys(actions).map((action) => [
      action,
      canDoInSection(identity, key, action as AdminSectionAction<K>, developerEmail),
    ])
  ) as Record<AdminSectionAction<K>, boolean>
}

/** The sections this person may open, in registry order. */
export function sectionsFor(
  identity: StaffIdentity | null | undefined,
  developerEmail?: string
): Array<AdminSection & SectionDefinition> {
  return (ADMIN_SECTIONS as ReadonlyArray<AdminSection & SectionDefinition>).filter((entry) =>
    canOpenSection(identity, entry.key, developerEmail)
  )
}
