/*
 * Support desk admin sections (issue 13 items 7-9, 11): Support Tickets,
 * Consultancy Requests, Feedbacks (with the survey questions) and Email
 * Histories. Paths and roles come from the registry (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const TicketsController = () => import('#controllers/admin/tickets_controller')
const ConsultancyController = () => import('#controllers/admin/consultancy_requests_controller')
const FeedbacksController = () => import('#controllers/admin/feedbacks_controller')
const SurveyQuestionsController = () => import('#controllers/admin/survey_questions_controller')
const EmailHistoriesController = () => import('#controllers/admin/email_histories_controller')

adminSectionRoutes('tickets', ({ name }) => {
  router.get('/', [TicketsController, 'index']).as(name())
  router.get('/export', [TicketsController, 'export']).as(name('export'))
  router
    .post('/:id/status', [TicketsController, 'status'])
    .as(name('status'))
    .where('id', recordId())
  router.post('/:id/reply', [TicketsController, 'reply']).as(name('reply')).where('id', recordId())
})

adminSectionRoutes('consultancy_requests', ({ name }) => {
  router.get('/', [ConsultancyController, 'index']).as(name())
  router.get('/export', [ConsultancyController, 'export']).as(name('export'))
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

adminSectionRoutes('email_histories', ({ name }) => {
  router.get('/', [EmailHistoriesController, 'index']).as(name())
  router.get('/export', [EmailHistoriesController, 'export']).as(name('export'))
  router.get('/:id', [EmailHistoriesController, 'show']).as(name('show')).where('id', recordId())
  router
    .post('/:id/retry', [EmailHistoriesController, 'retry'])
    .as(name('retry'))
    .where('id', recordId())
})
