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
]
