import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'

type Registration = { name: string; email: string; password: string; locale: string }

/**
 * Sign-up step "account" (SPEC §2.7): a new member account (role user,
 * neither free nor Omise-billed). The caller queues the verification mail
 * (the worker sends it, so a slow mail server never delays sign-up).
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
    return user
  }
}
