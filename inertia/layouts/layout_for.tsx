import type { ReactNode } from 'react'
import { layoutKindFor } from '~/lib/layout'
import { deferred } from '~/lib/deferred'
import { loadAdminRoutes } from '~/client'
import { PublicLayout } from './public_layout'

// The admin and settings shells load with the first page that needs them
// (preloadLayout): public pages never download them (DESIGN §6, first load).
// The admin routes' table comes with the admin shell.
const AdminLayout = deferred(() =>
  Promise.all([import('./admin_layout'), loadAdminRoutes()]).then(([module]) => module.AdminLayout)
)
const SettingsLayout = deferred(() =>
  import('./settings_layout').then((module) => module.SettingsLayout)
)

function AdminBareLayout({ children }: { children: ReactNode }) {
  return <AdminLayout bare>{children}</AdminLayout>
}

/**
 * Given to createInertiaApp's `layout` option (browser and server alike):
 * the one place where a page's shell is chosen from its name. The same
 * component is returned for every page of a kind, so the shell persists
 * across navigations.
 */
export function layoutFor(name: string) {
  switch (layoutKindFor(name)) {
    case 'none':
      return undefined
    case 'admin-bare':
      return AdminBareLayout
    case 'admin':
      return AdminLayout
    case 'settings':
      // Nested: the public shell stays mounted when a member moves between
      // a settings page and any other public page.
      return [PublicLayout, SettingsLayout]
    default:
      return PublicLayout
  }
}

/** The code of a page's shell, loaded with the page before it renders or hydrates. */
export function preloadLayout(name: string): Promise<unknown> {
  switch (layoutKindFor(name)) {
    case 'admin':
    case 'admin-bare':
      return AdminLayout.preload()
    case 'settings':
      return SettingsLayout.preload()
    default:
      return Promise.resolve()
  }
}
