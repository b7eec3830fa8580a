import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, syncDestination, targets } from '@adonisjs/core/logger'
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
      destination: !app.inProduction ? await syncDestination() : undefined,
      transport: {
        targets: [targets.file({ destination: 1 })],
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
