import type { HttpContext } from '@adonisjs/core/http'
import { POI_LINK_TTL_HOURS } from '#jobs/identity_mail_job'
import { IDENTITY_DOCUMENT_TYPES } from '#enums/content'
import { appName } from '#config/app'
import { customerPoiList } from '#lists/customer_poi_list'
import type { IssuedLink } from '#controllers/admin/customer_poi_controller'

/** SPEC §2.9 Customer POI Management (lawyer): the requests and documents, and the request form. */
export default class CustomerPoiListController {
  async index(ctx: HttpContext) {
    const { inertia, session, i18n } = ctx
    return inertia.render('Admin/CustomerPoi', {
      list: await customerPoiList.page(ctx),
      documentTypes: IDENTITY_DOCUMENT_TYPES,
      linkHours: POI_LINK_TTL_HOURS,
      emailSubject: i18n.t('poi.mail.request.subject', { app: appName }),
      // The upload link just issued, for the copy-link popup.
      issued: (session.flashMessages.get('poi_link') as IssuedLink | undefined) ?? null,
    })
  }
}
