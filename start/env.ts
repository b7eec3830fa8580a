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
  /* Shared cache (config/cache.ts): memory per process by default, Redis second level and bus */
  CACHE_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),
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
  /* Bulk mail throttle: recipients per batch, pause between batches */
  MAIL_BATCH_SIZE: Env.schema.number.optional(),
  MAIL_BATCH_PAUSE_MS: Env.schema.number.optional(),

  /* Push notifications: log by default, FCM HTTP v1 when the service account is set */
  FCM_DRIVER: Env.schema.enum.optional(['log', 'fcm'] as const),
  FCM_PROJECT_ID: Env.schema.string.optional(),
  FCM_CLIENT_EMAIL: Env.schema.string.optional(),
  FCM_PRIVATE_KEY: Env.schema.secret.optional(),

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
  /** `off` stops this web process's once-a-minute silent-worker check (start/worker_watch.ts). */
  WORKER_WATCH: Env.schema.enum.optional(['on', 'off'] as const),
  /** `on` adds Server-Timing (session, auth, activity, props, menu, total) to responses (#support/server_timing). */
  SERVER_TIMING: Env.schema.enum.optional(['on', 'off'] as const),
  /** Affiliate tracking mirrored to Tapfiliate's REST API v1.6 when set (DESIGN §8). */
  TAPFILIATE_API_KEY: Env.schema.string.optional(),
  TAPFILIATE_PROGRAM_ID: Env.schema.string.optional(),
  /** Google Tag Manager container (SPEC §7), loaded after consent on public pages only (#support/tag_manager). */
  TAG_MANAGER_ID: (name: string, value?: string) => {
    const id = value?.trim()
    if (!id) return undefined
    if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) {
      throw new Error(`${name} must be a Google Tag Manager container id such as GTM-ABC1234`)
    }
    return id
  },

  /* GPT Chatroom assistant (DESIGN §9): offline by default, any OpenAI-compatible endpoint when set */
  OPENAI_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  OPENAI_API_KEY: Env.schema.secret.optional(),
  OPENAI_MODEL: Env.schema.string.optional(),
  /* Support chat server-sent events across web processes: memory (one process) or redis */
  TRANSMIT_TRANSPORT: Env.schema.enum.optional(['memory', 'redis'] as const),

  /* In-process cache of anonymous public pages, in MB (0 turns it off) */
  RENDER_CACHE_MB: Env.schema.number.optional(),
  /* Full page renders at once per web process (default: CPUs) and how many may wait (default 32; #support/render_queue) */
  RENDER_CONCURRENCY: Env.schema.number.optional(),
  RENDER_QUEUE_DEPTH: Env.schema.number.optional(),

  /* Files (config/drive.ts): private disk and public-content disk, local by default */
  DRIVE_DISK: Env.schema.enum.optional(['local', 's3'] as const),
  DRIVE_PUBLIC_DISK: Env.schema.enum.optional(['public', 's3_public'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_PUBLIC_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_SUPPORTS_ACL: Env.schema.boolean.optional(),
  S3_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
})
