import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PromptPay (DESIGN §11): a payment attempt is made by card or by a
 * PromptPay QR. A QR attempt keeps the scannable image the gateway gave,
 * when it expires, and where the member goes once it is paid. The sandbox's
 * charges carry their source type and expiry like Omise's.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.string('method', 20).notNullable().defaultTo('card')
      table.text('qr_image_uri').nullable()
      table.timestamp('expires_at').nullable()
      table.string('return_path', 255).nullable()
    })
    this.schema.alterTable('sandbox_charges', (table) => {
      table.string('source_type', 20).nullable()
      table.timestamp('expires_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('sandbox_charges', (table) => {
      table.dropColumn('source_type')
      table.dropColumn('expires_at')
    })
    this.schema.alterTable('payments', (table) => {
      table.dropColumn('method')
      table.dropColumn('qr_image_uri')
      table.dropColumn('expires_at')
      table.dropColumn('return_path')
    })
  }
}
