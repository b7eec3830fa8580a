/*
 * Admin › billing: Transactions (refunds, CSV). Paths, roles and guards come
 * from the registry (app/support/admin_sections.ts).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const TransactionsController = () => import('#controllers/admin/transactions_controller')
const TransactionsListController = () => import('#controllers/admin/transactions_list_controller')

adminSectionRoutes('transactions', ({ name }) => {
  router.get('/', [TransactionsListController, 'index']).as(name())
  router.get('/export', [TransactionsListController, 'export']).as(name('export'))
  router
    .post('/:id/refund', [TransactionsController, 'refund'])
    .as(name('refund'))
    .where('id', recordId())
})
