import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * In-process counters on one machine; Redis when several web processes
 * must share them (LIMITER_STORE=redis).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE') || 'memory',
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'limiter' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
