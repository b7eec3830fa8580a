import os from 'node:os'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import { RoleId } from '#enums/role'
import WorkerSilentMail from '#mails/worker_silent_mail'
import { staffNotificationEmail } from '#mails/staff_notification'

/**
 * The worker's heartbeat (DESIGN §7, SPEC §2.9 /monitor). Every worker
 * process writes its last tick to `worker_heartbeats` every TICK_MS; the
 * monitor, readiness, `node ace worker:health` and the silence check read
 * the newest tick. Times are milliseconds since the epoch (bigint columns:
 * the same comparison on SQLite and PostgreSQL).
 */
export const TICK_MS = 10_000
/** A worker whose last tick is older than this is shown as stopped. */
export const STALE_MS = 60_000
/** Staff are mailed once after this much silence. */
export const ALERT_AFTER_MS = 5 * 60_000
const PRUNE_AFTER_MS = 24 * 3600_000
const TABLE = 'worker_heartbeats'
const ALERTS = 'worker_alerts'
const ALERT_ID = 'worker_silent'

export function workerId(pid = process.pid) {
  return `${os.hostname()}:${pid}`.slice(0, 120)
}

/** Records one tick of this worker (insert or update its row). */
export async function recordTick(now = Date.now(), id = workerId(), startedAt = now) {
  const [host, pid] = [id.slice(0, id.lastIndexOf(':')), Number(id.slice(id.lastIndexOf(':') + 1))]
  const updated = await db.from(TABLE).where('id', id).update({ ticked_at: now, stopped_at: null })
  if (Number(updated) === 0 || (Array.isArray(updated) && updated[0] === 0)) {
    await db
      .table(TABLE)
      .insert({ id, host: host.slice(0, 100), pid, started_at: startedAt, ticked_at: now })
      .onConflict('id')
      .merge(['ticked_at', 'stopped_at'])
  }
}

/** A worker that stops on purpose (SIGTERM) says so at once. */
export async function recordStop(now = Date.now(), id = workerId()) {
  await db.from(TABLE).where('id', id).update({ stopped_at: now })
  await db
    .from(TABLE)
    .where('ticked_at', '<', now - PRUNE_AFTER_MS)
    .delete()
}

/**
 * Starts the heartbeat of this worker process: a tick now and every
 * TICK_MS. A failed write is logged; the next tick tries again.
 */
export function startHeartbeat(intervalMs = TICK_MS) {
  const id = workerId()
  const startedAt = Date.now()
  const beat = () =>
    recordTick(Date.now(), id, startedAt).catch((error) =>
      logger.warn({ err: error }, 'worker heartbeat could not be written')
    )
  const timer = setInterval(beat, intervalMs)
  let stopping: Promise<void> | null = null
  const stop = () => {
    clearInterval(timer)
    stopping ??= recordStop(Date.now(), id).catch(() => {})
    return stopping
  }
  // Stopped on purpose: said at once, while the running jobs still finish (a long job
  // would otherwise leave the worker looking alive, then silent).
  const onSignal = () => void stop()
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
  return {
    first: beat(),
    async stop() {
      process.off('SIGTERM', onSignal)
      process.off('SIGINT', onSignal)
      await stop()
    },
  }
}

export type WorkerState = {
  /** running: a tick within STALE_MS; stopped: older, or stopped on purpose; never: no tick yet. */
  status: 'running' | 'stopped' | 'never'
  lastTickAt: string | null
  ageSeconds: number | null
  /** Worker processes ticking within STALE_MS. */
  running: number
}

type Options = { now?: number; host?: string; staleMs?: number }

/** The newest tick over every worker (or those of one host). */
export async function workerState(options: Options = {}): Promise<WorkerState> {
  const now = options.now ?? Date.now()
  const staleMs = options.staleMs ?? STALE_MS
  const query = db.from(TABLE).select('ticked_at', 'stopped_at')
  if (options.host) query.where('host', options.host)
  const rows = await query
  const live = rows.filter(
    (row) => row.stopped_at === null && now - Number(row.ticked_at) <= staleMs
  )
  if (rows.length === 0) return { status: 'never', lastTickAt: null, ageSeconds: null, running: 0 }
  const newest = Math.max(...rows.map((row) => Number(row.ticked_at)))
  return {
    status: live.length > 0 ? 'running' : 'stopped',
    lastTickAt: new Date(newest).toISOString(),
    ageSeconds: Math.max(0, Math.round((now - newest) / 1000)),
    running: live.length,
  }
}

/** Who hears of a silent worker: active admins and super admins, else the staff address. */
async function alertRecipients() {
  const staff = await User.query()
    .whereIn('role_id', [RoleId.ADMIN, RoleId.SUPER_ADMIN])
    .whereNull('deleted_at')
    .whereNull('disabled_at')
    .select('email')
  const emails = [...new Set(staff.map((user) => user.email))]
  return emails.length > 0 ? emails : [staffNotificationEmail()]
}

/**
 * The silence check, run by every web process once a minute
 * (start/worker_watch.ts): after ALERT_AFTER_MS without a tick from any
 * worker, staff get one mail. The alert is claimed with a conditional
 * update keyed on the newest tick, so two web processes send it once, and
 * a worker that ticks again and falls silent later is reported again.
 * A worker that never ticked counts from the web process's start. The
 * mail is sent directly, not queued: the queue is what has stopped.
 */
export async function checkWorkerSilence(
  options: { now?: number; upSinceMs?: number } = {}
): Promise<'running' | 'alerted' | 'already_alerted'> {
  const now = options.now ?? Date.now()
  const upSince = options.upSinceMs ?? Date.now() - process.uptime() * 1000
  const state = await workerState({ now })
  const newest = state.lastTickAt ? Date.parse(state.lastTickAt) : 0
  const silentSince = state.status === 'never' ? upSince : newest
  if (state.running > 0 || now - silentSince < ALERT_AFTER_MS) return 'running'
  const claimed = await db
    .from(ALERTS)
    .where('id', ALERT_ID)
    .where((query) => query.whereNull('alerted_for').orWhere('alerted_for', '<>', newest))
    .update({ alerted_for: newest, alerted_at: now })
  if (Number(Array.isArray(claimed) ? claimed[0] : claimed) === 0) return 'already_alerted'
  try {
    const recipients = await alertRecipients()
    await mail.send(
      new WorkerSilentMail(recipients, state, Math.round((now - silentSince) / 60_000))
    )
  } catch (error) {
    // Not sent: release the claim so that the next check tries again.
    await db
      .from(ALERTS)
      .where('id', ALERT_ID)
      .where('alerted_for', newest)
      .update({ alerted_for: null, alerted_at: null })
    throw error
  }
  return 'alerted'
}
