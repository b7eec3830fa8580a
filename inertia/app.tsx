import './css/app.css'
import { useEffect } from 'react'
import type React from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, http } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { layoutFor } from '~/layouts/layout_for'
import { pageComponent, PROGRESS_COLOR, titleFor, type PageModule } from '~/lib/pages'
import { ensureCsrfToken, isSafeMethod } from '~/lib/csrf'

const lazyPages = import.meta.glob<PageModule>('./pages/**/*.tsx')

/** Marks the document once React has hydrated it (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

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
  resolve: async (name) => pageComponent(name, await lazyPages[`./pages/${name}.tsx`]?.()),
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
