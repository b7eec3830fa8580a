import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import inFlight, { DRAIN_TIMEOUT_MS } from '#support/in_flight'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Runs on every request, matched route or not. Session, auth and locale run
 * here (not per route) so that the 404 and 503 pages know the visitor's
 * language and who is signed in.
 */
server.use([
  () => import('#middleware/in_flight_middleware'),
  () => import('#middleware/server_timing_middleware'),
  // Before anything that serves files (the built-asset cache, the static server).
  () => import('#middleware/server_bundle_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/affiliate_referral_middleware'),
  () => import('#middleware/public_cache_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/session_activity_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('#middleware/inertia_middleware'),
  () => import('#middleware/maintenance_middleware'),
])

/**
 * On SIGTERM the framework first closes the HTTP server (registered last, its
 * hook runs first); then this waits for the requests still being worked on,
 * whose visitors may have left, before the database and Redis are shut
 * down under them (#support/in_flight).
 */
app.terminating(async () => {
  await inFlight.drained(DRAIN_TIMEOUT_MS)
})

/**
 * Runs on requests that matched a route.
 */
router.use([
  () => import('#middleware/body_parser_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/refuse_nul_bytes_middleware'),
  () => import('#middleware/safe_file_paths_middleware'),
])

/**
 * One Shield middleware for every request. Its provider binds it with
 * `bind`, so each request built a new one and every guard in it: the CSRF
 * token helper, the CSP directives normalized and checked again, the
 * encrypter looked up (1-2 % of a signed-in request under load, CPU
 * profile). The guards keep nothing between requests (what they find or
 * make goes on the HttpContext), so one instance serves them all. The same
 * arguments as @adonisjs/shield's provider.
 */
app.container.singleton(ShieldMiddleware, async () => {
  const encryptionManager = await app.container.make('encryption')
  const encryption = encryptionManager.use()
  const config = app.config.get<ConstructorParameters<typeof ShieldMiddleware>[0]>('shield', {})
  if (app.usingEdgeJS) {
    const { default: edge } = await import('edge.js')
    return new ShieldMiddleware(config, encryption, edge)
  }
  return new ShieldMiddleware(config, encryption)
})

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  staff: () => import('#middleware/staff_middleware'),
  confirmed: () => import('#middleware/password_confirmed_middleware'),
})
