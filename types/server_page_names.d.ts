/**
 * The server program leaves the generated page map (.adonisjs/server/pages.d.ts)
 * out, because it imports the React pages. Here page names are open; the
 * browser program (inertia/tsconfig.json) includes the generated map and
 * checks every inertia.render() call's page name and props strictly.
 */
import '@adonisjs/inertia/types'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'

declare module '@adonisjs/inertia/types' {
  interface InertiaPages {
    [page: string]: Record<string, JSONDataTypes>
  }
}
