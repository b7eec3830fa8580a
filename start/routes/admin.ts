/*
 * Admin sign-in, the dashboard and every staff member's own account. Paths,
 * roles and guards come from the registry (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { adminSectionRoutes } from '#support/admin_routes'
import { throttleLogin } from '#start/limiter'

const AdminSessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')
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
