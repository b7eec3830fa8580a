import { defineConfig } from '@adonisjs/inertia'

/**
 * Every page is server-rendered so that it works and indexes without
 * JavaScript. The entrypoint is also listed under serverEntryPoints in
 * vite.config.ts so that it is bundled for production.
 */
const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig
