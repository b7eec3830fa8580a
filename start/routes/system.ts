import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/health_controller')
const LanguageController = () => import('#controllers/language_controller')
const CsrfController = () => import('#controllers/csrf_controller')

router.get('/health', [HealthController, 'live']).as('health.live')
router.get('/health/ready', [HealthController, 'ready']).as('health.ready')
router.post('/language', [LanguageController, 'store']).as('language.store')
router.get('/csrf', [CsrfController, 'show']).as('csrf.show')

const PlanDetailsController = () => import('#controllers/api/plan_details_controller')

router
  .get('/api/plans/:slug/details', [PlanDetailsController, 'show'])
  .as('api.plans.details')
  .where('slug', /^(personal|business)$/)
