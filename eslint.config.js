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
    // Countries and phone numbers are shared with the server: files that import
    // nothing but libphonenumber-js, so no server code reaches the browser.
    files: ['inertia/lib/countries.ts', 'inertia/lib/phone_numbers.ts'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        { allowed: ['../../app/support/countries', '../../app/support/phone_numbers'] },
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
    // One dialect for props: a page's props are typed with the generated
    // `Data.*` of the transformer that shapes them (`@generated/data`),
    // never by importing a controller, service, model or transformer, not
    // even `import type`. What the browser may import from app/ is what the
    // server and the browser share as plain data or pure functions:
    // app/enums (constants), app/validators/limits (field limits),
    // app/support (isomorphic helpers such as dates, business hours, the
    // page registry) and app/types (the shared-props contract).
    files: ['inertia/**/*.ts', 'inertia/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/controllers/**',
                '**/app/services/**',
                '**/app/models/**',
                '**/app/transformers/**',
                '#controllers/*',
                '#services/*',
                '#models/*',
                '#transformers/*',
              ],
              message:
                'Type props with the generated Data.* (@generated/data); the browser imports only app/enums, app/validators/limits, app/support and app/types.',
            },
          ],
        },
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
