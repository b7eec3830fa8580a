import { RoleId } from '#enums/role'

export type MemberMenuEntry = { key: string; title: string; route: string }

type MenuUser = {
  isFreeMember: boolean
  isOmiseUser: boolean
  roleId: number
  /** Set on a partner login (DESIGN §11): the reduced menu. */
  partnerOfUserId?: number | null
}
type MenuPlan = { name: string; custom_created: boolean }

/** SPEC §2.8: titles and route names, in menu order. */
const ENTRIES: ReadonlyArray<MemberMenuEntry> = [
  { key: 'profile-details', title: 'Profile Details', route: 'settings.profile-details' },
  { key: 'payment-methods', title: 'Payment Methods', route: 'settings.payment-methods' },
  { key: 'subscriptions', title: 'Subscriptions', route: 'settings.subscriptions' },
  { key: 'invoices', title: 'Invoices', route: 'settings.invoices' },
  { key: 'plan-agreements', title: 'Plan Agreements', route: 'settings.plan-agreements' },
  { key: 'change-password', title: 'Change Password', route: 'settings.change-password' },
  { key: 'member-card', title: 'Member Card', route: 'settings.member-card' },
  { key: 'partner-details', title: 'Spouse / Partner Details', route: 'settings.partner-details' },
  // SPEC §1 "online legal forms"; the page itself explains a missing plan.
  { key: 'legal-forms', title: 'Legal Forms', route: 'settings.legal-forms' },
  // Every service logged on the member's matters (beyond SPEC §2.8's eight).
  { key: 'services-used', title: 'Services used', route: 'settings.services-used' },
  // The member's legal desk (SPEC §1 "what a membership covers"): for members with a current plan.
  { key: 'my-requests', title: 'My requests', route: 'settings.my-requests' },
]

/** The keys of the member pages (SPEC §2.8's eight and Services used), in menu order. */
export const MEMBER_PAGE_KEYS: ReadonlyArray<string> = ENTRIES.map((entry) => entry.key)

/**
 * The partner login's reduced menu (DESIGN §11): their own profile,
 * password and card, and the requests of the membership they share.
 * Billing, the membership itself and the people it covers stay the
 * member's.
 */
export const PARTNER_PAGE_KEYS: ReadonlyArray<string> = [
  'profile-details',
  'change-password',
  'member-card',
  'my-requests',
]

/**
 * The settings routes a partner login may use besides those of its menu
 * pages: signing out its other devices (from Change Password).
 */
export const PARTNER_EXTRA_ROUTES: ReadonlyArray<string> = ['settings.devices.destroy']

/**
 * Whether a partner login may use this settings route: only the routes of
 * its menu pages, and of those not the tax-invoice details (the member's
 * billing). Every other settings route refuses it as a hidden page does.
 */
export function partnerMayUse(routeName: string | undefined): boolean {
  const name = routeName ?? ''
  if (PARTNER_EXTRA_ROUTES.includes(name)) return true
  if (name === 'settings.profile-details.invoice-details.update') return false
  const page = /^settings\.([a-z-]+)(\.|$)/.exec(name)?.[1]
  return page !== undefined && PARTNER_PAGE_KEYS.includes(page)
}

/** The page every hidden member page sends its visitor to. */
export const MEMBER_HOME_ROUTE = 'settings.profile-details'

/**
 * The member pages SPEC §6 hides from this member. Billing pages are hidden
 * where billing is not the member's to manage (Omise-imported accounts,
 * custom-created plans); partner details exist only on a Personal plan.
 * A partner login sees only its reduced menu.
 */
export function hiddenMemberPages(user: MenuUser, currentPlans: MenuPlan[]): Set<string> {
  if (user.partnerOfUserId) {
    return new Set(MEMBER_PAGE_KEYS.filter((key) => !PARTNER_PAGE_KEYS.includes(key)))
  }
  const hideBilling = user.isOmiseUser || currentPlans.some((plan) => plan.custom_created)
  const hasPersonalPlan = currentPlans.some((plan) => plan.name === 'Personal')
  const hidden = new Set<string>()
  if (user.isFreeMember) hidden.add('payment-methods')
  if (hideBilling)
    ['subscriptions', 'invoices', 'plan-agreements'].forEach((key) => hidden.add(key))
  if (!hasPersonalPlan) hidden.add('partner-details')
  if (currentPlans.length === 0) hidden.add('my-requests')
  return hidden
}

/**
 * The member page a settings route belongs to: `settings.invoices` and
 * `settings.invoices.download` both belong to "invoices". Null for a route
 * outside the eight pages.
 */
export function memberPageForRoute(routeName: string | undefined): string | null {
  const match = /^settings\.([a-z-]+)(\.|$)/.exec(routeName ?? '')
  return match && MEMBER_PAGE_KEYS.includes(match[1]) ? match[1] : null
}

/**
 * The member menu of SPEC §6. Staff get no member menu: their user menu is
 * the single Admin Dashboard link.
 */
export function memberMenuFor(user: MenuUser, currentPlans: MenuPlan[]): MemberMenuEntry[] {
  if (user.roleId !== RoleId.USER) return []
  const hidden = hiddenMemberPages(user, currentPlans)
  return ENTRIES.filter((entry) => !hidden.has(entry.key)).map((entry) => ({ ...entry }))
}
