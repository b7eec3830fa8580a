import { indexPages } from '@adonisjs/inertia'
import { generateRegistry } from '@tuyau/core/hooks'
import { defineConfig } from '@adonisjs/core/app'
import { indexEntities } from '@adonisjs/core'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/bouncer/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/queue/commands'),
    () => import('@adonisjs/cache/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('@adonisjs/drive/drive_provider'),
  ],

  preloads: [
    () => import('#start/logger'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/view'),
    () => import('#start/mail_history'),
    () => import('#start/cache'),
    { file: () => import('#start/health'), environment: ['web'] },
    { file: () => import('#start/worker_watch'), environment: ['web'] },
    { file: () => import('#start/transformers'), environment: ['web'] },
    { file: () => import('#start/signatures'), environment: ['web', 'test'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec.{ts,js}'],
        name: 'unit',
        timeout: 10_000,
      },
      {
        files: ['tests/functional/**/*.spec.{ts,js}'],
        name: 'functional',
        timeout: 30_000,
      },
      {
        files: ['tests/browser/**/*.spec.{ts,js}'],
        name: 'browser',
        timeout: 60_000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [
      indexPages({ framework: 'react' }),
      generateRegistry(),
      // Page data types come from the transformers: `.adonisjs/client/data.d.ts`
      // exports `Data.<Name>` (and `Data.SharedProps`) for the browser code.
      indexEntities({
        controllers: { enabled: false },
        events: { enabled: false },
        listeners: { enabled: false },
        transformers: { enabled: true, withSharedProps: true },
      }),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
