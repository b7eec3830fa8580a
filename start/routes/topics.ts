import router from '@adonisjs/core/services/router'
import { TOPIC_ROUTES } from '#support/site_pages'

/**
 * Topic pages of the Personal and Business navigation and the service-area
 * pages (SPEC §2.2): one route per kind, one URL per slug. A slug that is not
 * listed in app/support/site_pages.ts gets the not-found page.
 */
const TopicsController = () => import('#controllers/marketing/topics_controller')

router
  .get(TOPIC_ROUTES.personal.path, [TopicsController, 'personal'])
  .as(TOPIC_ROUTES.personal.route)
router
  .get(TOPIC_ROUTES.business.path, [TopicsController, 'business'])
  .as(TOPIC_ROUTES.business.route)
router
  .get(TOPIC_ROUTES.service.path, [TopicsController, 'serviceArea'])
  .as(TOPIC_ROUTES.service.route)
