import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import type { Job } from '@adonisjs/queue'

/**
 * Runs the jobs waiting in the database queue (optionally only those of one
 * job class) once each, in order, as the worker would, and removes them.
 * Tests use it where a request only queues work (the mail path, DESIGN §11).
 */
export async function runQueuedJobs(name?: string): Promise<number> {
  const rows = await db.from('queue_jobs').where('status', 'pending').orderBy('score')
  let ran = 0
  for (const row of rows) {
    const data = JSON.parse(row.data) as { id: string; name: string; payload: unknown }
    if (name && data.name !== name) continue
    const file = app.makeURL(`app/jobs/${string.snakeCase(data.name)}.ts`).href
    const { default: JobClass } = (await import(file)) as { default: new () => Job }
    const job = new JobClass()
    job.$hydrate(data.payload, {
      jobId: data.id,
      name: data.name,
      attempt: 1,
      queue: row.queue,
      priority: 5,
      acquiredAt: new Date(),
      stalledCount: 0,
    })
    await db.from('queue_jobs').where('id', row.id).where('queue', row.queue).delete()
    await job.execute()
    ran++
  }
  return ran
}
