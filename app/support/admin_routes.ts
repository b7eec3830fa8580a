import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { adminSection, type AdminSectionKey } from '#support/admin_sections'

type SectionRoutes = {
  /** Route name inside the section: `name()` is the index (`admin.<key>`), `name('export')` → `admin.<key>.export`. */
  name: (action?: string) => string
}

/**
 * Registers a section's routes under the path the registry gives it, with
 * the staff guard on the whole group: the path is written once and no
 * route of the section (a POST especially) can forget the guard.
 *
 *   adminSectionRoutes('subscribers', ({ name }) => {
 *     router.get('/', [SubscribersListController, 'index']).as(name())
 *   })
 */
export function adminSectionRoutes(key: AdminSectionKey, define: (section: SectionRoutes) => void) {
  const section = adminSection(key)
  return router
    .group(() =>
      define({ name: (action) => (action ? `${section.route}.${action}` : section.route) })
    )
    .prefix(section.path)
    .use(middleware.staff({ section: key }))
}
