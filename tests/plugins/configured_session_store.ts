import type { PluginFn } from '@japa/runner/types'
import type { ApplicationService } from '@adonisjs/core/types'
import { configProvider } from '@adonisjs/core'
import { ApiRequest } from '@japa/api-client'
import { SessionClient } from '@adonisjs/session/client'

/**
 * @adonisjs/session's API-client plugin always keeps test sessions in the
 * memory store. When the suite runs with SESSION_DRIVER=redis (the
 * PostgreSQL + Redis run of CI), the server reads sessions from Redis, so
 * the test client must write `loginAs`, `withSession` and CSRF secrets
 * there too. Registered after sessionApiClient, it swaps the store only.
 */
export function configuredSessionStore(app: ApplicationService): PluginFn {
  return async () => {
    const config = await configProvider.resolve<any>(app, app.config.get('session', {}))
    if (!config || config.store === 'memory' || config.store === 'cookie') {
      return
    }
    const storeFactory = config.stores[config.store]
    ApiRequest.getter('sessionClient', () => new SessionClient(storeFactory(null, config)), true)
  }
}
