import './css/app.css'
import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, http } from '@inertiajs/react'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, PROGRESS_COLOR, titleFor, type PageModule } from '~/lib/pages'
import { ensureCsrfToken, isSafeMethod } from '~/lib/csrf'
import { HydrationMarker } from '~/lib/hydration_marker'
import { preloadFor } from '~/lib/preload'
import { preloadIslands } from '~/lib/deferred'
import { loadMemberRoutes } from '~/client'

// Public pages' loaders come with the entry; the others' list loads with the first of them
// (loadPage).
const publicPages = import.meta.glob<PageModule>([
  './pages/Marketing/**/*.tsx',
  './pages/Errors/**/*.tsx',
])

async function loadPage(name: string): Promise<PageModule | undefined> {
  const load = publicPages[`./pages/${name}.tsx`]
  if (load) return load()
  // The other pages' list and the member routes' table come with the first of them.
  const [{ otherPages }] = await Promise.all([import('~/lib/other_pages'), loadMemberRoutes()])
  return otherPages[`../pages/${name}.tsx`]?.()
}

function withMarker(app: ReactElement) {
  return (
    <>
      <HydrationMarker />
      {app}
    </>
  )
}

// Public pages carry no cookie: get the CSRF token before the first form post.
http.onRequest(async (config) => {
  if (!isSafeMethod(config.method)) {
    await ensureCsrfToken()
  }
  return config
})

// The mount element `@inertia()` writes (id "app"): children when the server rendered the page.
const serverRendered = document.getElementById('app')?.hasChildNodes() ?? false

createInertiaApp({
  title: titleFor,
  layout: layoutFor,
  // The page's code and the deferred components it shows load together,
  // before React renders (or hydrates) it.
  resolve: async (name, page) => {
    // The islands' code is fetched beside the page's; a server-rendered first page
    // hydrates without waiting for it, a page rendered here waits (no gap to fill).
    const islands = preloadIslands()
    const [module] = await Promise.all([
      loadPage(name),
      preloadFor(name, page),
      serverRendered ? null : islands,
    ])
    return pageComponent(name, module)
  },
  setup({ el, App, props }) {
    // Pages arrive server-rendered; hydrate them instead of re-rendering. As a
    // transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (input stays responsive, no long task).
    if (el.hasChildNodes()) {
      startTransition(() => {
        hydrateRoot(el, withMarker(<App {...props} />))
      })
    } else {
      createRoot(el).render(withMarker(<App {...props} />))
    }
  },
  progress: { color: PROGRESS_COLOR, showSpinner: false },
})
