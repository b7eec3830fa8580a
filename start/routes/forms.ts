/*
 * Public forms, FAQ, blog and search-engine files. Names and paths of the
 * public pages are those of app/support/site_pages.ts.
 */
import router from '@adonisjs/core/services/router'
import { throttleForms } from '#start/limiter'

const ContactController = () => import('#controllers/marketing/contact_controller')
const FaqController = () => import('#controllers/marketing/faq_controller')
const BlogController = () => import('#controllers/marketing/blog_controller')
const SupportTicketsController = () => import('#controllers/marketing/support_tickets_controller')
const EmergencyRequestsController = () =>
  import('#controllers/marketing/emergency_requests_controller')
const LivingWillRequestsController = () =>
  import('#controllers/marketing/living_will_requests_controller')
const DeletionRequestsController = () =>
  import('#controllers/marketing/deletion_requests_controller')
const SurveysController = () => import('#controllers/marketing/surveys_controller')
const SiteMapController = () => import('#controllers/marketing/site_map_controller')
const SeoFilesController = () => import('#controllers/marketing/seo_files_controller')
const LeadsController = () => import('#controllers/api/leads_controller')

router.get('/resources/contact-us', [ContactController, 'show']).as('resources.contact-us')
router
  .post('/resources/contact-us', [ContactController, 'store'])
  .as('resources.contact-us.store')
  .use(throttleForms)

router.get('/faqs/general', [FaqController, 'general']).as('faqs-general')
router.get('/resources/faq', [FaqController, 'resources']).as('resources.faq')

router.get('/resources/blog', [BlogController, 'index']).as('resources.blog')
router.get('/resources/blog/:slug', [BlogController, 'show']).as('resources.blog.show')

router.get('/support/ticket', [SupportTicketsController, 'create']).as('support.ticket')
router
  .post('/support/ticket', [SupportTicketsController, 'store'])
  .as('support.ticket.store')
  .use(throttleForms)

router.get('/support/emergency', [EmergencyRequestsController, 'create']).as('support.emergency')
router
  .post('/support/emergency', [EmergencyRequestsController, 'store'])
  .as('support.emergency.store')
  .use(throttleForms)

router
  .get('/support/living-mail', [LivingWillRequestsController, 'create'])
  .as('support.living-mail')
router
  .post('/support/living-mail', [LivingWillRequestsController, 'store'])
  .as('support.living-mail.store')
  .use(throttleForms)

router.get('/request-delete', [DeletionRequestsController, 'create']).as('request-delete')
router
  .post('/request-delete', [DeletionRequestsController, 'store'])
  .as('request-delete.store')
  .use(throttleForms)

router.get('/survey', [SurveysController, 'show']).as('survey')
router.post('/survey', [SurveysController, 'store']).as('survey.store').use(throttleForms)

router.get('/site-map', [SiteMapController, 'show']).as('site-map')
router.get('/sitemap.xml', [SeoFilesController, 'sitemap']).as('sitemap')
router.get('/robots.txt', [SeoFilesController, 'robots']).as('robots')

router.post('/api/leads', [LeadsController, 'store']).as('api.leads.store').use(throttleForms)
