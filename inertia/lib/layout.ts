/**
 * SPEC §2.9: a page whose name starts with "Admin" gets the admin shell;
 * every other page the public one. Member settings pages (`Settings/*`)
 * get the settings shell nested inside the public one (DESIGN §10). The admin login form uses the admin
 * shell without its side navigation and header, and the 503 page has no
 * layout at all. This is the only place that decides.
 */
export type LayoutKind = 'public' | 'settings' | 'admin' | 'admin-bare' | 'none'

const BARE_ADMIN_PAGES = new Set(['Admin/Login'])
const NO_LAYOUT_PAGES = new Set(['Errors/Maintenance'])

export function layoutKindFor(pageName: string): LayoutKind {
  if (NO_LAYOUT_PAGES.has(pageName)) return 'none'
  if (pageName.startsWith('Admin')) {
    return BARE_ADMIN_PAGES.has(pageName) ? 'admin-bare' : 'admin'
  }
  if (pageName.startsWith('Settings/')) return 'settings'
  return 'public'
}
