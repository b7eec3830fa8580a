/*
 * Admin › content: Blogs, Tags, Categories, Services, Reviews, Terms &
 * Conditions, the plan details pages and the FAQ. Paths, roles and guards come
 * from the registry (app/support/admin_sections.ts).
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const TermsController = () => import('#controllers/admin/content/terms_controller')
const TermsListController = () => import('#controllers/admin/content/terms_list_controller')
const id = recordId()
const BlogsController = () => import('#controllers/admin/content/blogs_controller')
const BlogsListController = () => import('#controllers/admin/content/blogs_list_controller')
const ContentImagesController = () => import('#controllers/admin/content/images_controller')
const TagsController = () => import('#controllers/admin/content/tags_controller')
const TagsListController = () => import('#controllers/admin/content/tags_list_controller')
const CategoriesController = () => import('#controllers/admin/content/categories_controller')
const CategoriesListController = () =>
  import('#controllers/admin/content/categories_list_controller')
const ServicesController = () => import('#controllers/admin/content/services_controller')
const ServicesListController = () => import('#controllers/admin/content/services_list_controller')
const ReviewsController = () => import('#controllers/admin/content/reviews_controller')
const ReviewsListController = () => import('#controllers/admin/content/reviews_list_controller')
const FaqController = () => import('#controllers/admin/faq_controller')
const FaqListController = () => import('#controllers/admin/faq_list_controller')

/** The same screens for each plan: one section (path, guard) per plan in the registry. */
function planDetailRoutes(
  key: 'personal_plan' | 'business_plan',
  // Each pair shares one base class and its actions; only the plan differs.
  controller: typeof PersonalPlanDetailsController | typeof BusinessPlanDetailsController,
  listController:
    typeof PersonalPlanDetailsListController | typeof BusinessPlanDetailsListController
) {
  adminSectionRoutes(key, ({ name }) => {
    router.get('/', [listController, 'index']).as(name())
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

const PersonalPlanDetailsController = () =>
  import('#controllers/admin/personal_plan_details_controller')

const BusinessPlanDetailsController = () =>
  import('#controllers/admin/business_plan_details_controller')
const PersonalPlanDetailsListController = () =>
  import('#controllers/admin/personal_plan_details_list_controller')
const BusinessPlanDetailsListController = () =>
  import('#controllers/admin/business_plan_details_list_controller')

adminSectionRoutes('terms', ({ name }) => {
  router.get('/', [TermsListController, 'index']).as(name())
  router.get('/create', [TermsController, 'create']).as(name('create'))
  router.post('/', [TermsController, 'store']).as(name('store'))
  router.get('/:id/edit', [TermsController, 'edit']).as(name('edit')).where('id', id)
  router.put('/:id', [TermsController, 'update']).as(name('update')).where('id', id)
  router.post('/:id/publish', [TermsController, 'publish']).as(name('publish')).where('id', id)
  router.delete('/:id', [TermsController, 'destroy']).as(name('destroy')).where('id', id)
})

planDetailRoutes('personal_plan', PersonalPlanDetailsController, PersonalPlanDetailsListController)

planDetailRoutes('business_plan', BusinessPlanDetailsController, BusinessPlanDetailsListController)

adminSectionRoutes('blogs', ({ name }) => {
  router.get('/', [BlogsListController, 'index']).as(name())
  router.get('/create', [BlogsController, 'create']).as(name('create'))
  router.post('/', [BlogsController, 'store']).as(name('store'))
  router.get('/:id/edit', [BlogsController, 'edit']).as(name('edit')).where('id', id)
  router.put('/:id', [BlogsController, 'update']).as(name('update')).where('id', id)
  router.post('/:id/publish', [BlogsController, 'publish']).as(name('publish')).where('id', id)
  router
    .post('/:id/unpublish', [BlogsController, 'unpublish'])
    .as(name('unpublish'))
    .where('id', id)
  router.delete('/:id', [BlogsController, 'destroy']).as(name('destroy')).where('id', id)
  // Images of every rich-text editor (blogs, terms, services, plans, FAQ, mail templates).
  router.post('/images', [ContentImagesController, 'store']).as(name('images.store'))
})

for (const [key, Controller, ListController] of [
  ['tags', TagsController, TagsListController],
  ['categories', CategoriesController, CategoriesListController],
] as const) {
  adminSectionRoutes(key, ({ name }) => {
    router.get('/', [ListController, 'index']).as(name())
    router.post('/', [Controller, 'store']).as(name('store'))
    router.put('/:id', [Controller, 'update']).as(name('update')).where('id', id)
    router.delete('/:id', [Controller, 'destroy']).as(name('destroy')).where('id', id)
  })
}

adminSectionRoutes('services', ({ name }) => {
  router.get('/', [ServicesListController, 'index']).as(name())
  router.get('/create', [ServicesController, 'create']).as(name('create'))
  router.post('/', [ServicesController, 'store']).as(name('store'))
  router.get('/:id/edit', [ServicesController, 'edit']).as(name('edit')).where('id', id)
  router.put('/:id', [ServicesController, 'update']).as(name('update')).where('id', id)
  router.delete('/:id', [ServicesController, 'destroy']).as(name('destroy')).where('id', id)
})

adminSectionRoutes('reviews', ({ name }) => {
  router.get('/', [ReviewsListController, 'index']).as(name())
  router.get('/create', [ReviewsController, 'create']).as(name('create'))
  router.post('/', [ReviewsController, 'store']).as(name('store'))
  router.get('/:id/edit', [ReviewsController, 'edit']).as(name('edit')).where('id', id)
  router.put('/:id', [ReviewsController, 'update']).as(name('update')).where('id', id)
  router.post('/:id/publish', [ReviewsController, 'publish']).as(name('publish')).where('id', id)
  router.post('/:id/hide', [ReviewsController, 'hide']).as(name('hide')).where('id', id)
  router.delete('/:id', [ReviewsController, 'destroy']).as(name('destroy')).where('id', id)
})

adminSectionRoutes('faq', ({ name }) => {
  router.get('/', [FaqListController, 'index']).as(name())
  router.get('/create', [FaqController, 'create']).as(name('create'))
  router.post('/', [FaqController, 'store']).as(name('store'))
  router.get('/:id/edit', [FaqController, 'edit']).as(name('edit')).where('id', recordId())
  router.put('/:id', [FaqController, 'update']).as(name('update')).where('id', recordId())
  router.delete('/:id', [FaqController, 'destroy']).as(name('destroy')).where('id', recordId())
  router.post('/:id/move', [FaqController, 'move']).as(name('move')).where('id', recordId())
})
