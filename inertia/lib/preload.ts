import type { Page } from '@inertiajs/core'
import { preloadDropdown } from '~/components/ui/dropdown'
import { preloadLayout } from '~/layouts/layout_for'

/**
 * The deferred components (~/lib/deferred) a page renders on its first
 * paint, loaded with the page's own code so that hydration finds the same
 * tree the server rendered and a visit never shows a gap.
 */
export function preloadFor(name: string, page: Page | undefined): Promise<unknown> {
  const loads: Array<Promise<unknown>> = [preloadLayout(name)]
  // The user menu and the admin header are dropdowns.
  if (page?.props.user) loads.push(preloadDropdown())
  return Promise.all(loads)
}
