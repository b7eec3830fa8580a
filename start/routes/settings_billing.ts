/*
 * Member settings: cards, invoices and paying what is due (SPEC §2.8). Same
 * group as start/routes/settings.ts:
 * `auth` + the member-area middleware, which applies SPEC §6's visibility
 * rules to every route here by the menu entry its name starts with.
 */
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'

const PaymentMethodsController = () => import('#controllers/settings/payment_methods_controller')
const PayNowController = () => import('#controllers/settings/pay_now_controller')
const InvoicesController = () => import('#controllers/settings/invoices_controller')
const ReactivationsController = () => import('#controllers/settings/reactivations_controller')

const memberKey = (ctx: HttpContext) => String(ctx.auth?.user?.id ?? ctx.request.ip())

/** Card testing (DESIGN §4): adding cards and paying are counted per member. */
const cardChanges = limiter.define('settings_cards', (ctx) =>
  limiter.allowRequests(10).every('1 hour').usingKey(memberKey(ctx))
)
const memberPayments = limiter.define('settings_payments', (ctx) =>
  limiter.allowRequests(10).every('1 hour').usingKey(memberKey(ctx))
)

router
  .group(() => {
    router
      .get('/payment-methods', [PaymentMethodsController, 'index'])
      .as('settings.payment-methods')
    router
      .post('/payment-methods', [PaymentMethodsController, 'store'])
      .as('settings.payment-methods.store')
      .use(cardChanges)
    router
      .put('/payment-methods/:id/default', [PaymentMethodsController, 'makeDefault'])
      .as('settings.payment-methods.default')
    router
      .delete('/payment-methods/:id', [PaymentMethodsController, 'destroy'])
      .as('settings.payment-methods.destroy')
    router
      .post('/payment-methods/invoices/:id/pay', [PayNowController, 'store'])
      .as('settings.payment-methods.pay')
      .use(memberPayments)
    router
      .get('/payment-methods/invoices/:id/processing', [PayNowController, 'processing'])
      .as('settings.payment-methods.processing')

    router.get('/invoices', [InvoicesController, 'index']).as('settings.invoices')

    router
      .get('/subscriptions/:id/reactivate', [ReactivationsController, 'show'])
      .as('settings.subscriptions.reactivate')
    router
      .post('/subscriptions/:id/reactivate', [ReactivationsController, 'store'])
      .as('settings.subscriptions.reactivate.store')
      .use(memberPayments)
    router
      .get('/subscriptions/:id/reactivate/processing', [ReactivationsController, 'processing'])
      .as('settings.subscriptions.reactivate.processing')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])
