import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { adminSectionRoutes } from '#support/admin_routes'
import { throttleLogin } from '#start/limiter'

const AdminSessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')
const SubscribersController = () => import('#controllers/admin/subscribers_controller')
const LeadsController = () => import('#controllers/admin/leads_controller')
const AccountController = () => import('#controllers/admin/account_controller')

router
  .group(() => {
    router.get('/login', [AdminSessionController, 'create']).as('admin.login')
    router
      .post('/login', [AdminSessionController, 'store'])
      .as('admin.login.store')
      .use(throttleLogin)
    router
      .post('/logout', [AdminSessionController, 'destroy'])
      .as('admin.logout')
      .use(middleware.auth())
  })
  .prefix('/admin')

// Each admin section: its path and guard come from the registry (app/support/admin_sections.ts).
adminSectionRoutes('dashboard', ({ name }) => {
  router.get('/', [DashboardController, 'index']).as(name())
})

adminSectionRoutes('subscribers', ({ name }) => {
  router.get('/', [SubscribersController, 'index']).as(name())
  router.get('/export', [SubscribersController, 'export']).as(name('export'))
  router.post('/bulk', [SubscribersController, 'bulk']).as(name('bulk'))
  // A non-numeric id is a 404 before any query (PostgreSQL would refuse it with an error).
  router
    .post('/:id/unsubscribe', [SubscribersController, 'unsubscribe'])
    .as(name('unsubscribe'))
    .where('id', recordId())
  router
    .delete('/:id', [SubscribersController, 'destroy'])
    .as(name('destroy'))
    .where('id', recordId())
})

adminSectionRoutes('account', ({ name }) => {
  router.get('/', [AccountController, 'show']).as(name())
  router
    .put('/password', [AccountController, 'updatePassword'])
    .as(name('password'))
    .use(middleware.confirmed())
  router
    .delete('/devices', [AccountController, 'destroyDevices'])
    .as(name('devices.destroy'))
    .use(middleware.confirmed())
})

adminSectionRoutes('leads', ({ name }) => {
  router.get('/', [LeadsController, 'index']).as(name())
  router.get('/export', [LeadsController, 'export']).as(name('export'))
})
