/*
 * Admin › support desk: Support Tickets, Consultancy Requests, Matters,
 * Feedbacks, Email Histories, Customer POI and the support chat console.
 * Paths, roles and guards come from the registry
 * (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'
import { access } from '#support/admin_access'
import { CONSOLE_CHANNEL } from '#services/support_desk/chat/conversations'
import { middleware } from '#start/kernel'

const ChatConsoleController = () => import('#controllers/admin/chat_console_controller')
const ChatBuildsController = () => import('#controllers/admin/chat_builds_controller')
const ChatStreamController = () => import('#controllers/admin/chat_stream_controller')
const TicketsController = () => import('#controllers/admin/tickets_controller')
const TicketsListController = () => import('#controllers/admin/tickets_list_controller')
const ConsultancyController = () => import('#controllers/admin/consultancy_requests_controller')
const ConsultancyListController = () =>
  import('#controllers/admin/consultancy_requests_list_controller')
const MattersController = () => import('#controllers/admin/matters_controller')
const MattersListController = () => import('#controllers/admin/matters_list_controller')
const MatterServicesController = () => import('#controllers/admin/matter_services_controller')
const DeskThreadsController = () => import('#controllers/admin/desk_threads_controller')
const FeedbacksController = () => import('#controllers/admin/feedbacks_controller')
const SurveyQuestionsController = () => import('#controllers/admin/survey_questions_controller')
const CustomerPoiController = () => import('#controllers/admin/customer_poi_controller')
const CustomerPoiListController = () => import('#controllers/admin/customer_poi_list_controller')
const EmailHistoriesController = () => import('#controllers/admin/email_histories_controller')
const EmailHistoriesListController = () =>
  import('#controllers/admin/email_histories_list_controller')

// The console channel: only who may open the section (its routes carry the staff guard too).
transmit.authorize(CONSOLE_CHANNEL, (ctx) => access.canOpen(ctx.auth.user, 'chat_app'))

// SPEC §2.9 Support chat app (super_admin). The transmit client talks to
// `<baseUrl>/__transmit/*`; its base URL is this section's path.
adminSectionRoutes('chat_app', ({ name }) => {
  const id = recordId()
  router.get('/', [ChatConsoleController, 'index']).as(name())
  router
    .post('/conversations/:id/take', [ChatConsoleController, 'take'])
    .as(name('take'))
    .where('id', id)
  router
    .post('/conversations/:id/messages', [ChatConsoleController, 'reply'])
    .as(name('reply'))
    .where('id', id)
  router
    .post('/conversations/:id/close', [ChatConsoleController, 'close'])
    .as(name('close'))
    .where('id', id)
  router.get('/download', [ChatBuildsController, 'download']).as(name('download'))
  router.post('/builds', [ChatBuildsController, 'store']).as(name('builds.store'))
  router.get('/__transmit/events', [ChatStreamController, 'events']).as(name('stream'))
  router.post('/__transmit/subscribe', [ChatStreamController, 'subscribe']).as(name('subscribe'))
  router
    .post('/__transmit/unsubscribe', [ChatStreamController, 'unsubscribe'])
    .as(name('unsubscribe'))
})

adminSectionRoutes('tickets', ({ name }) => {
  router.get('/', [TicketsListController, 'index']).as(name())
  router.get('/export', [TicketsListController, 'export']).as(name('export'))
  router
    .post('/:id/status', [TicketsController, 'status'])
    .as(name('status'))
    .where('id', recordId())
  router.post('/:id/reply', [TicketsController, 'reply']).as(name('reply')).where('id', recordId())
})

adminSectionRoutes('consultancy_requests', ({ name }) => {
  router.get('/', [ConsultancyListController, 'index']).as(name())
  router.get('/export', [ConsultancyListController, 'export']).as(name('export'))
  router
    .post('/:id/assign', [ConsultancyController, 'assign'])
    .as(name('assign'))
    .where('id', recordId())
  router
    .post('/:id/status', [ConsultancyController, 'status'])
    .as(name('status'))
    .where('id', recordId())
  router
    .post('/:id/notes', [ConsultancyController, 'note'])
    .as(name('notes'))
    .where('id', recordId())
})

adminSectionRoutes('matters', ({ name }) => {
  router.get('/', [MattersListController, 'index']).as(name())
  router.get('/create', [MattersController, 'create']).as(name('create'))
  router.post('/', [MattersController, 'store']).as(name('store'))
  router.get('/:id', [MattersController, 'show']).as(name('show')).where('id', recordId())
  router.put('/:id', [MattersController, 'update']).as(name('update')).where('id', recordId())
  router
    .post('/:id/services', [MatterServicesController, 'store'])
    .as(name('services.store'))
    .where('id', recordId())
  router
    .post('/:id/services/:entryId/reverse', [MatterServicesController, 'reverse'])
    .as(name('services.reverse'))
    .where('id', recordId())
    .where('entryId', recordId())
})

adminSectionRoutes('matters', ({ name }) => {
  router.get('/requests', [DeskThreadsController, 'index']).as(name('requests'))
  router.post('/requests/uploads', [DeskThreadsController, 'upload']).as(name('requests.uploads'))
  router
    .post('/requests/:id/messages', [DeskThreadsController, 'message'])
    .as(name('requests.messages'))
    .where('id', recordId())
  router
    .post('/requests/:id/close', [DeskThreadsController, 'close'])
    .as(name('requests.close'))
    .where('id', recordId())
  router
    .post('/requests/:id/files/:fileId/pages', [DeskThreadsController, 'pages'])
    .as(name('requests.pages'))
    .where('id', recordId())
    .where('fileId', recordId())
  router
    .get('/requests/:id/files/:fileId', [DeskThreadsController, 'file'])
    .as(name('requests.file'))
    .where('id', recordId())
    .where('fileId', recordId())
})

adminSectionRoutes('feedbacks', ({ name }) => {
  router.get('/', [FeedbacksController, 'index']).as(name())
  router.get('/export', [FeedbacksController, 'export']).as(name('export'))
  router.get('/questions', [SurveyQuestionsController, 'index']).as(name('questions'))
  router.post('/questions', [SurveyQuestionsController, 'store']).as(name('questions.store'))
  router
    .put('/questions/:id', [SurveyQuestionsController, 'update'])
    .as(name('questions.update'))
    .where('id', recordId())
  router
    .post('/questions/:id/move', [SurveyQuestionsController, 'move'])
    .as(name('questions.move'))
    .where('id', recordId())
  router
    .delete('/questions/:id', [SurveyQuestionsController, 'destroy'])
    .as(name('questions.destroy'))
    .where('id', recordId())
})

// SPEC §7: the Feedback screen's call, at the path SPEC gives (outside the
// section's own path), behind the same section guard.
router
  .get('/admin/survey-questions/:surveyId', [FeedbacksController, 'surveyQuestions'])
  .as('admin_api.survey_questions')
  .where('surveyId', recordId())
  .use(middleware.staff({ section: 'feedbacks' }))

adminSectionRoutes('customer_poi', ({ name }) => {
  router.get('/', [CustomerPoiListController, 'index']).as(name())
  router.post('/requests', [CustomerPoiController, 'request']).as(name('request'))
  router.get('/:id', [CustomerPoiController, 'show']).as(name('show')).where('id', recordId())
  router.post('/:id/link', [CustomerPoiController, 'link']).as(name('link')).where('id', recordId())
  router
    .post('/:id/email', [CustomerPoiController, 'email'])
    .as(name('email'))
    .where('id', recordId())
  router
    .get('/:id/document', [CustomerPoiController, 'document'])
    .as(name('document'))
    .where('id', recordId())
  router
    .post('/:id/approve', [CustomerPoiController, 'approve'])
    .as(name('approve'))
    .where('id', recordId())
  router
    .post('/:id/reject', [CustomerPoiController, 'reject'])
    .as(name('reject'))
    .where('id', recordId())
})

adminSectionRoutes('email_histories', ({ name }) => {
  router.get('/', [EmailHistoriesListController, 'index']).as(name())
  router.get('/export', [EmailHistoriesListController, 'export']).as(name('export'))
  router.get('/:id', [EmailHistoriesController, 'show']).as(name('show')).where('id', recordId())
  router
    .post('/:id/retry', [EmailHistoriesController, 'retry'])
    .as(name('retry'))
    .where('id', recordId())
})
