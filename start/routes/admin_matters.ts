/*
 * Casework (issue 18 items 1-2): Matters and their service log. Path and
 * roles come from the registry (app/support/admin_sections.ts); a lawyer's
 * reach to their own matters is the MatterPolicy's.
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const MattersController = () => import('#controllers/admin/matters_controller')
const MatterServicesController = () => import('#controllers/admin/matter_services_controller')

adminSectionRoutes('matters', ({ name }) => {
  router.get('/', [MattersController, 'index']).as(name())
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
