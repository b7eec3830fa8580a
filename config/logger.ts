import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, destination, syncDestination } from '@adonisjs/core/logger'
import { REDACT_CENSOR, REDACT_PATHS } from '#support/log_redaction'
import { errorRingHook } from '#services/platform/error_ring'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME') || 'lexpat',
      level: env.get('LOG_LEVEL'),
      // Passwords, tokens, card data and personal fields never reach a log.
      redact: { paths: REDACT_PATHS, censor: REDACT_CENSOR },
      // The server monitor's "last errors" (app/services/platform/error_ring.ts).
      hooks: { logMethod: errorRingHook as never },
      // Production writes JSON lines to stdout from the web process itself,
      // asynchronously (flushed on exit), not through a pino transport: a
      // transport runs in a worker thread, a second V8 isolate that cost the
      // web process 3-15 MB of RSS at rest (docs/performance.md).
      destination: app.inProduction
        ? destination({ dest: 1, sync: false })
        : await syncDestination(),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
