import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import { reconnectForever } from '#config/redis'

/**
 * Server-sent events of the support chat console. One web
 * process: events stay in memory. Several behind a load balancer:
 * TRANSMIT_TRANSPORT=redis relays them through Redis (database 3 of
 * REDIS_HOST), so a hand-off seen by one process reaches a console
 * connected to another.
 */
export default defineConfig({
  pingInterval: '30s',
  transport:
    // Ace commands (migrations, the worker) broadcast no chat event: they
    // open no Redis client for it, and so never wait for Redis to stop.
    env.get('TRANSMIT_TRANSPORT') === 'redis' && app.getEnvironment() !== 'console'
      ? {
          driver: redis({
            host: env.get('REDIS_HOST') || '127.0.0.1',
            port: env.get('REDIS_PORT') || 6379,
            password: env.get('REDIS_PASSWORD'),
            db: 3,
            keyPrefix: 'lexpat:transmit:',
            // Reconnects forever, like every Redis client of the app. Its
            // subscription and messages wait for Redis to come back (a
            // failed subscribe would stop the process; a message published
            // meanwhile is sent on reconnection).
            ...reconnectForever,
            maxRetriesPerRequest: null,
          }),
        }
      : null,
})
