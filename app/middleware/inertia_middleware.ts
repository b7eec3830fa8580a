import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { urlFor as buildUrl } from '@adonisjs/core/services/url_builder'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { appName, appUrl } from '#config/app'
import { toSharedUser } from '#transformers/user_transformer'
import { currentPlanRowsOfRequest, namedPlans } from '#services/memberships/current_plans'
import { adminNavFor, isRegisteredRoute } from '#support/admin_navigation'
import settings, { SettingKeys } from '#services/platform/settings_store'
import { siteChrome } from '#services/platform/site_settings'
import { contactChannels, type ContactChannels } from '#services/support_desk/contact_channels'
import { memberMenuFor } from '#services/memberships/member_menu'
import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'
import type {
  ContactLinks,
  FlashProps,
  MemberMenuEntry,
  SharedPageProps,
} from '#types/shared_props'
import type { InferSharedProps } from '@adonisjs/inertia/types'
import { chromeBundle, pageBundle } from '#support/page_translations'
import { tagManagerFor } from '#support/tag_manager'
import { serverTimingOn, timed } from '#support/server_timing'
import renderQueue, { RENDER_RETRY_AFTER } from '#support/render_queue'
import { answerOutage } from '#support/outage'

let assetsVersion: string | undefined

/**
 * Labels of the shared props (the staff menu, the member menu, the role's
 * name): messages without arguments, the same on every request in a
 * locale. The i18n formatter compiles an IntlMessageFormat on every call
 * (0.3 ms of each staff request for the admin menu's 30 labels, CPU
 * profile on PostgreSQL), and the translations are loaded once per
 * process: each label is formatted once per locale.
 */
const labels = new Map<string, string>()

function label(translator: I18n, key: string, fallback: string): string {
  const id = `${translator.locale}\n${key}\n${fallback}`
  let value = labels.get(id)
  if (value === undefined) {
    value = translator.t(key, {}, fallback)
    labels.set(id, value)
  }
  return value
}

/** The page component each request renders, recorded for the page's translations. */
const renderedComponent = new WeakMap<HttpContext, string>()

