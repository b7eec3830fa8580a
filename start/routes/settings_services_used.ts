/*
 * Settings › Services used, behind `auth` and the
 * member-area middleware like every settings page.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'

const ServicesUsedController = () => import('#controllers/settings/services_used_controller')

router
  .get('/settings/services-used', [ServicesUsedController, 'index'])
  .as('settings.services-used')
  .use([middleware.auth(), memberArea])
