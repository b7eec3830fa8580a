import { JobBatchDispatcher } from '@adonisjs/queue'

/**
 * The jobs a service queues by name, with their payloads. The name is the
 * one each job declares in its `jobOptions` (app/jobs/*): the worker finds
 * the class by it.
 */
export type QueuedJobs = {
  SendMailJob: { key: string }
  SendMailingJob: { id: number }
  SendPushJob: { id: number }
}

/**
 * Queues one run of a job by its name. A job imports the service that does
 * its work, so that service cannot import the job class back to dispatch it:
 * imports go from jobs to services, never the other way. The record written
 * is the one `Job.dispatch` writes (same name, queue and payload); retries,
 * timeout and backoff come from the job class when the worker runs it.
 */
export async function queueByName<N extends keyof QueuedJobs>(name: N, payload: QueuedJobs[N]) {
  await new JobBatchDispatcher(name, [payload]).toQueue('default').run()
}
