import env from '#start/env'
import { defineConfig, drivers, store } from '@adonisjs/cache'

/**
 * One shared cache (DESIGN §11) for settings, the dashboard figures and the
 * content version (app/services/platform/shared_cache.ts). CACHE_STORE=memory (the
 * default) keeps it in each process; CACHE_STORE=redis adds Redis as the
 * second level (database 4 of REDIS_HOST) and a bus, so a write on one web
 * process drops the others' in-memory copies at once.
 */
export const cacheStore = env.get('CACHE_STORE') || 'memory'

const memory = () => drivers.memory({ maxSize: '16mb', maxItems: 1000 })

const stores = {
  memory: () => ({ shared: store().useL1Layer(memory()) }),
  redis: () => ({
    shared: store()
      .useL1Layer(memory())
      .useL2Layer(drivers.redis({ connectionName: 'cache', prefix: 'cache' }))
      .useBus(drivers.redisBus({ connectionName: 'cache' })),
  }),
}[cacheStore]()

const cacheConfig = defineConfig({
  default: 'shared',
  prefix: 'lexpat',
  stores,
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
