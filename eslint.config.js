import { configApp } from '@adonisjs/eslint-config'

export default [
  ...configApp({
    ignores: ['build/**', 'public/assets/**', 'tmp/**', '.adonisjs/**'],
  }),
  {
    // The generated route registry is data the browser needs at run time.
    files: ['inertia/client.ts'],
    rules: { '@adonisjs/no-backend-import-in-frontend': 'off' },
  },
]
