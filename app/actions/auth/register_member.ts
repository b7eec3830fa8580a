import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'
import emailVerification from '#services/accounts/email_verification'
import { attachReferral } from '#services/marketing/affiliates/affiliates'

type Registration = {
  name: string
  email: string
  password: string
  locale: string
  /** An affiliate's referral code the visitor arrived with (DESIGN §8), if any. */
  referralCode?: string | null
}

/**
 * Sign-up step "account" (SPEC §2.7): a new member account (role user,
 * neither free nor Omise-billed), credited to the affiliate who referred
 * it, with its verification mail queued (the worker sends it, so a slow
 * mail server never delays sign-up).
 */
export default class RegisterMember {
  async handle(data: Registration): Promise<User> {
    const user = await User.create({
      roleId: roleIdFor(RoleSlug.USER),
      name: data.name,
      email: data.email,
      password: data.password,
      locale: data.locale,
      isFreeMember: false,
      isOmiseUser: false,
    })
    await attachReferral(user, data.referralCode ?? null)
    await emailVerification.send(user)
    return user
  }
}
