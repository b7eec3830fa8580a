import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/**
 * The job queue's tables (`queue_jobs`, `queue_schedules`) on the app's own
 * connection, as @boringnode/queue's knex adapter expects them.
 */
export default class extends BaseSchema {
  async up() {
    const schema = new QueueSchemaService(this.db.getWriteClient())
    await schema.createJobsTable()
    await schema.createSchedulesTable()
  }

  async down() {
    const schema = new QueueSchemaService(this.db.getWriteClient())
    await schema.dropSchedulesTable()
    await schema.dropJobsTable()
  }
}
