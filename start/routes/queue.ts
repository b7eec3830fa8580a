import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const QueueMonitorController = () => import('#controllers/admin/queue_monitor_controller')

// SPEC §2.9 Queue monitor: path and guard (developer only) from the admin registry.
adminSectionRoutes('queue', ({ name }) => {
  router.get('/', [QueueMonitorController, 'index']).as(name())
  router.post('/jobs/:id/retry', [QueueMonitorController, 'retry']).as(name('retry'))
})
