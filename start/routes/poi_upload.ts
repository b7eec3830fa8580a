/*
 * The member's identity-document upload: public, reached
 * only through the unguessable link a lawyer sends (32 random bytes,
 * base64url); expiring and single-use (app/models/identity_verification.ts).
 * `/verify-identity` is a private path: never cached, never given a public
 * Cache-Control (app/support/public_request.ts).
 */
import router from '@adonisjs/core/services/router'
import { throttleForms } from '#start/limiter'

const PoiUploadsController = () => import('#controllers/poi_uploads_controller')

const TOKEN = { match: /^[A-Za-z0-9_-]{20,100}$/ }

router.get('/verify-identity/done', [PoiUploadsController, 'done']).as('verify-identity.done')
router
  .get('/verify-identity/:token', [PoiUploadsController, 'show'])
  .as('verify-identity')
  .where('token', TOKEN)
router
  .post('/verify-identity/:token', [PoiUploadsController, 'store'])
  .as('verify-identity.store')
  .where('token', TOKEN)
  .use(throttleForms)
