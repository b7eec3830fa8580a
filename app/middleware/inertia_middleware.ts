import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { urlFor as buildUrl } from '@adonisjs/core/services/url_builder'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'
import { toSharedUser } from '#transformers/user_transformer'
import { currentPlansFor } from '#services/current_plans'
import { adminNavFor, isRegisteredRoute } from '#support/admin_navigation'
import settings, { SettingKeys } from '#services/settings_store'
import { siteChrome } from '#services/site_settings'
import { contactChannels, type ContactChannels } from '#services/contact_channels'
import { memberMenuFor } from '#services/member_menu'
import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'
import type {
  ContactLinks,
  FlashProps,
  MemberMenuEntry,
  SharedPageProps,
} from '#types/shared_props'
import type { InferSharedProps } from '@adonisjs/inertia/types'

/**
 * The shared props every page receives (SPEC §3): who is signed in, flash
 * messages, the current locale and its translations.
 *
 * A page can be rendered before the session or auth middleware ran (a 404
 * or a 503), so every one of them is optional here.
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const { session, auth, i18n } = ctx as Partial<HttpContext>
    const user = auth?.user
    if (user) {
      await user.loadRole()
    }
    const locale = i18n?.locale ?? i18nManager.defaultLocale
    const messages = (key: string) => {
      const value = session?.flashMessages.get(key)
      return typeof value === 'string' && value.length > 0 ? value : null
    }
    const flash: FlashProps = {
      success: messages('success'),
      error: messages('error'),
      info: messages('info'),
      csrfError: Boolean(session?.flashMessages.get('csrfError')),
      showToast: false,
    }
    flash.showToast =
      session?.flashMessages.get('showToast') ?? Boolean(flash.success || flash.error || flash.info)

    const currentPlans = user ? await currentPlansFor(user) : []
    const translator = i18n ?? i18nManager.locale(locale)
    const translate = (key: string, fallback: string) => translator.t(key, {}, fallback)
    const adminNav = user && user.isStaff() ? adminNavFor(user, translate) : []

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: ctx.inertia.always(user ? toSharedUser(user, currentPlans) : null),
      member_menu: ctx.inertia.always(user ? memberMenuLinks(user, currentPlans, translate) : []),
      is_free_member: ctx.inertia.always(user?.isFreeMember ?? false),
      flash: ctx.inertia.always(flash),
      locale: ctx.inertia.always(locale),
      translations: ctx.inertia.always(chromeTranslations(locale)),
      app: ctx.inertia.always({
        name: appName,
        url: appUrl,
        // SPEC §2.5: the language picker exists but a fixed flag hides it.
        languagePicker: await settings.get(SettingKeys.LANGUAGE_PICKER_VISIBLE, false),
        adminNav,
        adminHome: adminNav[0]?.path ?? '/',
        // SPEC §6: the cart is for visitors and members without a current plan.
        showCart: !user || (user.isMember() && currentPlans.length === 0),
        ...(await siteChrome()),
        contact: contactLinks(await contactChannels()),
      }),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

/**
 * The member menu of SPEC §6 with its links, titled in the visitor's
 * language. Pages the settings area has not registered yet keep their
 * conventional path /settings/<key>.
 */
function memberMenuLinks(
  user: User,
  currentPlans: CurrentPlan[],
  translate: (key: string, fallback: string) => string
): MemberMenuEntry[] {
  return memberMenuFor(user, currentPlans).map((entry) => ({
    key: entry.key,
    title: translate(`settings.menu.${entry.key}`, entry.title),
    href: isRegisteredRoute(entry.route)
      ? (buildUrl as any)(entry.route)
      : `/settings/${entry.key}`,
  }))
}

function contactLinks(channels: ContactChannels): ContactLinks {
  return {
    phone: channels.phone,
    phoneHref: channels.phoneHref,
    emergencyPhone: channels.emergencyPhone,
    emergencyHref: channels.emergencyPhoneHref,
    email: channels.email,
    lineUrl: channels.lineUrl,
    whatsappUrl: channels.whatsappUrl,
    messengerUrl: channels.messengerUrl,
  }
}

/**
 * Keys the browser never reads: validation messages (the server renders them
 * into `errors`), mail texts, and the long topic and service-area copy
 * (those pages receive it as props; the short intros stay for the menu's
 * previews).
 */
const SERVER_ONLY_KEY =
  /^(validator\.|auth\.mail\.|(topics|service_areas)\.(?!page\.|groups\.)[a-z0-9-]+\.(meta|points\.\d+|plan|not_covered|example)$)/

/**
 * The locale's UI strings for the browser.
 */
function chromeTranslations(locale: string): Record<string, string> {
  // Thai falls back to English key by key.
  const all = {
    ...i18nManager.getTranslationsFor(i18nManager.defaultLocale),
    ...i18nManager.getTranslationsFor(locale),
  }
  return Object.fromEntries(Object.entries(all).filter(([key]) => !SERVER_ONLY_KEY.test(key)))
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}

// Compile-time proof that what share() returns is the documented shape.
type Assert<T extends true> = T
export type SharedPropsMatch = Assert<
  InferSharedProps<InertiaMiddleware> extends SharedPageProps ? true : false
>
