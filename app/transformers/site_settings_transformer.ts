import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SiteSettingsForm } from '#services/platform/admin_settings'

/**
 * Admin Settings' current values (SPEC §2.9). A form: its keys are the
 * validator's field names, the body the form posts back.
 */
export default class SiteSettingsTransformer extends BaseTransformer<SiteSettingsForm> {
  toObject(): SiteSettingsForm {
    return this.resource
  }
}
