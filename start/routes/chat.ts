/*
 * The GPT Chatroom (SPEC §2.6, §7). `/chatroom/*` authenticate
 * with the chat's own bearer token (app/services/support_desk/chat/chat_tokens.ts), not
 * with the session: Shield's CSRF check does not apply to them
 * (config/shield.ts), the token does its job.
 */
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { minutesToWait } from '#start/limiter'

const ChatroomController = () => import('#controllers/chat/chatroom_controller')

/** 30 chat calls per 5 minutes per IP: a person typing never meets it, a script does. */
export const throttleChat = limiter.define('chat', (ctx) =>
  limiter
    .allowRequests(30)
    .every('5 minutes')
    .usingKey(`chat_${ctx.request.ip()}`)
    .limitExceeded((error) =>
      error.t('errors.E_TOO_MANY_REQUESTS', { minutes: minutesToWait(error.response.availableIn) })
    )
)

router.get('/chatGPT', [ChatroomController, 'open']).as('chat.open').use(throttleChat)
router.post('/chatroom/send', [ChatroomController, 'send']).as('chat.send').use(throttleChat)
router.get('/chatroom/messages', [ChatroomController, 'messages']).as('chat.messages')
router.post('/chatroom/revoke', [ChatroomController, 'revoke']).as('chat.revoke')
