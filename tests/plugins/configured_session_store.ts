import type { PluginFn } from '@japa/runner/types'
import type { ApplicationService } from '@adonisjs/core/types'
import { configProvider } from '@adonisjs/core'
import { ApiRequest } from '@japa/api-client'
import { decoratorsCollection } from '@japa/browser-client'
import { SessionClient } from '@adonisjs/session/client'
import type { SessionStoreContract, SessionData } from '@adonisjs/session/types'

/**
 * @adonisjs/session's test plugins always keep test sessions in the memory
 * store, while the server reads them from the configured one (the
 * `sessions` table by default, Redis in CI's PostgreSQL run). Registered
 * after them, these plugins point `loginAs`, `withSession` and CSRF
 * secrets at the configured store.
 *
 * Two differences from the stock client, both through a wrapped store:
 * - it waits for its writes (the stock client does not await them, which
 *   a database or Redis store needs before the request goes out);
 * - after each request it deletes only the sessions it wrote itself, never
 *   the one the server answered with, so a test can keep a session cookie
 *   from a real sign-in and send it again later (cookie replay tests).
 */
class TestClientStore implements SessionStoreContract {
  #written = new Set<string>()
  #pending: Promise<unknown>[] = []

  /**
   * The store is made per operation: the database store keeps the
   * connection it was made with, and each test swaps in a transaction
   * (a browser context is made before the test's transaction begins).
   */
  constructor(private makeStore: () => SessionStoreContract) {}

  private get store() {
    return this.makeStore()
  }

  async settle() {
    await Promise.all(this.#pending.splice(0))
  }

  async read(sessionId: string) {
    await this.settle()
    return this.store.read(sessionId)
  }

  write(sessionId: string, values: SessionData) {
    this.#written.add(sessionId)
    const pending = Promise.resolve(this.store.write(sessionId, values))
    this.#pending.push(pending)
    return pending
  }

  destroy(sessionId: string) {
    if (!this.#written.has(sessionId)) return
    this.#written.delete(sessionId)
    const pending = Promise.resolve(this.store.destroy(sessionId))
    this.#pending.push(pending)
    return pending
  }

  touch(sessionId: string) {
    return this.store.touch(sessionId)
  }
}

class TestSessionClient extends SessionClient {
  constructor(private clientStore: TestClientStore) {
    super(clientStore)
  }

  async commit() {
    await super.commit()
    await this.clientStore.settle()
  }
}

async function configuredStore(app: ApplicationService) {
  const config = await configProvider.resolve<any>(app, app.config.get('session', {}))
  if (!config || config.store === 'cookie') return null
  const storeFactory = config.stores[config.store]
  return () => new TestSessionClient(new TestClientStore(() => storeFactory(null, config)))
}

/** For the API client (functional suite). */
export function configuredSessionStore(app: ApplicationService): PluginFn {
  return async () => {
    const makeClient = await configuredStore(app)
    if (makeClient) ApiRequest.getter('sessionClient', makeClient, true)
  }
}

/**
 * For the browser client: registered after sessionBrowserClient and
 * authBrowserClient. Their `loginAs` does not wait for `setSession`; with
 * a store slower than memory, the first page would open signed out. Here
 * `loginAs` returns once the session is written.
 */
export function configuredBrowserSessionStore(app: ApplicationService): PluginFn {
  return async () => {
    const makeClient = await configuredStore(app)
    if (!makeClient) return
    decoratorsCollection.register({
      context(context: any) {
        context.sessionClient = makeClient()
        const pending: Promise<unknown>[] = []
        const setSession = context.setSession
        context.setSession = function (...args: unknown[]) {
          const write = setSession.apply(this, args)
          pending.push(write)
          return write
        }
        for (const name of ['loginAs'] as const) {
          const original = context[name]
          context[name] = async function (...args: unknown[]) {
            await original.apply(this, args)
            await Promise.all(pending.splice(0))
          }
        }
      },
    })
  }
}
