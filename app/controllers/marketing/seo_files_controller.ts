import type { HttpContext } from '@adonisjs/core/http'
import { robotsTxt, sitemapXml } from '#services/content/seo_files'

/** sitemap.xml and robots.txt (search engines). */
export default class SeoFilesController {
  async sitemap({ response }: HttpContext) {
    response.header('content-type', 'application/xml; charset=utf-8')
    return response.send(await sitemapXml())
  }

  async robots({ response }: HttpContext) {
    response.header('content-type', 'text/plain; charset=utf-8')
    return response.send(robotsTxt())
  }
}
