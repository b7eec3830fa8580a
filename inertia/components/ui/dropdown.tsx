import type { ReactNode } from 'react'
import { deferred } from '~/lib/deferred'

/**
 * The menu button (Radix dropdown, ./dropdown_menu.tsx). Only signed-in
 * people see one (the user menu, the admin header), so its code loads apart
 * from the public pages' first load: app.tsx preloads it before hydrating a
 * page for a signed-in user (preloadFor in ~/lib/preload).
 */
const menu = () => import('./dropdown_menu')

export const Dropdown = deferred<{
  trigger: ReactNode
  label: string
  children: ReactNode
  align?: 'start' | 'end'
}>(() => menu().then((module) => module.Dropdown))

export const DropdownItem = deferred<{ children: ReactNode; onSelect?: () => void }>(() =>
  menu().then((module) => module.DropdownItem)
)

export const DropdownLabel = deferred<{ children: ReactNode }>(() =>
  menu().then((module) => module.DropdownLabel)
)

export const DropdownSeparator = deferred<{}>(() =>
  menu().then((module) => module.DropdownSeparator)
)

export function preloadDropdown() {
  return Promise.all(
    [Dropdown, DropdownItem, DropdownLabel, DropdownSeparator].map((c) => c.preload())
  )
}
