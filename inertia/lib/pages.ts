import type { ComponentType } from 'react'
import type { Page } from '@inertiajs/core'
import { pageTitle } from './title'

/**
 * Options shared by the browser entry (app.tsx) and the server renderer
 * (ssr.tsx), so both produce the same title and layout.
 */
export function titleFor(title: string, page: Page): string {
  const app = (page.props as { app?: { name?: string } }).app
  return pageTitle(title, app?.name ?? 'Lexpat')
}

export const PROGRESS_COLOR = '#CC8809'

/** What a file under inertia/pages exports. */
export type PageModule = { default: ComponentType<any> }

export function pageComponent(name: string, module: PageModule | undefined): ComponentType<any> {
  if (!module) throw new Error(`No page component named "${name}" in inertia/pages`)
  return module.default
}
