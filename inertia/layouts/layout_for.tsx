import type { ReactNode } from 'react'
import { layoutKindFor } from '~/lib/layout'
import { AdminLayout } from './admin_layout'
import { PublicLayout } from './public_layout'
import { SettingsLayout } from './settings_layout'

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
