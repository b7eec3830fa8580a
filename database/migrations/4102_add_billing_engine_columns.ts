import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the renewal engine remembers:
 * - payments.initiator: who started the attempt (`customer` for checkout and
 *   pay now, `merchant` for renewals and dunning retries), so that the
 *   reconcile job settles a failed attempt by the right rules;
 * - subscriptions.renewal_reminder_sent_for: the period end an annual
 *   member was reminded about (the reminder goes out once per renewal).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.string('initiator', 10).notNullable().defaultTo('customer')
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.timestamp('renewal_reminder_sent_for').nullable()
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropColumn('renewal_reminder_sent_for')
    })
    this.schema.alterTable('payments', (table) => {
      table.dropColumn('initiator')
    })
  }
}
