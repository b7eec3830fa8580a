import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The member's legal desk (SPEC §1, §2.8): requests a member starts from
 * Settings › My requests, each kept with the consultancy request or support
 * ticket staff work in (and the matter, when it is about one); the files a
 * member or staff attach (private disk, signed links only); and the thread
 * between the member and the staff or lawyer on it. `due_at` is fixed when
 * the request is received (the service promise then in force). A service
 * counted against the plan names the request it was spent on.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('member_requests', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      // advice | callback | document_review | letter_or_call | emergency
      table.string('kind', 40).notNullable()
      table.string('subject', 200).notNullable()
      table.text('details').notNullable()
      table.string('callback_phone', 40).nullable()
      table.timestamp('callback_at').nullable()
      // received | assigned | in_progress | answered | closed
      table.string('status', 20).notNullable().defaultTo('received')
      table
        .integer('consultancy_request_id')
        .unsigned()
        .nullable()
        .references('consultancy_requests.id')
        .onDelete('SET NULL')
      table
        .integer('support_ticket_id')
        .unsigned()
        .nullable()
        .references('support_tickets.id')
        .onDelete('SET NULL')
      table.integer('matter_id').unsigned().nullable().references('matters.id').onDelete('SET NULL')
      table.timestamp('received_at').notNullable()
      table.timestamp('due_at').notNullable()
      table.timestamp('assigned_at').nullable()
      table.timestamp('started_at').nullable()
      table.timestamp('answered_at').nullable()
      table.timestamp('closed_at').nullable()
      table.timestamp('survey_sent_at').nullable()
      table.boolean('extra').notNullable().defaultTo(false)
      table
        .integer('invoice_id')
        .unsigned()
        .nullable()
        .references('invoices.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'received_at'])
      table.index(['status', 'due_at'])
      table.index(['consultancy_request_id'])
      table.index(['support_ticket_id'])
      table.index(['matter_id'])
    })

    this.schema.createTable('member_request_messages', (table) => {
      table.increments('id')
      table
        .integer('member_request_id')
        .unsigned()
        .notNullable()
        .references('member_requests.id')
        .onDelete('CASCADE')
      table.integer('author_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.boolean('from_staff').notNullable().defaultTo(false)
      table.text('body').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['member_request_id', 'created_at'])
    })

    this.schema.createTable('member_request_files', (table) => {
      table.increments('id')
      // Null while the file is uploaded but not yet sent with a request or a message.
      table
        .integer('member_request_id')
        .unsigned()
        .nullable()
        .references('member_requests.id')
        .onDelete('CASCADE')
      table
        .integer('message_id')
        .unsigned()
        .nullable()
        .references('member_request_messages.id')
        .onDelete('SET NULL')
      table.integer('owner_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('disk_key', 255).notNullable()
      table.string('name', 255).notNullable()
      table.string('mime', 100).notNullable()
      table.integer('size').notNullable()
      table.integer('pages').nullable()
      // pdf (read from the file) | stated (by the member) | staff (corrected)
      table.string('pages_from', 10).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['member_request_id'])
      table.index(['owner_id', 'member_request_id'])
    })

    this.schema.alterTable('entitlement_usages', (table) => {
      table
        .integer('member_request_id')
        .unsigned()
        .nullable()
        .references('member_requests.id')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('entitlement_usages', (table) => {
      table.dropForeign(['member_request_id'])
      table.dropColumn('member_request_id')
    })
    this.schema.dropTable('member_request_files')
    this.schema.dropTable('member_request_messages')
    this.schema.dropTable('member_requests')
  }
}
