import type { PageModule } from '~/lib/pages'

/**
 * The loaders of every page that is not a public marketing or error page
 * (admin, settings, sign-in, checkout...). The browser entry (app.tsx)
 * fetches this list with the first such page, so public pages do not carry
 * a few hundred chunk names they never load (DESIGN §6, first load).
 */
export const otherPages = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/Marketing/**',
  '!../pages/Errors/**',
])
