/*
 * The member app's API: bearer tokens and push device
 * registration. No session and no CSRF token (config/shield.ts): the bearer
 * token is the credential.
 */
import router from '@adonisjs/core/services/router'
import { throttleLogin } from '#start/limiter'

const DevicesController = () => import('#controllers/api/devices_controller')

router
  .group(() => {
    router
      .post('/tokens', [DevicesController, 'issueToken'])
      .as('api.devices.tokens.store')
      .use(throttleLogin)
    router
      .delete('/tokens/current', [DevicesController, 'revokeToken'])
      .as('api.devices.tokens.destroy')
    router.post('/', [DevicesController, 'store']).as('api.devices.store')
    router.delete('/', [DevicesController, 'destroy']).as('api.devices.destroy')
  })
  .prefix('/api/devices')
  // Always JSON: an app that forgets `Accept` still gets 422/401 bodies, never a redirect.
  .use(async ({ request }, next) => {
    request.request.headers.accept = 'application/json'
    return next()
  })
