import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Used by `npm run dev`: seeds the demo data when the database has no user
 * yet, then prints one login per role. Refuses to run in production.
 */
export default class DemoPrepare extends BaseCommand {
  static commandName = 'demo:prepare'
  static description = 'Seed demo data into an empty database and print the demo logins'
  static options: CommandOptions = { startApp: true }

  async run() {
    if (this.app.inProduction) {
      this.logger.error('Demo data is never seeded in production.')
      this.exitCode = 1
      return
    }
    const { default: User } = await import('#models/user')
    const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('#database/seed/demo_accounts')
    const { DEMO_MEMBERS, DEMO_PARTNER_EMAIL } = await import('#database/seed/billing_demo')
    const existing = await User.query().count('* as total')
    if (Number(existing[0].$extras.total) === 0) {
      this.logger.info('Empty database: seeding demo data…')
      await this.kernel.exec('db:seed', [])
    }
    const table = this.ui.table()
    table.head(['Role', 'Email', 'Password'])
    for (const account of DEMO_ACCOUNTS.filter((entry) => entry.role !== 'user')) {
      table.row([account.role, account.email, DEMO_PASSWORD])
    }
    for (const member of DEMO_MEMBERS) {
      table.row([`member: ${member.state}`, member.email, DEMO_PASSWORD])
    }
    table.row(['partner of member@ (own login)', DEMO_PARTNER_EMAIL, DEMO_PASSWORD])
    this.logger.log('')
    this.logger.log(this.colors.bold('Demo logins (staff sign in at /admin/login):'))
    table.render()
  }
}
