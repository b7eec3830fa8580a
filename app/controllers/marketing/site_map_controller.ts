import type { HttpContext } from '@adonisjs/core/http'
import { siteMapSections } from '#services/content/site_map'

/**
 * The site-map page (SPEC §2.2): every indexed page of the registry
 * (the same list as sitemap.xml), grouped by section.
 */
export default class SiteMapController {
  async show({ inertia, i18n }: HttpContext) {
    return inertia.render('Marketing/SiteMap', { sections: siteMapSections(i18n) })
  }
}
