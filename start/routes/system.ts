import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/health_controller')
const LanguageController = () => import('#controllers/language_controller')

router.get('/health', [HealthController, 'live']).as('health.live')
router.get('/health/ready', [HealthController, 'ready']).as('health.ready')
router.post('/language', [LanguageController, 'store']).as('language.store')

const PlanDetailsController = () => import('#controllers/api/plan_details_controller')

router
  .get('/api/plans/:slug/details', [PlanDetailsController, 'show'])
  .as('api.plans.details')
  .where('slug', /^(personal|business)$/)
