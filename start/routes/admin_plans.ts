/*
 * Admin II, issue 13 points 5, 6 and 10: Manage Plan Details (Personal and
 * Business Plan), FAQ and Customer POI Management. Paths and guards come
 * from the registry (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const PersonalPlanDetailsController = () =>
  import('#controllers/admin/personal_plan_details_controller')
const BusinessPlanDetailsController = () =>
  import('#controllers/admin/business_plan_details_controller')
const FaqController = () => import('#controllers/admin/faq_controller')
const CustomerPoiController = () => import('#controllers/admin/customer_poi_controller')

/** The same screens for each plan: one section (path, guard) per plan in the registry. */
function planDetailRoutes(
  key: 'personal_plan' | 'business_plan',
  // Both controllers share one base class and its actions; only the plan differs.
  controller: typeof PersonalPlanDetailsController | typeof BusinessPlanDetailsController
) {
  adminSectionRoutes(key, ({ name }) => {
    router.get('/', [controller, 'index']).as(name())
    router.put('/copy', [controller, 'updateCopy']).as(name('copy'))
    router.post('/prices', [controller, 'storePrice']).as(name('prices'))
    router.get('/items/create', [controller, 'createItem']).as(name('items.create'))
    router.post('/items', [controller, 'storeItem']).as(name('items.store'))
    router
      .get('/items/:id/edit', [controller, 'editItem'])
      .as(name('items.edit'))
      .where('id', recordId())
    router
      .put('/items/:id', [controller, 'updateItem'])
      .as(name('items.update'))
      .where('id', recordId())
    router
      .delete('/items/:id', [controller, 'destroyItem'])
      .as(name('items.destroy'))
      .where('id', recordId())
    router
      .post('/items/:id/move', [controller, 'moveItem'])
      .as(name('items.move'))
      .where('id', recordId())
  })
}

planDetailRoutes('personal_plan', PersonalPlanDetailsController)
planDetailRoutes('business_plan', BusinessPlanDetailsController)

adminSectionRoutes('faq', ({ name }) => {
  router.get('/', [FaqController, 'index']).as(name())
  router.get('/create', [FaqController, 'create']).as(name('create'))
  router.post('/', [FaqController, 'store']).as(name('store'))
  router.get('/:id/edit', [FaqController, 'edit']).as(name('edit')).where('id', recordId())
  router.put('/:id', [FaqController, 'update']).as(name('update')).where('id', recordId())
  router.delete('/:id', [FaqController, 'destroy']).as(name('destroy')).where('id', recordId())
  router.post('/:id/move', [FaqController, 'move']).as(name('move')).where('id', recordId())
})

adminSectionRoutes('customer_poi', ({ name }) => {
  router.get('/', [CustomerPoiController, 'index']).as(name())
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
