/*
 * Admin money screens (issue 11): Transactions, Affiliate tracking,
 * Settings, and the developer's server monitor. Paths and guards come
 * from the registry (app/support/admin_sections.ts).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const TransactionsController = () => import('#controllers/admin/transactions_controller')
const AffiliatesController = () => import('#controllers/admin/affiliates_controller')
const SettingsController = () => import('#controllers/admin/settings_controller')
const MonitorController = () => import('#controllers/admin/monitor_controller')
const HolidaysController = () => import('#controllers/admin/holidays_controller')
const ServicePromisesController = () => import('#controllers/admin/service_promises_controller')

adminSectionRoutes('transactions', ({ name }) => {
  router.get('/', [TransactionsController, 'index']).as(name())
  router.get('/export', [TransactionsController, 'export']).as(name('export'))
  router
    .post('/:id/refund', [TransactionsController, 'refund'])
    .as(name('refund'))
    .where('id', recordId())
})

adminSectionRoutes('tapfiliate', ({ name }) => {
  router.get('/', [AffiliatesController, 'index']).as(name())
  router.get('/conversions', [AffiliatesController, 'conversions']).as(name('conversions'))
})

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
