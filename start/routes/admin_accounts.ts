/*
 * Admin › people: Manage Users, Users History, Roles and Request Delete.
 * Paths, roles and guards come from the registry
 * (app/support/admin_sections.ts).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const UsersController = () => import('#controllers/admin/users_controller')
const UsersListController = () => import('#controllers/admin/users_list_controller')
const StaffAccountsController = () => import('#controllers/admin/staff_accounts_controller')
const RequestDeleteController = () => import('#controllers/admin/request_delete_controller')
const RequestDeleteListController = () =>
  import('#controllers/admin/request_delete_list_controller')
const UserHistoryListController = () => import('#controllers/admin/user_history_list_controller')
const RolesController = () => import('#controllers/admin/roles_controller')

// A non-numeric id is a 404 before any query.
const id = { id: recordId() }

// SPEC §2.9 Manage Users, Users History and the registry's roles page.
adminSectionRoutes('users', ({ name }) => {
  router.get('/', [UsersListController, 'index']).as(name())
  router.get('/export', [UsersListController, 'export']).as(name('export'))
  router.post('/', [StaffAccountsController, 'store']).as(name('store'))
  router.post('/bulk', [UsersController, 'bulk']).as(name('bulk'))
  router.get('/:id', [UsersController, 'show']).as(name('show')).where('id', id.id)
  router.put('/:id', [UsersController, 'update']).as(name('update')).where('id', id.id)
  router
    .put('/:id/free-membership', [UsersController, 'freeMembership'])
    .as(name('free_membership'))
    .where('id', id.id)
  router
    .put('/:id/billed-outside', [UsersController, 'billedOutside'])
    .as(name('billed_outside'))
    .where('id', id.id)
  router
    .put('/:id/invoice-details', [UsersController, 'invoiceDetails'])
    .as(name('invoice_details'))
    .where('id', id.id)
  router
    .post('/:id/invoices/:invoice/replacement', [UsersController, 'replaceTaxInvoice'])
    .as(name('invoice_replacement'))
    .where('id', id.id)
    .where('invoice', id.id)
  router.put('/:id/role', [UsersController, 'role']).as(name('role')).where('id', id.id)
  router.put('/:id/disabled', [UsersController, 'disable']).as(name('disable')).where('id', id.id)
  router
    .post('/:id/password-reset', [UsersController, 'passwordReset'])
    .as(name('password_reset'))
    .where('id', id.id)
})

adminSectionRoutes('request_delete', ({ name }) => {
  router.get('/', [RequestDeleteListController, 'index']).as(name())
  for (const action of ['verify', 'execute', 'refuse'] as const) {
    router
      .post(`/:id/${action}`, [RequestDeleteController, action])
      .as(name(action))
      .where('id', id.id)
  }
})

adminSectionRoutes('user_history', ({ name }) => {
  router.get('/', [UserHistoryListController, 'index']).as(name())
  router.get('/export', [UserHistoryListController, 'export']).as(name('export'))
})

adminSectionRoutes('roles', ({ name }) => {
  router.get('/', [RolesController, 'index']).as(name())
})
