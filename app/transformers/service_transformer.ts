import { LocalizedTransformer } from '#transformers/concerns/readers'
import Service from '#models/service'
import { localized } from '#support/localized'
import { sanitizeRichText } from '#support/rich_text'

/** A service staff show on the site (Manage Services). */
export default class ServiceTransformer extends LocalizedTransformer<Service> {
  /** The edit form of Manage Services; a new service starts blank and active. */
  static form(service: Service | null) {
    return new ServiceTransformer(service ?? new Service()).toForm()
  }

  /** As the home page shows it, in the visitor's language. */
  toObject() {
    const service = this.resource
    return {
      id: service.id,
      title: localized(service.title, service.titleTh, this.locale),
      // Sanitized on save and again here, on render (DESIGN §6).
      descriptionHtml: sanitizeRichText(
        localized(service.description, service.descriptionTh, this.locale)
      ),
    }
  }

  /** Form values carry the validator's field names; rich text reaches the editor sanitized. */
  toForm() {
    const service = this.resource
    return {
      title: service.title ?? '',
      title_th: service.titleTh ?? '',
      slug: service.slug ?? '',
      description: sanitizeRichText(service.description),
      description_th: sanitizeRichText(service.descriptionTh),
      position: service.position ?? 0,
      is_active: service.isActive ?? true,
    }
  }
}
