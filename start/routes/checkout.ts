/*
 * Sign-up payment and confirmation steps (SPEC §2.7).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleForms } from '#start/limiter'
import { memberArea } from '#middleware/member_area_middleware'
import { configuredGatewayName } from '#services/payments/gateway'

// An unknown or unimplemented PAYMENT_GATEWAY stops the boot with a clear message.
configuredGatewayName()

const CheckoutController = () => import('#controllers/auth/checkout_controller')

router
  .group(() => {
    router.get('/get-started/payment', [CheckoutController, 'create']).as('auth.payment')
    router
      .post('/get-started/payment', [CheckoutController, 'store'])
      .as('auth.payment.store')
      .use(throttleForms)
    router.get('/get-started/confirmation', [CheckoutController, 'show']).as('auth.confirmation')
  })
  .use([middleware.auth(), memberArea])
