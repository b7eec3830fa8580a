import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, type PageModule } from '~/lib/pages'
import { titleFor } from '~/lib/pages'
import { HydrationMarker } from '~/lib/hydration_marker'
import { preloadAllDeferred } from '~/lib/deferred'

const pages = import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true })

export default async function render(page: Page) {
  await preloadAllDeferred()
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: titleFor,
    layout: layoutFor,
    resolve: (name) => pageComponent(name, pages[`./pages/${name}.tsx`]),
    setup: ({ App, props }) => (
      <>
        <HydrationMarker />
        <App {...props} />
      </>
    ),
  })
}
