import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedRoles } from '#database/seed/roles'
import { seedPlans } from '#database/seed/plans'
import { seedPlanFaqs } from '#database/seed/plan_faqs'
import { seedGeneralFaq } from '#database/seed/faq'
import { seedDemoAccounts } from '#database/seed/demo_accounts'
import { seedBillingDemo } from '#database/seed/billing_demo'
import { seedContentDemo, seedTerms } from '#database/seed/content'
import { seedLegalForms } from '#database/seed/legal_forms'
import { seedCaseworkDemo } from '#database/seed/casework_demo'
import { seedDeskDemo } from '#database/seed/desk_demo'
import { seedSellerSettings } from '#services/documents/seller'
import { seedHolidays } from '#database/seed/holidays'

/**
 * The only seeder file. Everywhere: lookup data (roles, plans, prices) and
 * the site's starting content that staff edit later (plan and general
 * FAQs, the first terms and conditions). In development only: demo accounts, members and content.
 * Running it twice changes nothing.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedRoles()
    await seedPlans()
    await seedPlanFaqs()
    await seedGeneralFaq()
    await seedTerms()
    await seedSellerSettings()
    await seedHolidays()
    if (app.inDev) {
      await seedDemoData()
    }
  }
}

export async function seedDemoData() {
  // The demo desk sends mails that link by route name; under `ace` no HTTP
  // server has committed the routes, so the seeder does (a no-op when done).
  router.commit()
  await seedDemoAccounts()
  await seedBillingDemo()
  await seedContentDemo()
  await seedLegalForms()
  await seedCaseworkDemo()
  await seedDeskDemo()
}
