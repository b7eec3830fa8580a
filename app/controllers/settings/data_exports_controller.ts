import type { HttpContext } from '@adonisjs/core/http'
import type { DateTime } from 'luxon'
import DataExport from '#models/data_export'
import PrepareDataExportJob from '#jobs/prepare_data_export_job'
import {
  EXPORT_PURPOSE,
  downloadArchive,
  downloadUrl,
  isDownloadable,
  requestExport,
} from '#services/accounts/data_export'
import { documentId } from '#services/documents/http'
import { privateDownload } from '#support/private_download'
import { documentDate, documentLocale } from '#services/documents/thai_text'

/**
 * PDPA self-service: "download my data", prepared by
 * the queue and mailed as an expiring link; the account deletion of
 * Profile Details is linked from the page.
 */
export default class DataExportsController {
  async index({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const locale = documentLocale(i18n.locale)
    const rows = await DataExport.query().where('user_id', user.id).orderBy('id', 'desc').limit(10)
    const day = (date: DateTime | null) => (date ? documentDate(date, locale) : null)
    return inertia.render('Settings/DataExport', {
      exports: rows.map((row) => ({
        id: row.id,
        status: isDownloadable(row) || row.status !== 'ready' ? row.status : 'expired',
        requestedOn: day(row.requestedAt)!,
        expiresOn: day(row.expiresAt),
        downloadUrl: isDownloadable(row) ? downloadUrl(row) : null,
      })),
    })
  }

  async store({ auth, session, i18n, response }: HttpContext) {
    const { export: row, created } = await requestExport(auth.getUserOrFail())
    if (created) PrepareDataExportJob.queueFor(row.id)
    session.flash(
      created ? 'success' : 'info',
      i18n.t(created ? 'data_export.requested' : 'data_export.already_pending')
    )
    return response.redirect().toRoute('settings.data-export')
  }

  /** The mailed link: signed, the owner's own export only, until it expires. */
  async download({ auth, request, params, response, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const id = documentId(params.id)
    if (!request.hasValidSignature(EXPORT_PURPOSE)) {
      return response.notFound(i18n.t('data_export.link_invalid'))
    }
    const row = await DataExport.query().where('id', id).where('user_id', user.id).firstOrFail()
    if (!isDownloadable(row)) {
      session.flash('error', i18n.t('data_export.link_expired'))
      return response.redirect().toRoute('settings.data-export')
    }
    const archive = await downloadArchive(row)
    privateDownload(response)
    return response.attachment(archive.path, archive.name)
  }
}
