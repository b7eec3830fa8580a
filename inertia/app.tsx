import './css/app.css'
import type React from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, http } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, PROGRESS_COLOR, titleFor, type PageModule } from '~/lib/pages'
import { ensureCsrfToken, isSafeMethod } from '~/lib/csrf'
import { HydrationMarker } from '~/lib/hydration_marker'
import { preloadFor } from '~/lib/preload'

const lazyPages = import.meta.glob<PageModule>('./pages/**/*.tsx')

function withRoutes(app: React.ReactElement) {
  return (
    <TuyauProvider client={client}>
      <HydrationMarker />
      {app}
    </TuyauProvider>
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
    const [module] = await Promise.all([
      lazyPages[`./pages/${name}.tsx`]?.(),
      preloadFor(name, page),
    ])
    return pageComponent(name, module)
  },
  setup({ el, App, props }) {
    // Pages arrive server-rendered; hydrate them instead of re-rendering.
    if (el.hasChildNodes()) {
      hydrateRoot(el, withRoutes(<App {...props} />))
    } else {
      createRoot(el).render(withRoutes(<App {...props} />))
    }
  },
  progress: { color: PROGRESS_COLOR, showSpinner: false },
})
