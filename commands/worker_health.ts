import os from 'node:os'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The worker's own health check (DESIGN §7), for a container health check
 * or a timer: exits 0 when a worker on this host ticked within --max-age
 * seconds, 1 otherwise (stopped, or never ran). --any-host checks the
 * newest tick of every worker instead.
 */
export default class WorkerHealth extends BaseCommand {
  static commandName = 'worker:health'
  static description = 'Exit non-zero when the worker has not ticked recently'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Oldest acceptable tick, in seconds', default: 60 })
  declare maxAge: number

  @flags.boolean({ description: 'Any worker, not only those of this host' })
  declare anyHost: boolean

  async run() {
    const { workerState } = await import('#services/platform/worker_heartbeat')
    const maxAge = Number.isFinite(this.maxAge) && this.maxAge > 0 ? this.maxAge : 60
    const state = await workerState({
      host: this.anyHost ? undefined : os.hostname(),
      staleMs: maxAge * 1000,
    })
    if (state.status === 'running') {
      this.logger.info(`Worker: last tick ${state.ageSeconds} s ago (${state.running} running)`)
      return
    }
    this.logger.error(
      state.status === 'never'
        ? 'Worker: stopped (no tick recorded)'
        : `Worker: stopped (last tick ${state.ageSeconds} s ago)`
    )
    this.exitCode = 1
  }
}
