import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ContactChannels } from '#services/support_desk/contact_channels'

/** How visitors reach Lexpat (SPEC §1, §2.5): the stored setting with its defaults filled in. */
export default class ContactChannelsTransformer extends BaseTransformer<ContactChannels> {
  toObject(): ContactChannels {
    return this.resource
  }
}
