import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Up extends BaseCommand {
  static commandName = 'up'
  static description = 'End maintenance mode'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: maintenanceMode } = await import('#services/platform/maintenance_mode')
    await maintenanceMode.disable()
    this.logger.success('Maintenance mode is off.')
  }
}
