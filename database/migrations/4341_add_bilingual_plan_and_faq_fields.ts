import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Staff edit the plan-detail accordion and the
 * FAQ in English and Thai (the plan's own copy already has both columns).
 * The English columns exist; these are their Thai twins, and the accordion
 * items' "variants"
 * (SPEC §3 "description and variants": short alternative readings shown
 * under the description, e.g. "select plans only").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('plan_detail_items', (table) => {
      // JSON lists, like `answers`.
      table.text('answers_th').nullable()
      table.text('variants').nullable()
      table.text('variants_th').nullable()
    })
    this.schema.alterTable('faq_entries', (table) => {
      table.string('group_heading_th', 200).nullable()
    })
  }

  async down() {
    this.schema.alterTable('faq_entries', (table) => {
      table.dropColumn('group_heading_th')
    })
    this.schema.alterTable('plan_detail_items', (table) => {
      table.dropColumn('answers_th')
      table.dropColumn('variants')
      table.dropColumn('variants_th')
    })
  }
}
