/*
 * Admin › memberships: Subscriptions and Delete Subscriptions. Paths, roles
 * and guards come from the registry (app/support/admin_sections.ts).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const SubscriptionsController = () => import('#controllers/admin/subscriptions_controller')
const SubscriptionsListController = () => import('#controllers/admin/subscriptions_list_controller')
const WrittenRequestsController = () => import('#controllers/admin/written_requests_controller')

// SPEC §2.9: paths and guards come from the registry (app/support/admin_sections.ts).
// A non-numeric id is a 404 before any query (PostgreSQL would refuse it with an error).
const id = { id: recordId() }

const DeleteSubscriptionsController = () =>
  import('#controllers/admin/delete_subscriptions_controller')
const DeleteSubscriptionsListController = () =>
  import('#controllers/admin/delete_subscriptions_list_controller')

adminSectionRoutes('subscriptions', ({ name }) => {
  router.get('/', [SubscriptionsListController, 'index']).as(name())
  router.get('/export', [SubscriptionsListController, 'export']).as(name('export'))
  router.post('/custom', [SubscriptionsController, 'storeCustom']).as(name('custom'))
  for (const action of ['approve', 'reject', 'suspend', 'reactivate'] as const) {
    router
      .post(`/:id/${action}`, [SubscriptionsController, action])
      .as(name(action))
      .where('id', id.id)
  }
  // A plan change or cancellation received by email, letter or phone.
  router
    .post('/:id/written-requests', [WrittenRequestsController, 'store'])
    .as(name('written_requests.store'))
    .where('id', id.id)
  router
    .get('/written-requests/:id/attachment', [WrittenRequestsController, 'attachment'])
    .as(name('written_requests.attachment'))
    .where('id', id.id)
})

adminSectionRoutes('delete_subscriptions', ({ name }) => {
  router.get('/', [DeleteSubscriptionsListController, 'index']).as(name())
  router.get('/export', [DeleteSubscriptionsListController, 'export']).as(name('export'))
  router.post('/', [DeleteSubscriptionsController, 'store']).as(name('store'))
  router
    .post('/:id/undo', [DeleteSubscriptionsController, 'undo'])
    .as(name('undo'))
    .where('id', id.id)
})
