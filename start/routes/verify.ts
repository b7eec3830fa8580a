/*
 * The public page a member card's QR code opens:
 * "valid" or "not valid", the plan and the initials; rate-limited per IP
 * against token guessing.
 */
import router from '@adonisjs/core/services/router'
import { throttleCardVerification } from '#start/limiter'

const CardVerificationController = () => import('#controllers/public/card_verification_controller')

router
  .get('/verify/:token', [CardVerificationController, 'show'])
  .as('verify.show')
  .use(throttleCardVerification)
