import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The partner's login (DESIGN §11): the partner a Personal membership
 * covers may have an account of their own, which shares the membership.
 *
 * - `users.partner_of_user_id`: this account is a partner login, on the
 *   membership of that member. Set when the member invites the partner and
 *   never changed: a partner login never becomes a member account.
 * - `partners.user_id`: the login invited for this partner (unique). The
 *   partner has access while this link exists and the membership is
 *   current; removing the partner removes the link.
 * - `partners.invited_at`: when the last invitation was sent.
 * - `entitlement_usages.used_by_id`: who of the membership used the
 *   service (the member or the partner), so shared usage says who used what.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table
        .integer('partner_of_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.index(['partner_of_user_id'])
    })
    this.schema.alterTable('partners', (table) => {
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.unique(['user_id'])
      table.timestamp('invited_at').nullable()
    })
    this.schema.alterTable('entitlement_usages', (table) => {
      table
        .integer('used_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('entitlement_usages', (table) => {
      table.dropForeign(['used_by_id'])
      table.dropColumn('used_by_id')
    })
    this.schema.alterTable('partners', (table) => {
      table.dropUnique(['user_id'])
      table.dropForeign(['user_id'])
      table.dropColumn('user_id')
      table.dropColumn('invited_at')
    })
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['partner_of_user_id'])
      table.dropForeign(['partner_of_user_id'])
      table.dropColumn('partner_of_user_id')
    })
  }
}
