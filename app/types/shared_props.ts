/**
 * The shared props every Inertia page receives (SPEC §3). The Inertia
 * middleware is checked against this type at compile time, and the browser
 * code imports it: one definition for both sides.
 */
export type CurrentPlan = { name: string; custom_created: boolean }

export type SharedUser = {
  name: string
  email: string
  avatar: string | null
  role: { slug: string; name: string }
  country: string | null
  nationality: string | null
  current_plans: CurrentPlan[]
  is_omise_user: boolean
}

export type FlashProps = {
  success: string | null
  error: string | null
  info: string | null
  csrfError: boolean
  showToast: boolean
}

export type AdminNavEntry = { key: string; title: string; path: string; group: string | null }

export type SocialLinks = { facebook: string; youtube: string; linkedin: string; tiktok: string }

/** Contact channels shown in the header top bar and the footer (from settings). */
export type ContactLinks = {
  phone: string
  phoneHref: string
  emergencyPhone: string
  emergencyHref: string
  email: string
  lineUrl: string
  whatsappUrl: string
  messengerUrl: string
}

export type MemberMenuEntry = { key: string; title: string; href: string }

export type SharedPageProps = {
  member_menu: MemberMenuEntry[]
  errors: Record<string, string> | Record<string, Record<string, string>>
  user: SharedUser | null
  is_free_member: boolean
  flash: FlashProps
  locale: string
  /** The chrome's strings (header, footer, menus, dialogs…). */
  translations: Record<string, string>
  /** The current page's own strings (app/support/page_translations.ts). */
  page_translations: Record<string, string>
  app: {
    name: string
    url: string
    languagePicker: boolean
    adminNav: AdminNavEntry[]
    adminHome: string
    /** Server-computed (SPEC §6): whether the header shows the cart. */
    showCart: boolean
    /** The tag-manager container this page may load after consent (null: never here; #support/tag_manager). */
    tagManager: { id: string; nonce: string } | null
    social: SocialLinks
    affiliateUrl: string
    cartCurrencySymbol: string
    contact: ContactLinks
  }
}
