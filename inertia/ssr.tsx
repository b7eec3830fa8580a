import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, type PageModule } from '~/lib/pages'
import { titleFor } from '~/lib/pages'
import { HydrationMarker } from '~/lib/hydration_marker'
import { preloadAllDeferred } from '~/lib/deferred'
import { loadMemberRoutes } from '~/client'

// Each page's code loads the first time the server renders it: a process that
// only serves public pages never loads the admin screens, the rich-text editor
// or the data table (DESIGN §6, memory).
const pages = import.meta.glob<PageModule>('./pages/**/*.tsx')

export default async function render(page: Page) {
  const module = await pages[`./pages/${page.component}.tsx`]?.()
  // After the page's module: the deferred components it declares are preloaded too
  // (the admin shell loads the admin routes), and the member routes.
  await Promise.all([preloadAllDeferred(), loadMemberRoutes()])
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: titleFor,
    layout: layoutFor,
    resolve: (name) => pageComponent(name, name === page.component ? module : undefined),
    setup: ({ App, props }) => (
      <>
        <HydrationMarker />
        <App {...props} />
      </>
    ),
  })
}
