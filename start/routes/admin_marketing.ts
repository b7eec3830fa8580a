/*
 * Admin › marketing: mail templates and mailings, FCM notifications,
 * Subscribers, Leads and Affiliate tracking. Paths, roles and guards come from
 * the registry (app/support/admin_sections.ts).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'

const AffiliatesController = () => import('#controllers/admin/affiliates_controller')
const MailingsController = () => import('#controllers/admin/mailings_controller')
const MailTemplatesController = () => import('#controllers/admin/mail_templates_controller')
const MailTemplatesListController = () =>
  import('#controllers/admin/mail_templates_list_controller')
const ScheduleHistoryController = () => import('#controllers/admin/schedule_history_controller')
const ScheduleHistoryListController = () =>
  import('#controllers/admin/schedule_history_list_controller')
const FcmNotificationsController = () => import('#controllers/admin/fcm_notifications_controller')
const PushCampaignsListController = () =>
  import('#controllers/admin/push_campaigns_list_controller')
const SubscribersController = () => import('#controllers/admin/subscribers_controller')
const SubscribersListController = () => import('#controllers/admin/subscribers_list_controller')
const LeadsListController = () => import('#controllers/admin/leads_list_controller')

adminSectionRoutes('tapfiliate', ({ name }) => {
  router.get('/', [AffiliatesController, 'index']).as(name())
  router.get('/conversions', [AffiliatesController, 'conversions']).as(name('conversions'))
})

adminSectionRoutes('mail', ({ name }) => {
  router.get('/', [MailingsController, 'createEvent']).as(name())
  router.get('/count', [MailingsController, 'count']).as(name('count'))
  router.post('/', [MailingsController, 'storeEvent']).as(name('store'))
})

adminSectionRoutes('template', ({ name }) => {
  router.get('/', [MailTemplatesListController, 'index']).as(name())
  router.get('/create', [MailTemplatesController, 'create']).as(name('create'))
  router.post('/', [MailTemplatesController, 'store']).as(name('store'))
  router.post('/preview', [MailTemplatesController, 'preview']).as(name('preview'))
  router
    .get('/:id/edit', [MailTemplatesController, 'edit'])
    .as(name('edit'))
    .where('id', recordId())
  router.put('/:id', [MailTemplatesController, 'update']).as(name('update')).where('id', recordId())
  router
    .delete('/:id', [MailTemplatesController, 'destroy'])
    .as(name('destroy'))
    .where('id', recordId())
})

adminSectionRoutes('send_mail', ({ name }) => {
  router.get('/', [MailingsController, 'createTemplateMail']).as(name())
  router.get('/count', [MailingsController, 'count']).as(name('count'))
  router.post('/', [MailingsController, 'storeTemplateMail']).as(name('store'))
})

adminSectionRoutes('schedule_history', ({ name }) => {
  router.get('/', [ScheduleHistoryListController, 'index']).as(name())
  router
    .post('/:id/cancel', [ScheduleHistoryController, 'cancel'])
    .as(name('cancel'))
    .where('id', recordId())
})

adminSectionRoutes('fcm_notification', ({ name }) => {
  router.get('/', [PushCampaignsListController, 'index']).as(name())
  router.get('/count', [FcmNotificationsController, 'count']).as(name('count'))
  router.post('/', [FcmNotificationsController, 'store']).as(name('store'))
  router
    .post('/:id/cancel', [FcmNotificationsController, 'cancel'])
    .as(name('cancel'))
    .where('id', recordId())
})

adminSectionRoutes('subscribers', ({ name }) => {
  router.get('/', [SubscribersListController, 'index']).as(name())
  router.get('/export', [SubscribersListController, 'export']).as(name('export'))
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

adminSectionRoutes('leads', ({ name }) => {
  router.get('/', [LeadsListController, 'index']).as(name())
  router.get('/export', [LeadsListController, 'export']).as(name('export'))
})
