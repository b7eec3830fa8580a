import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleLogin } from '#start/limiter'

const AdminSessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')

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
    router
      .get('/dashboard', [DashboardController, 'index'])
      .as('admin.dashboard')
      .use(middleware.staff({ section: 'dashboard' }))
  })
  .prefix('/admin')
