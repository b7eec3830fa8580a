/*
 * Routes. Names follow SPEC §2.1 where it names them; links are built from
 * names, never from hand-written paths.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HealthController = () => import('#controllers/health_controller')
const LanguageController = () => import('#controllers/language_controller')
const HomeController = () => import('#controllers/marketing/home_controller')
const AdminSessionController = () => import('#controllers/admin/session_controller')
const DashboardController = () => import('#controllers/admin/dashboard_controller')

router.get('/health', [HealthController, 'live']).as('health.live')
router.get('/health/ready', [HealthController, 'ready']).as('health.ready')

router.get('/', [HomeController, 'show']).as('home')
router.post('/language', [LanguageController, 'store']).as('language.store')

router
  .group(() => {
    router.get('/login', [AdminSessionController, 'create']).as('admin.login')
    router.post('/login', [AdminSessionController, 'store']).as('admin.login.store')
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
