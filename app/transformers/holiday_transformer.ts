import { BaseTransformer } from '@adonisjs/core/transformers'
import type Holiday from '#models/holiday'

/**
 * A public holiday of Admin › Settings (DESIGN §11). Its row doubles as the
 * edit form's values, so it keeps the validator's field names.
 */
export default class HolidayTransformer extends BaseTransformer<Holiday> {
  toObject() {
    return {
      id: this.resource.id,
      date: this.resource.date,
      name_en: this.resource.nameEn,
      name_th: this.resource.nameTh,
    }
  }
}
