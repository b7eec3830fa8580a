/*
 * PDPA: the signed unsubscribe link of marketing mail. POST is
 * also the RFC 8058 one-click target of List-Unsubscribe-Post, so it takes
 * no CSRF token (config/shield.ts): the signature is the credential.
 */
import router from '@adonisjs/core/services/router'

const UnsubscribeController = () => import('#controllers/marketing/unsubscribe_controller')

router.get('/unsubscribe', [UnsubscribeController, 'show']).as('unsubscribe.show')
router.post('/unsubscribe', [UnsubscribeController, 'store']).as('unsubscribe.store')
