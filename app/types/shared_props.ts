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

export type SharedPageProps = {
  errors: Record<string, string> | Record<string, Record<string, string>>
  user: SharedUser | null
  is_free_member: boolean
  flash: FlashProps
  locale: string
  translations: Record<string, string>
  app: { name: string; url: string; languagePicker: boolean; adminNav: AdminNavEntry[] }
}
