import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * Vite runs inside the app server, so scripts come from 'self'; in
 * development its hot-reload socket also needs ws:.
 */
const hotReload = app.inProduction ? [] : ['ws:']

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, `'unsafe-inline'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'https:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, ...hotReload],
      frameAncestors: [`'none'`],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    // Inertia's HTTP client reads XSRF-TOKEN and sends it back as X-XSRF-TOKEN.
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: app.inProduction,
    maxAge: '180 days',
    includeSubDomains: true,
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
