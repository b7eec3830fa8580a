import { BaseTransformer } from '@adonisjs/core/transformers'
import type Service from '#models/service'
import { sanitizeRichText } from '#support/rich_text'
import { thaiMissing } from '#support/thai_content'

/** One service as the admin Manage Services list shows it (SPEC §2.9), its text for the dialog. */
export default class ServiceRowTransformer extends BaseTransformer<Service> {
  toObject() {
    const service = this.resource
    return {
      id: service.id,
      title: service.title,
      titleTh: service.titleTh,
      slug: service.slug,
      isActive: service.isActive,
      position: service.position,
      thaiMissing: thaiMissing(service, 'services'),
      description: sanitizeRichText(service.description),
      updatedAt: (service.updatedAt ?? service.createdAt).toISO()!,
    }
  }
}
