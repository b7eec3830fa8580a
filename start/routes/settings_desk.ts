/*
 * Settings › My requests (SPEC §1, §2.8): the member's legal desk, behind
 * `auth` and the member-area middleware like every settings page (hidden,
 * and its actions refused, for a member without a current plan).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { recordId } from '#support/route_params'

const MyRequestsController = () => import('#controllers/settings/my_requests_controller')

router
  .group(() => {
    router.get('/', [MyRequestsController, 'index']).as('settings.my-requests')
    router.get('/new', [MyRequestsController, 'create']).as('settings.my-requests.create')
    router.post('/', [MyRequestsController, 'store']).as('settings.my-requests.store')
    router.post('/uploads', [MyRequestsController, 'upload']).as('settings.my-requests.uploads')
    router
      .delete('/uploads/:fileId', [MyRequestsController, 'discard'])
      .as('settings.my-requests.uploads.destroy')
      .where('fileId', recordId())
    router
      .get('/:id', [MyRequestsController, 'show'])
      .as('settings.my-requests.show')
      .where('id', recordId())
    router
      .post('/:id/messages', [MyRequestsController, 'message'])
      .as('settings.my-requests.messages')
      .where('id', recordId())
    router
      .get('/:id/files/:fileId', [MyRequestsController, 'file'])
      .as('settings.my-requests.file')
      .where('id', recordId())
      .where('fileId', recordId())
  })
  .prefix('/settings/my-requests')
  .use([middleware.auth(), memberArea])
