import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'
import emailVerification from '#services/email_verification'

type Registration = { name: string; email: string; password: string; locale: string }

/**
 * Sign-up step "account" (SPEC §2.7): a new member account (role user,
 * neither free nor Omise-billed) and the mail that verifies its address.
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
    await emailVerification.send(user)
    return user
  }
}
