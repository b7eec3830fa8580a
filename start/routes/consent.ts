/*
 * PDPA consent: the cookie banner records a signed-in
 * member's choice (visitors keep theirs in the cookie only).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ConsentController = () => import('#controllers/consent_controller')

router.post('/consent', [ConsentController, 'store']).as('consent.store').use(middleware.auth())
