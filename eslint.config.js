import { configApp } from '@adonisjs/eslint-config'

export default [
  ...configApp({
    ignores: ['build/**', 'public/assets/**', 'tmp/**', '.adonisjs/**'],
  }),
  {
    // The generated route registry and the public-page registry are plain
    // data the browser needs at run time.
    files: ['inertia/client.ts', 'inertia/lib/navigation.ts', 'inertia/components/topics/**'],
    rules: { '@adonisjs/no-backend-import-in-frontend': 'off' },
  },
  {
    // The form kit reads the field limits the validators use: a data-only
    // file with no imports, so no server code reaches the browser.
    files: ['inertia/components/form/**'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['../../../app/validators/limits'] },
      ],
    },
  },
  {
    // The date helpers are shared with the server: a file with no imports,
    // so no server code reaches the browser.
    files: ['inertia/lib/dates.ts'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['../../app/support/dates'] },
      ],
    },
  },
  {
    // The desk's plan limits are decided by one pure file (no imports) the request form shows too.
    files: ['inertia/pages/Settings/MyRequestNew.tsx'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['../../../app/support/desk_limits'] },
      ],
    },
  },
]
