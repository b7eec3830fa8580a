import { DateTime } from 'luxon'
import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'

/**
 * One known login per role, printed by `npm run dev`. Never seeded in
 * production.
 */
export const DEMO_PASSWORD = 'Lexpat-demo-2026'

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: RoleSlug }> = [
  { email: 'member@lexpat.test', name: 'Maya Member', role: RoleSlug.USER },
  { email: 'admin@lexpat.test', name: 'Arthur Admin', role: RoleSlug.ADMIN },
  { email: 'superadmin@lexpat.test', name: 'Supatra Superadmin', role: RoleSlug.SUPER_ADMIN },
  { email: 'accounting@lexpat.test', name: 'Anan Accounting', role: RoleSlug.ACCOUNTING },
  { email: 'officer@lexpat.test', name: 'Olivia Officer', role: RoleSlug.OFFICER_ACCESS },
  { email: 'lawyer@lexpat.test', name: 'Lek Lawyer', role: RoleSlug.LAWYER },
]

export async function seedDemoAccounts() {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await User.findBy('email', account.email)
    if (existing) continue
    await User.create({
      email: account.email,
      name: account.name,
      roleId: roleIdFor(account.role),
      password: DEMO_PASSWORD,
      country: 'Thailand',
      nationality: account.role === RoleSlug.USER ? 'British' : 'Thai',
      locale: 'en',
      emailVerifiedAt: DateTime.now(),
    })
  }
}
