import { BaseMail } from '@adonisjs/mail'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appName, appUrl } from '#config/app'
import type User from '#models/user'
import Subscription from '#models/subscription'

export type ApplicationReceivedData = {
  membershipNumber: string
  planName: string
  /** The payment still waits for the bank (3-D Secure) when the mail leaves. */
  paymentPending: boolean
}

/** "We received your application" after a sign-up checkout, in the member's language (SPEC §2.7). */
export default class ApplicationReceivedMail extends BaseMail {
  constructor(
    readonly recipient: { email: string; name: string; locale?: string | null },
    readonly application: ApplicationReceivedData
  ) {
    super()
  }

  get locale() {
    const locale = this.recipient.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.hasMessage(`checkout.mail.${key}`)
        ? i18n.t(`checkout.mail.${key}`, { app: appName, ...values })
        : i18n.t(`auth.mail.${key}`, { app: appName, ...values })
    const data = {
      t,
      name: this.recipient.name,
      appName,
      appUrl,
      ...this.application,
      accountUrl: urlFor('settings.profile-details', {}, { prefixUrl: appUrl }),
    }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(t('subject', { number: this.application.membershipNumber }))
      .htmlView('emails/application_received', data)
      .textView('emails/application_received_text', data)
  }
}

/** Sends the mail for a sign-up's membership; a mail failure never undoes the checkout. */
export async function sendApplicationReceived(user: User, subscriptionId: number) {
  try {
    const subscription = await Subscription.query()
      .where('id', subscriptionId)
      .preload('plan')
      .preload('invoices', (invoices) => invoices.orderBy('id'))
      .firstOrFail()
    const locale =
      user.locale && i18nManager.supportedLocales().includes(user.locale) ? user.locale : 'en'
    const planName =
      locale === 'th'
        ? (subscription.plan.nameTh ?? subscription.plan.name)
        : subscription.plan.name
    await mail.sendLater(
      new ApplicationReceivedMail(
        { email: user.email, name: user.name, locale },
        {
          membershipNumber: subscription.membershipNumber,
          planName,
          paymentPending: subscription.invoices[0]?.status !== 'paid',
        }
      )
    )
  } catch (error) {
    logger.error({ err: error, subscriptionId }, 'application received mail not sent')
  }
}
