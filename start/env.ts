/*
 * Every setting the application reads, validated once at boot. Each one is
 * documented in .env.example and the README.
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  APP_NAME: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),

  /* Database */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_FILENAME: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),
  PG_SSL: Env.schema.boolean.optional(),

  /* Redis: used for sessions and rate limits when selected below */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),

  /* Sessions and rate limits */
  SESSION_DRIVER: Env.schema.enum(['database', 'redis', 'memory'] as const),
  SESSION_IDLE_TIMEOUT: Env.schema.string.optional(),
  STAFF_SESSION_IDLE_TIMEOUT: Env.schema.string.optional(),
  LIMITER_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),
  /* Jobs: the app's database by default, Redis with QUEUE_DRIVER=redis */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  BILLING_CRASH_AFTER_CHARGE: Env.schema.string.optional(),

  /* Mail */
  MAIL_MAILER: Env.schema.enum.optional(['log', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),

  /* Social login (Ally) */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  FACEBOOK_CLIENT_ID: Env.schema.string.optional(),
  FACEBOOK_CLIENT_SECRET: Env.schema.string.optional(),
  LINE_CLIENT_ID: Env.schema.string.optional(),
  LINE_CLIENT_SECRET: Env.schema.string.optional(),

  /* Where staff notifications (contact form, tickets) are sent */
  STAFF_NOTIFICATION_EMAIL: Env.schema.string.optional({ format: 'email' }),

  /* Payments (DESIGN §4): sandbox by default; omise needs its keys (checked at boot) */
  PAYMENT_GATEWAY: Env.schema.enum.optional(['sandbox', 'omise'] as const),
  GOOGLE_PAY_MERCHANT_ID: Env.schema.string.optional(),
  OMISE_PUBLIC_KEY: Env.schema.string.optional(),
  OMISE_SECRET_KEY: Env.schema.secret.optional(),
  OMISE_WEBHOOK_SECRET: Env.schema.secret.optional(),
  OMISE_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /* Proxies whose X-Forwarded-For is believed (config/app.ts) */
  TRUSTED_PROXIES: Env.schema.string.optional(),

  /* Operations */
  DEVELOPER_EMAIL: Env.schema.string.optional({ format: 'email' }),
  /** Affiliate tracking mirrored to Tapfiliate's REST API v1.6 when set (DESIGN §8). */
  TAPFILIATE_API_KEY: Env.schema.string.optional(),
  TAPFILIATE_PROGRAM_ID: Env.schema.string.optional(),

  /* In-process cache of anonymous public pages, in MB (0 turns it off) */
  RENDER_CACHE_MB: Env.schema.number.optional(),
})
