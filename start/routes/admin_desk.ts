/*
 * The member's requests as staff work them (SPEC §1, §2.9): threads read
 * and answered from the matter page and the consultancy request and ticket
 * dialogs. Under Matters (the four roles and lawyer); which requests a
 * lawyer reaches is the MatterPolicy's, as for matters.
 */
import router from '@adonisjs/core/services/router'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'

const DeskThreadsController = () => import('#controllers/admin/desk_threads_controller')

adminSectionRoutes('matters', ({ name }) => {
  router.get('/requests', [DeskThreadsController, 'index']).as(name('requests'))
  router.post('/requests/uploads', [DeskThreadsController, 'upload']).as(name('requests.uploads'))
  router
    .post('/requests/:id/messages', [DeskThreadsController, 'message'])
    .as(name('requests.messages'))
    .where('id', recordId())
  router
    .post('/requests/:id/close', [DeskThreadsController, 'close'])
    .as(name('requests.close'))
    .where('id', recordId())
  router
    .post('/requests/:id/files/:fileId/pages', [DeskThreadsController, 'pages'])
    .as(name('requests.pages'))
    .where('id', recordId())
    .where('fileId', recordId())
  router
    .get('/requests/:id/files/:fileId', [DeskThreadsController, 'file'])
    .as(name('requests.file'))
    .where('id', recordId())
    .where('fileId', recordId())
})
