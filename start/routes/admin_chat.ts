import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { adminSectionRoutes } from '#support/admin_routes'
import { recordId } from '#support/route_params'
import { access } from '#support/admin_access'
import { CONSOLE_CHANNEL } from '#services/chat/conversations'

const ChatConsoleController = () => import('#controllers/admin/chat_console_controller')
const ChatStreamController = () => import('#controllers/admin/chat_stream_controller')
const ChatBuildsController = () => import('#controllers/admin/chat_builds_controller')

// The console channel: only who may open the section (its routes carry the staff guard too).
transmit.authorize(CONSOLE_CHANNEL, (ctx) => access.canOpen(ctx.auth.user, 'chat_app'))

// SPEC §2.9 Support chat app (super_admin). The transmit client talks to
// `<baseUrl>/__transmit/*`; its base URL is this section's path.
adminSectionRoutes('chat_app', ({ name }) => {
  const id = recordId()
  router.get('/', [ChatConsoleController, 'index']).as(name())
  router
    .post('/conversations/:id/take', [ChatConsoleController, 'take'])
    .as(name('take'))
    .where('id', id)
  router
    .post('/conversations/:id/messages', [ChatConsoleController, 'reply'])
    .as(name('reply'))
    .where('id', id)
  router
    .post('/conversations/:id/close', [ChatConsoleController, 'close'])
    .as(name('close'))
    .where('id', id)
  router.get('/download', [ChatBuildsController, 'download']).as(name('download'))
  router.post('/builds', [ChatBuildsController, 'store']).as(name('builds.store'))
  router.get('/__transmit/events', [ChatStreamController, 'events']).as(name('stream'))
  router.post('/__transmit/subscribe', [ChatStreamController, 'subscribe']).as(name('subscribe'))
  router
    .post('/__transmit/unsubscribe', [ChatStreamController, 'unsubscribe'])
    .as(name('unsubscribe'))
})
