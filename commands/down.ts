import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Down extends BaseCommand {
  static commandName = 'down'
  static description = 'Put the site in maintenance mode: every page answers 503 until `up`'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Message shown on the maintenance page' })
  declare message?: string

  @flags.number({ description: 'Seconds clients should wait before retrying', default: 60 })
  declare retryAfter: number

  async run() {
    const { default: maintenanceMode } = await import('#services/platform/maintenance_mode')
    await maintenanceMode.enable({ message: this.message, retryAfter: this.retryAfter })
    this.logger.success('Maintenance mode is on. Run `node ace up` to end it.')
  }
}
