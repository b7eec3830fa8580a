import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { cspDirectives } from '#support/security_headers'
import { tagManagerSources } from '#support/tag_manager'

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    // See app/support/security_headers.ts: no 'unsafe-inline' scripts, no ws: in production;
    // the tag manager's host only on public pages and only with TAG_MANAGER_ID.
    directives: cspDirectives({
      production: app.inProduction,
      pageSources: (path) => tagManagerSources(path, { production: app.inProduction }),
    }),
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    // The gateway's webhook and the sandbox vault (stands in for Omise's vault) carry no CSRF token.
    exceptRoutes: [
      '/webhooks/omise',
      '/sandbox/tokens',
      '/api/devices',
      '/api/devices/tokens',
      '/api/devices/tokens/current',
      '/unsubscribe',
      '/chatroom/send',
      '/chatroom/revoke',
    ],
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
