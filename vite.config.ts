import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { compactRouteTable, routeArea, type RouteArea } from './inertia/lib/route_table.js'

/**
 * `virtual:route-table`: each route's pattern, read from the generated Tuyau
 * registry (inertia/lib/route_table.ts), so the browser builds URLs without
 * the registry itself. The member settings' routes are
 * `virtual:route-table/member`, loaded with the first page outside the public
 * site (inertia/app.tsx); the admin routes are `virtual:route-table/admin`,
 * loaded with the admin shell (inertia/layouts/layout_for.tsx).
 */
function routeTable(): Plugin {
  const areas: Record<string, RouteArea> = {
    'virtual:route-table': 'public',
    'virtual:route-table/member': 'member',
    'virtual:route-table/admin': 'admin',
  }
  const registry = `${import.meta.dirname}/.adonisjs/client/registry/index.ts`
  return {
    name: 'lexpat:route-table',
    resolveId: (source) => (Object.hasOwn(areas, source) ? `\0${source}` : undefined),
    load(resolved) {
      const id = resolved.slice(1)
      if (!resolved.startsWith('\0') || !Object.hasOwn(areas, id)) return
      const area = areas[id]
      this.addWatchFile(registry)
      const table = compactRouteTable(readFileSync(registry, 'utf8'))
      const part = Object.fromEntries(
        Object.entries(table).filter(([name]) => routeArea(name) === area)
      )
      return `export const routes = ${JSON.stringify(part)}`
    },
  }
}

/**
 * @inertiajs/react (3.7.1) reads its layout-props store with
 * `useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)`: the
 * server snapshot is another object than the store's own empty one, so right
 * after every hydration React sees the store "change" and re-renders the whole
 * page synchronously (SyncLane), a 250-350 ms task at Lighthouse's 4x
 * slowdown on every first visit. In the browser the hydrating render reads
 * the store itself (empty until a page sets layout props, as on the server,
 * where nothing changes: the server render keeps the empty snapshot). The
 * build fails if the line changes.
 */
function inertiaHydrationSnapshot(): Plugin {
  const from = 'useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)'
  const to = 'useSyncExternalStore(store.subscribe, store.get, store.get)'
  return {
    name: 'lexpat:inertia-hydration-snapshot',
    transform(code: string, id: string, options?: { ssr?: boolean }) {
      if (options?.ssr || !/@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/.test(id)) return
      if (!code.includes(from)) {
        throw new Error(`@inertiajs/react changed: "${from}" not found (vite.config.ts)`)
      }
      return { code: code.replace(from, to), map: null }
    },
  }
}

/**
 * The browser entry starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; other browsers ignore the
 * comment): its functions are compiled eagerly as the script loads (on a
 * background thread when Chromium streams it) instead of one by one on
 * first call inside the entry's evaluation, the one long task left after the
 * first paint. Nearly all of the entry runs on load (react-dom, Inertia, the
 * app's start). Rolldown adds the line after minification (`postBanner`), so
 * it counts in the file's hash; Vite's preload map is put above it, which V8
 * accepts. Server bundles are left as they are.
 */
function compileHints(): Plugin {
  return {
    name: 'lexpat:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
      }
    },
  }
}

export default defineConfig({
  plugins: [
    compileHints(),
    react(),
    routeTable(),
    inertiaHydrationSnapshot(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      // Also listed as the SSR entrypoint in config/inertia.ts.
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  // Several checkouts testing at once each need their own HMR socket: @adonisjs/vite
  // opens it on VITE_HMR_PORT (bin/test.ts derives it from PORT: 3491 → 23491).
  // The dependency cache of this checkout (not node_modules/.vite, which checkouts
  // sharing one node_modules would overwrite for each other).
  cacheDir: `${import.meta.dirname}/tmp/vite`,
  optimizeDeps: {
    // The development server pre-bundles @inertiajs/react: the same fix there.
    rolldownOptions: { plugins: [inertiaHydrationSnapshot()] },
    // Pages are loaded lazily; scanning them all at start-up keeps Vite from
    // discovering a dependency mid-session and reloading the page (which
    // would drop a form submission in the browser tests).
    entries: ['inertia/app.tsx', 'inertia/pages/**/*.tsx'],
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      // Live Precognition validation is not used (see the file).
      'laravel-precognition': `${import.meta.dirname}/inertia/lib/precognition_off.ts`,
    },
  },
})
