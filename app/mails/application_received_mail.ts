import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { MemberMail, type MailRecipient, type Translate } from '#mails/member_mail'
import type User from '#models/user'
import Subscription from '#models/subscription'

export type ApplicationReceivedData = {
  membershipNumber: string
  planName: string
  /** The payment still waits for the bank (3-D Secure) when the mail leaves. */
  paymentPending: boolean
}

/** "We received your application" after a sign-up checkout, in the member's language (SPEC §2.7). */
export default class ApplicationReceivedMail extends MemberMail {
  constructor(
    recipient: MailRecipient,
    readonly application: ApplicationReceivedData
  ) {
    super(recipient)
  }

  prepare() {
    const own = this.translator('checkout.mail')
    const account = this.translator('auth.mail')
    const t: Translate = (key, values) =>
      (this.i18n.hasMessage(`checkout.mail.${key}`) ? own : account)(key, values)
    this.render(
      t('subject', { number: this.application.membershipNumber }),
      'application_received',
      t,
      {
        ...this.application,
        accountUrl: urlFor('settings.profile-details', {}, { prefixUrl: appUrl }),
      }
    )
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
