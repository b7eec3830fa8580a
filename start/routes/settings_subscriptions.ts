/*
 * Settings › Subscriptions (SPEC §2.7 delete-plan flow, §2.8): the member's
 * memberships, the six-step written cancellation and the plan change.
 * Same guards as start/routes/settings.ts: `auth`, then the member-area
 * middleware, which hides every `settings.subscriptions.*` route from
 * members SPEC §6 hides the page from (Omise-billed, custom_created).
 * `settings.subscriptions.reactivate` belongs to the reactivation flow.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { recordId } from '#support/route_params'

const SubscriptionsController = () => import('#controllers/settings/subscriptions_controller')
const CancellationsController = () =>
  import('#controllers/settings/subscription_cancellations_controller')
const KeepsController = () => import('#controllers/settings/subscription_keeps_controller')
const PlanChangesController = () => import('#controllers/settings/plan_changes_controller')
const WrittenRequestsController = () => import('#controllers/settings/written_requests_controller')

router
  .group(() => {
    router.get('/subscriptions', [SubscriptionsController, 'index']).as('settings.subscriptions')
    router
      .post('/subscriptions/:id/cancellation', [CancellationsController, 'store'])
      .where('id', recordId())
      .as('settings.subscriptions.cancellation.store')
    router
      .post('/subscriptions/:id/keep', [KeepsController, 'store'])
      .where('id', recordId())
      .as('settings.subscriptions.keep.store')
    router
      .get('/subscriptions/:id/change-plan', [PlanChangesController, 'create'])
      .where('id', recordId())
      .as('settings.subscriptions.change-plan')
    router
      .get('/subscriptions/:id/change-plan/payment', [PlanChangesController, 'payment'])
      .where('id', recordId())
      .as('settings.subscriptions.change-plan.payment')
    router
      .post('/subscriptions/:id/change-plan', [PlanChangesController, 'store'])
      .where('id', recordId())
      .as('settings.subscriptions.change-plan.store')
    router
      .get('/subscriptions/:id/change-plan/confirmation', [PlanChangesController, 'confirmation'])
      .where('id', recordId())
      .as('settings.subscriptions.change-plan.confirmation')
    router
      .delete('/subscriptions/:id/change-plan', [PlanChangesController, 'destroy'])
      .where('id', recordId())
      .as('settings.subscriptions.change-plan.destroy')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])

// A phone request confirmed in writing from its mailed, signed
// link. Outside `settings.subscriptions.*` on purpose: a member whose billing
// pages are hidden (SPEC §6) may still have to confirm a cancellation.
router
  .group(() => {
    router
      .get('/written-requests/:id/confirm', [WrittenRequestsController, 'show'])
      .where('id', recordId())
      .as('settings.written-requests.confirm')
    router
      .post('/written-requests/:id/confirm', [WrittenRequestsController, 'store'])
      .where('id', recordId())
      .as('settings.written-requests.confirm.store')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])
