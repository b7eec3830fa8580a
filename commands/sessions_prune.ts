import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Deletes expired sessions from the `sessions` table. The database store
 * already collects them now and then while writing (2 % of writes); run
 * this from cron for a table that never grows (Redis expires keys itself).
 */
export default class SessionsPrune extends BaseCommand {
  static commandName = 'sessions:prune'
  static description = 'Delete expired sessions from the sessions table'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: env } = await import('#start/env')
    if (env.get('SESSION_DRIVER') !== 'database') {
      this.logger.info(
        `SESSION_DRIVER is ${env.get('SESSION_DRIVER')}: its sessions expire by themselves.`
      )
      return
    }
    const { default: userSessions } = await import('#services/accounts/user_sessions')
    const deleted = await userSessions.prune()
    this.logger.success(`Deleted ${deleted} expired session(s).`)
  }
}
