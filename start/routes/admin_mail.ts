/*
 * Mail and push (issue 14): Mail template, Send template Mail, Event
 * Announcements, Mail Schedule History and FCM Notification — paths and
 * roles from the registry (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const MailTemplatesController = () => import('#controllers/admin/mail_templates_controller')
const MailingsController = () => import('#controllers/admin/mailings_controller')
const ScheduleHistoryController = () => import('#controllers/admin/schedule_history_controller')
const FcmNotificationsController = () => import('#controllers/admin/fcm_notifications_controller')

adminSectionRoutes('template', ({ name }) => {
  router.get('/', [MailTemplatesController, 'index']).as(name())
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

adminSectionRoutes('mail', ({ name }) => {
  router.get('/', [MailingsController, 'createEvent']).as(name())
  router.get('/count', [MailingsController, 'count']).as(name('count'))
  router.post('/', [MailingsController, 'storeEvent']).as(name('store'))
})

adminSectionRoutes('schedule_history', ({ name }) => {
  router.get('/', [ScheduleHistoryController, 'index']).as(name())
  router
    .post('/:id/cancel', [ScheduleHistoryController, 'cancel'])
    .as(name('cancel'))
    .where('id', recordId())
})

adminSectionRoutes('fcm_notification', ({ name }) => {
  router.get('/', [FcmNotificationsController, 'index']).as(name())
  router.get('/count', [FcmNotificationsController, 'count']).as(name('count'))
  router.post('/', [FcmNotificationsController, 'store']).as(name('store'))
  router
    .post('/:id/cancel', [FcmNotificationsController, 'cancel'])
    .as(name('cancel'))
    .where('id', recordId())
})
