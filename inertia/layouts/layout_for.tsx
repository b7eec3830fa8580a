import type { ReactNode } from 'react'
import { layoutKindFor } from '~/lib/layout'
import { AdminLayout } from './admin_layout'
import { PublicLayout } from './public_layout'

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
    default:
      return PublicLayout
  }
}
