import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedRoles } from '#database/seed/roles'
import { seedDemoAccounts } from '#database/seed/demo_accounts'

/**
 * The only seeder file: lookup data everywhere, demo data in development.
 * Running it twice changes nothing.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedRoles()
    if (app.inDev) {
      await seedDemoAccounts()
    }
  }
}
