import './css/app.css'
import type React from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, http } from '@inertiajs/react'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, PROGRESS_COLOR, titleFor, type PageModule } from '~/lib/pages'
import { ensureCsrfToken, isSafeMethod } from '~/lib/csrf'
import { HydrationMarker } from '~/lib/hydration_marker'
import { preloadFor } from '~/lib/preload'

// Public pages' loaders come with the entry; the others' list loads with the first of them.
const publicPages = import.meta.glob<PageModule>([
  './pages/Marketing/**/*.tsx',
  './pages/Errors/**/*.tsx',
])

async function loadPage(name: string): Promise<PageModule | undefined> {
  const load =
    publicPages[`./pages/${name}.tsx`] ??
    (await import('~/lib/other_pages')).otherPages[`../pages/${name}.tsx`]
  return load?.()
}

function withMarker(app: React.ReactElement) {
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

createInertiaApp({
  title: titleFor,
  layout: layoutFor,
  // The page's code and the deferred components it shows load together,
  // before React renders (or hydrates) it.
  resolve: async (name, page) => {
    const [module] = await Promise.all([loadPage(name), preloadFor(name, page)])
    return pageComponent(name, module)
  },
  setup({ el, App, props }) {
    // Pages arrive server-rendered; hydrate them instead of re-rendering.
    if (el.hasChildNodes()) {
      hydrateRoot(el, withMarker(<App {...props} />))
    } else {
      createRoot(el).render(withMarker(<App {...props} />))
    }
  },
  progress: { color: PROGRESS_COLOR, showSpinner: false },
})
