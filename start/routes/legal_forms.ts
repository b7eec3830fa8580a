/*
 * Online legal forms (SPEC §1): the library staff edit in
 * the content editor, and the member pages under /settings/legal-forms
 * (behind `auth` and the member area, like every settings page).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const AdminLegalFormsController = () => import('#controllers/admin/content/legal_forms_controller')
const AdminLegalFormsListController = () =>
  import('#controllers/admin/content/legal_forms_list_controller')
const LegalFormsController = () => import('#controllers/settings/legal_forms_controller')
const LegalFormDocumentsController = () =>
  import('#controllers/settings/legal_form_documents_controller')

const id = recordId()

adminSectionRoutes('legal_forms', ({ name }) => {
  const Controller = AdminLegalFormsController
  router.get('/', [AdminLegalFormsListController, 'index']).as(name())
  router.get('/create', [Controller, 'create']).as(name('create'))
  router.post('/', [Controller, 'store']).as(name('store'))
  router.get('/:id/edit', [Controller, 'edit']).as(name('edit')).where('id', id)
  router.put('/:id', [Controller, 'update']).as(name('update')).where('id', id)
  router.post('/:id/publish', [Controller, 'publish']).as(name('publish')).where('id', id)
  router.post('/:id/unpublish', [Controller, 'unpublish']).as(name('unpublish')).where('id', id)
  router.delete('/:id', [Controller, 'destroy']).as(name('destroy')).where('id', id)
})

router
  .group(() => {
    router.get('/', [LegalFormsController, 'index']).as('settings.legal-forms')
    router
      .get('/:id', [LegalFormsController, 'show'])
      .as('settings.legal-forms.show')
      .where('id', id)
    router
      .put('/:id/draft', [LegalFormsController, 'saveDraft'])
      .as('settings.legal-forms.draft')
      .where('id', id)
    router
      .post('/:id/document', [LegalFormDocumentsController, 'store'])
      .as('settings.legal-forms.document.store')
      .where('id', id)
    router
      .get('/:id/document', [LegalFormDocumentsController, 'show'])
      .as('settings.legal-forms.document')
      .where('id', id)
  })
  .prefix('/settings/legal-forms')
  .use([middleware.auth(), memberArea])
