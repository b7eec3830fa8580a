import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedRoles } from '#database/seed/roles'
import { seedPlans } from '#database/seed/plans'
import { seedDemoAccounts } from '#database/seed/demo_accounts'
import { seedBillingDemo } from '#database/seed/billing_demo'
import { seedContentDemo } from '#database/seed/content'

/**
 * The only seeder file: lookup data (roles, plans, prices) everywhere, demo
 * data in development. Running it twice changes nothing.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedRoles()
    await seedPlans()
    if (app.inDev) {
      await seedDemoData()
    }
  }
}

export async function seedDemoData() {
  await seedDemoAccounts()
  await seedBillingDemo()
  await seedContentDemo()
}