/**
 * The shared props every page receives (SPEC §3): who is signed in, flash
 * messages, the current locale and its translations.
 *
 * A page can be rendered before the session or auth middleware ran (a 404
 * or a 503), so every one of them is optional here.
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    return timed(ctx, 'props', () => this.#shared(ctx))
  }

  async #shared(ctx: HttpContext) {
    const { session, auth, i18n } = ctx as Partial<HttpContext>
    const user = auth?.user
    if (user) {
      await user.loadRole()
    }
    const locale = i18n?.locale ?? i18nManager.defaultLocale
    const fallbackMessages = i18nManager.getTranslationsFor(i18nManager.defaultLocale)
    const localeMessages = i18nManager.getTranslationsFor(locale)
    const { chrome, page } = await timed(ctx, 'translations', async () => ({
      chrome: chromeBundle(locale, fallbackMessages, localeMessages),
      page: pageBundle(renderedComponent.get(ctx) ?? '', locale, fallbackMessages, localeMessages),
    }))
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

    // Current plans are a member's (SPEC §6: the member menu and the cart): a staff
    // account has none to show, and its requests skip the query.
    // (Server-Timing's `menu` is timed where the plans are read, #services/memberships/current_plans.)
    const planRows = user && user.isMember() ? await currentPlanRowsOfRequest(ctx, user) : []
    const currentPlans = namedPlans(planRows)
    const translator = i18n ?? i18nManager.locale(locale)
    const translate = (key: string, fallback: string) => label(translator, key, fallback)
    // The reader's language for what the user sees: plan names and the role label.
    const sharedUser = user
      ? {
          ...toSharedUser(user, namedPlans(planRows, locale)),
          role: {
            slug: user.role.slug,
            name: translate(`admin_users.roles.${user.role.slug}`, user.role.name),
          },
        }
      : null
    const adminNav = user && user.isStaff() ? adminNavFor(user, translate) : []

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: ctx.inertia.always(sharedUser),
      member_menu: ctx.inertia.always(user ? memberMenuLinks(user, currentPlans, translate) : []),
      is_free_member: ctx.inertia.always(user?.isFreeMember ?? false),
      flash: ctx.inertia.always(flash),
      locale: ctx.inertia.always(locale),
      // Once props: an Inertia visit skips a bundle the browser already holds
      // (its key names the locale, the page's key set and a content hash).
      translations: ctx.inertia.once(chrome.messages, { key: chrome.key }),
      page_translations: ctx.inertia.once(page.messages, { key: page.key }),
      app: ctx.inertia.always({
        name: (await settings.get<string>('site_name', '')) || appName,
        url: appUrl,
        // SPEC §2.5: the language picker exists but a fixed flag hides it.
        languagePicker: await settings.get(SettingKeys.LANGUAGE_PICKER_VISIBLE, false),
        adminNav,
        adminHome: adminNav[0]?.path ?? '/',
        // SPEC §6: the cart is for visitors and members without a current plan.
        showCart: !user || (user.isMember() && currentPlans.length === 0),
        // SPEC §7, DESIGN §10: loaded by the browser only after consent.
        tagManager: tagManagerFor(ctx.request.url()),
        ...(await siteChrome()),
        contact: contactLinks(await contactChannels()),
      }),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    // The assets version hashes the whole Vite manifest, which does not
    // change while the process runs: hashed once, not on every request.
    const version = (assetsVersion ??= ctx.inertia.getVersion())
    ctx.inertia.getVersion = () => version
    const buildPage = ctx.inertia.page.bind(ctx.inertia)
    ctx.inertia.page = ((component: string, props: any) => {
      renderedComponent.set(ctx, component)
      return timed(ctx, 'page', () => buildPage(component as any, props))
    }) as typeof ctx.inertia.page
    boundRenders(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

/**
 * A full page load (HTML, server-rendered) takes a slot of the render
 * queue for its props, React's render and the HTML around it; beyond the
 * queue's depth the visitor gets the 503 page with Retry-After and nothing
 * is rendered (#support/render_queue). An Inertia visit answers JSON and is
 * not queued. With Server-Timing on, `render` is the whole render and
 * `view` the HTML template around React's output (`page` is the props).
 */
function boundRenders(ctx: HttpContext) {
  const render = ctx.inertia.render.bind(ctx.inertia)
  if (serverTimingOn) {
    const view = ctx.view.render.bind(ctx.view)
    ctx.view.render = ((template: string, state?: any) =>
      timed(ctx, 'view', () => view(template, state))) as typeof ctx.view.render
  }
  ctx.inertia.render = ((component: string, props?: any, viewProps?: any) => {
    const full = () => timed(ctx, 'render', () => render(component as any, props, viewProps))
    if (ctx.inertia.requestInfo().isInertiaRequest) {
      return full()
    }
    return renderQueue.run(full, () => {
      answerOutage(ctx, RENDER_RETRY_AFTER)
      return ''
    })
  }) as typeof ctx.inertia.render
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
    href: memberMenuHref(entry.route, entry.key),
  }))
}

/**
 * The menu's paths, found once: the routes are registered before the
 * server starts, and finding one by name walks the route table (1.3 % of
 * a Profile Details visit under load, CPU profile).
 */
const memberMenuHrefs = new Map<string, string>()

function memberMenuHref(route: string, key: string): string {
  let href = memberMenuHrefs.get(route)
  if (href === undefined) {
    href = isRegisteredRoute(route) ? String((buildUrl as any)(route)) : `/settings/${key}`
    memberMenuHrefs.set(route, href)
  }
  return href
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

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}

// Compile-time proof that what share() returns is the documented shape.
type Assert<T extends true> = T
export type SharedPropsMatch = Assert<
  InferSharedProps<InertiaMiddleware> extends SharedPageProps ? true : false
>
