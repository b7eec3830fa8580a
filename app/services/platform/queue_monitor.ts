import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

/** The score @boringnode/queue gives a waiting job: priority × 10^13 + enqueue time (ms). */
const PRIORITY_SCORE_MULTIPLIER = 1e13
const TABLE = 'queue_jobs'

export type QueueJobRow = {
  id: string
  queue: string
  name: string
  status: string
  attempts: number
  error: string | null
  at: string | null
}

export type QueueSnapshot = {
  driver: string
  /** False with QUEUE_DRIVER=redis: the monitor reads the database driver's table. */
  readable: boolean
  counts: { waiting: number; running: number; failed: number; completed: number }
  oldestWaitingAt: string | null
  failed: QueueJobRow[]
  active: QueueJobRow[]
}

function toRow(row: Record<string, any>): QueueJobRow {
  const data = JSON.parse(row.data ?? '{}')
  const enqueued =
    row.status === 'pending' && row.score
      ? Number(row.score) % PRIORITY_SCORE_MULTIPLIER
      : Number(row.finished_at ?? row.acquired_at ?? row.execute_at ?? 0)
  return {
    id: row.id,
    queue: row.queue,
    name: String(data.name ?? '?'),
    status: row.status,
    attempts: Number(data.attempts ?? 0),
    error: row.error ?? null,
    at: enqueued ? new Date(enqueued).toISOString() : null,
  }
}

/**
 * What the /queue monitor shows (SPEC §2.9, DESIGN §10): real jobs of the
 * database driver — waiting (pending or delayed), running, failed with
 * their error, completed runs kept as history, and the oldest waiting job.
 */
export async function queueSnapshot(): Promise<QueueSnapshot> {
  const driver = env.get('QUEUE_DRIVER') || 'database'
  const empty = { waiting: 0, running: 0, failed: 0, completed: 0 }
  if (driver !== 'database') {
    return { driver, readable: false, counts: empty, oldestWaitingAt: null, failed: [], active: [] }
  }
  const grouped = await db.from(TABLE).select('status').count('* as total').groupBy('status')
  const count = (status: string) => Number(grouped.find((row) => row.status === status)?.total ?? 0)
  const oldest = await db
    .from(TABLE)
    .where('status', 'pending')
    .orderBy('score', 'asc')
    .select('*')
    .first()
  const failed = await db
    .from(TABLE)
    .where('status', 'failed')
    .orderBy('finished_at', 'desc')
    .limit(50)
  const active = await db
    .from(TABLE)
    .whereIn('status', ['pending', 'delayed', 'active'])
    .orderBy('score', 'asc')
    .limit(50)
  return {
    driver,
    readable: true,
    counts: {
      waiting: count('pending') + count('delayed'),
      running: count('active'),
      failed: count('failed'),
      completed: count('completed'),
    },
    oldestWaitingAt: oldest ? toRow(oldest).at : null,
    failed: failed.map(toRow),
    active: active.map(toRow),
  }
}

/**
 * Puts a failed job back in its queue (its attempts kept). Only a job
 * that is still failed moves: a second click changes nothing.
 */
export async function retryFailedJob(id: string): Promise<QueueJobRow | null> {
  const row = await db.from(TABLE).where('id', id).where('status', 'failed').first()
  if (!row) return null
  const data = JSON.parse(row.data)
  const score = Number(data.priority ?? 5) * PRIORITY_SCORE_MULTIPLIER + Date.now()
  const updated = await db
    .from(TABLE)
    .where('id', id)
    .where('queue', row.queue)
    .where('status', 'failed')
    .update({ status: 'pending', score, error: null, finished_at: null, worker_id: null })
  return Number(Array.isArray(updated) ? updated[0] : updated) === 1 ? toRow(row) : null
}
