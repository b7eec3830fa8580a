/*
 * Sign-up payment and confirmation steps (SPEC §2.7), 3-D Secure return,
 * gateway webhooks and the sandbox's browser-side pieces (DESIGN §4).
 */
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { createHash } from 'node:crypto'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { configuredGatewayName, sandboxRoutesEnabled } from '#services/billing/payments/gateway'

// An unknown or unimplemented PAYMENT_GATEWAY stops the boot with a clear message.
configuredGatewayName()

const CheckoutController = () => import('#controllers/auth/checkout_controller')
const WebhooksController = () => import('#controllers/payments/webhooks_controller')
const SandboxGatewayController = () => import('#controllers/payments/sandbox_gateway_controller')
const PromptPayController = () => import('#controllers/payments/promptpay_controller')

/**
 * Card testing (DESIGN §4): payment attempts per account (5 an hour) and
 * per IP (20 an hour, an office may sign up several members), counted
 * before the gateway is called. The refusal is the app's translated "too many
 * attempts, wait N minutes" message (app/exceptions/handler.ts).
 */
export const PAYMENT_ATTEMPTS_PER_ACCOUNT = { requests: 5, duration: '1 hour' } as const
export const PAYMENT_ATTEMPTS_PER_IP = { requests: 20, duration: '1 hour' } as const

const accountKey = (ctx: HttpContext) =>
  createHash('sha256')
    .update(String(ctx.auth?.user?.id ?? ctx.request.ip()))
    .digest('hex')
    .slice(0, 32)

const paymentsPerAccount = limiter.define('payment_account', (ctx) =>
  limiter
    .allowRequests(PAYMENT_ATTEMPTS_PER_ACCOUNT.requests)
    .every(PAYMENT_ATTEMPTS_PER_ACCOUNT.duration)
    .usingKey(accountKey(ctx))
)
const paymentsPerIp = limiter.define('payment_ip', (ctx) =>
  limiter
    .allowRequests(PAYMENT_ATTEMPTS_PER_IP.requests)
    .every(PAYMENT_ATTEMPTS_PER_IP.duration)
    .usingKey(ctx.request.ip())
)
const webhooksPerIp = limiter.define('webhooks', (ctx) =>
  limiter.allowRequests(120).every('1 minute').usingKey(ctx.request.ip())
)
const sandboxTokensPerIp = limiter.define('sandbox_tokens', (ctx) =>
  limiter.allowRequests(60).every('10 minutes').usingKey(ctx.request.ip())
)

router
  .group(() => {
    router.get('/get-started/payment', [CheckoutController, 'create']).as('auth.payment')
    router
      .post('/get-started/payment', [CheckoutController, 'store'])
      .as('auth.payment.store')
      .use([paymentsPerIp, paymentsPerAccount])
    router
      .get('/get-started/payment/return', [CheckoutController, 'paymentReturn'])
      .as('auth.payment.return')
    router.get('/get-started/confirmation', [CheckoutController, 'show']).as('auth.confirmation')
  })
  .use([middleware.auth(), memberArea])

// A PromptPay QR (DESIGN §11): its page, the status the page polls, and a new QR once expired.
const promptPayStatusReads = limiter.define('promptpay_status', (ctx) =>
  limiter.allowRequests(240).every('10 minutes').usingKey(accountKey(ctx))
)
router
  .group(() => {
    router.get('/payments/:id/promptpay', [PromptPayController, 'show']).as('payments.promptpay')
    router
      .get('/payments/:id/promptpay/status', [PromptPayController, 'status'])
      .as('payments.promptpay.status')
      .use(promptPayStatusReads)
    router
      .post('/payments/:id/promptpay/renew', [PromptPayController, 'renew'])
      .as('payments.promptpay.renew')
      .use([paymentsPerIp, paymentsPerAccount])
    router
      .post('/payments/:id/promptpay/card', [PromptPayController, 'card'])
      .as('payments.promptpay.card')
  })
  .use([middleware.auth(), memberArea])

// CSRF-exempt (config/shield.ts): the gateway posts here; the signature and a re-read decide.
router
  .post('/webhooks/omise', [WebhooksController, 'omise'])
  .as('webhooks.omise')
  .use(webhooksPerIp)

// The sandbox's Omise.js look-alike, vault and 3-D Secure page: absent with Omise or in production.
if (sandboxRoutesEnabled()) {
  router.get('/sandbox/omise.js', [SandboxGatewayController, 'script']).as('sandbox.omise_js')
  router
    .post('/sandbox/tokens', [SandboxGatewayController, 'tokens'])
    .as('sandbox.tokens')
    .use(sandboxTokensPerIp)
  router
    .get('/sandbox/authorize/:chargeId', [SandboxGatewayController, 'authorizePage'])
    .as('sandbox.authorize')
  router
    .post('/sandbox/authorize/:chargeId', [SandboxGatewayController, 'authorize'])
    .as('sandbox.authorize.store')
  // The simulated bank: pays a PromptPay QR or lets it expire, then delivers the event.
  router
    .post('/sandbox/promptpay/:chargeId/:outcome', [SandboxGatewayController, 'promptPay'])
    .where('outcome', /^(paid|expired)$/)
    .as('sandbox.promptpay')
}
