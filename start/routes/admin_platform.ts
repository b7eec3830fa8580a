/*
 * Admin › platform: Settings (with the holidays), the server monitor and the
 * queue monitor. Paths, roles and guards come from the registry
 * (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const SettingsController = () => import('#controllers/admin/settings_controller')
const HolidaysController = () => import('#controllers/admin/holidays_controller')
const ServicePromisesController = () => import('#controllers/admin/service_promises_controller')
const MonitorController = () => import('#controllers/admin/monitor_controller')
const QueueMonitorController = () => import('#controllers/admin/queue_monitor_controller')

adminSectionRoutes('settings', ({ name }) => {
  router.get('/', [SettingsController, 'edit']).as(name())
  router.put('/', [SettingsController, 'update']).as(name('update'))
  // The public holidays every business-hours clock skips (DESIGN §11).
  router.post('/holidays', [HolidaysController, 'store']).as(name('holidays.store'))
  router
    .put('/holidays/:id', [HolidaysController, 'update'])
    .as(name('holidays.update'))
    .where('id', recordId())
  router
    .delete('/holidays/:id', [HolidaysController, 'destroy'])
    .as(name('holidays.destroy'))
    .where('id', recordId())
  // The response time promised for each kind of member request (DESIGN §11).
  router
    .put('/service-promises', [ServicePromisesController, 'update'])
    .as(name('service-promises.update'))
})

adminSectionRoutes('monitor', ({ name }) => {
  router.get('/', [MonitorController, 'index']).as(name())
})

// SPEC §2.9 Queue monitor: path and guard (developer only) from the admin registry.
adminSectionRoutes('queue', ({ name }) => {
  router.get('/', [QueueMonitorController, 'index']).as(name())
  router.post('/jobs/:id/retry', [QueueMonitorController, 'retry']).as(name('retry'))
})
