import { monitorEventLoopDelay } from 'node:perf_hooks'
import { statfs, readFile } from 'node:fs/promises'
import os from 'node:os'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { redisInUse } from '#start/health'
import { lastErrors, type RingEntry } from '#services/platform/error_ring'
import { workerState, type WorkerState } from '#services/platform/worker_heartbeat'

/**
 * The server monitor (SPEC §2.9 /monitor, DESIGN §10): a read-only view of
 * this process and what it depends on. Every probe has its own time limit
 * and reports its failure instead of failing the page.
 */
const histogram = monitorEventLoopDelay({ resolution: 20 })
histogram.enable()

/** The table @adonisjs/queue's database driver keeps jobs in (read only here). */
export const QUEUE_TABLE = 'queue_jobs'
const PROBE_MS = 2000

type Health = { ok: boolean; ms: number | null; detail: string | null }

async function timed(probe: () => Promise<unknown>): Promise<Health> {
  const started = performance.now()
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timed out')), PROBE_MS).unref()
      ),
    ])
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10, detail: null }
  } catch (error) {
    return { ok: false, ms: null, detail: (error as Error).message.slice(0, 200) }
  }
}

let version: string | null = null
async function appVersion() {
  if (version) return version
  const pkg = JSON.parse(await readFile(app.makePath('package.json'), 'utf8'))
  version = String(pkg.version ?? '0.0.0')
  return version
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 10) / 10

export type QueueHealth =
  | { present: false }
  | {
      present: true
      ok: boolean
      waiting: number
      active: number
      failed: number
      oldestWaitingAt: string | null
      detail: string | null
    }

async function queueHealth(): Promise<QueueHealth> {
  const connection = db.connection()
  if (!(await connection.schema.hasTable(QUEUE_TABLE))) return { present: false }
  try {
    const rows = await connection
      .from(QUEUE_TABLE)
      .select('status')
      .count('* as total')
      .groupBy('status')
    const count = (...statuses: string[]) =>
      rows
        .filter((row) => statuses.includes(String(row.status)))
        .reduce((sum, row) => sum + Number(row.total), 0)
    const oldest = await connection
      .from(QUEUE_TABLE)
      .whereIn('status', ['pending', 'delayed'])
      .min('execute_at as at')
      .first()
    const at = oldest?.at ? Number(oldest.at) : null
    return {
      present: true,
      ok: true,
      waiting: count('pending', 'delayed'),
      active: count('active'),
      failed: count('failed'),
      oldestWaitingAt: at && Number.isFinite(at) ? new Date(at).toISOString() : null,
      detail: null,
    }
  } catch (error) {
    return {
      present: true,
      ok: false,
      waiting: 0,
      active: 0,
      failed: 0,
      oldestWaitingAt: null,
      detail: (error as Error).message.slice(0, 200),
    }
  }
}

async function diskFree() {
  try {
    const stats = await statfs(app.makePath())
    return {
      ok: true,
      freeMb: mb(stats.bavail * stats.bsize),
      totalMb: mb(stats.blocks * stats.bsize),
    }
  } catch {
    return { ok: false, freeMb: null, totalMb: null }
  }
}

export async function serverStatus() {
  const memory = process.memoryUsage()
  const [database, redisHealth, queue, disk, appVer, worker] = await Promise.all([
    timed(() => db.connection().rawQuery('select 1')),
    redisInUse() ? timed(() => redis.connection().ping()) : Promise.resolve<Health | null>(null),
    queueHealth(),
    diskFree(),
    appVersion(),
    workerState().catch((): WorkerState | null => null),
  ])
  const loop = {
    meanMs: ms(histogram.mean),
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
  }
  // Each reading covers the time since the previous one.
  histogram.reset()
  return {
    version: appVer,
    node: process.version,
    environment: app.getEnvironment(),
    nodeEnv: app.inProduction ? 'production' : (process.env.NODE_ENV ?? 'development'),
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    memory: {
      rssMb: mb(memory.rss),
      heapUsedMb: mb(memory.heapUsed),
      heapTotalMb: mb(memory.heapTotal),
      externalMb: mb(memory.external),
      systemFreeMb: mb(os.freemem()),
      systemTotalMb: mb(os.totalmem()),
    },
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    eventLoop: loop,
    database: { dialect: db.connection().dialect.name, ...database },
    redis: redisHealth,
    queue,
    worker,
    disk,
    errors: lastErrors() as RingEntry[],
  }
}

export type ServerStatus = Awaited<ReturnType<typeof serverStatus>>
