import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import DeviceToken from '#models/device_token'
import { DEVICES_ABILITY, memberAppToken } from '#services/platform/member_app_tokens'
import { apiTokenValidator, deviceTokenValidator, forgetDeviceValidator } from '#validators/mail'

/**
 * The member app's API: a bearer token for a member (email +
 * password, throttled like sign-in; hashed, scoped to `devices`, 90 days),
 * then the device's FCM token registered or forgotten with it.
 */
export default class DevicesController {
  async issueToken({ request, response, i18n }: HttpContext) {
    const { email, password, device_name: name } = await request.validateUsing(apiTokenValidator)
    const token = await memberAppToken(email, password, name ?? 'member app')
    if (!token) return response.unauthorized({ error: i18n.t('admin_fcm.api.invalid_credentials') })
    return response.created(token)
  }

  async revokeToken(ctx: HttpContext) {
    const user = await this.member(ctx)
    if (!user) return
    await User.apiTokens.delete(
      user,
      ctx.auth.use('member_api').user!.currentAccessToken.identifier
    )
    return ctx.response.noContent()
  }

  async store(ctx: HttpContext) {
    const user = await this.member(ctx)
    if (!user) return
    const { token, platform } = await ctx.request.validateUsing(deviceTokenValidator)
    // A token moves with the device: registering it again gives it to this member.
    const device = await DeviceToken.updateOrCreate(
      { token },
      { userId: user.id, platform, lastUsedAt: DateTime.utc() }
    )
    return ctx.response.created({ id: device.id, platform: device.platform })
  }

  async destroy(ctx: HttpContext) {
    const user = await this.member(ctx)
    if (!user) return
    const { token } = await ctx.request.validateUsing(forgetDeviceValidator)
    await DeviceToken.query().where('user_id', user.id).where('token', token).delete()
    return ctx.response.noContent()
  }

  /** The member behind the bearer token, or a 401/403 JSON answer. */
  private async member({ auth, response, i18n }: HttpContext): Promise<User | null> {
    const guard = auth.use('member_api')
    const user = await guard.check().then((ok) => (ok ? guard.user! : null))
    if (!user || user.deletedAt || user.disabledAt) {
      response.unauthorized({ error: i18n.t('admin_fcm.api.unauthorized') })
      return null
    }
    if (!guard.user!.currentAccessToken.allows(DEVICES_ABILITY)) {
      response.forbidden({ error: i18n.t('admin_fcm.api.forbidden') })
      return null
    }
    return user
  }
}
