import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'

export type MailRecipient = { email: string; name: string; locale?: string | null }

export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * A mail to one person in their language (the default locale when theirs is
 * unknown or not offered), rendered from an Edge template twice, as HTML and
 * as text, with the values the shared email layout prints.
 */
export abstract class MemberMail extends BaseMail {
  constructor(readonly recipient: MailRecipient) {
    super()
  }

  get locale() {
    const locale = this.recipient.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  protected get i18n() {
    return i18nManager.locale(this.locale)
  }

  /** Translates keys under `namespace`, with `{app}` filled in. */
  protected translator(namespace: string): Translate {
    return (key, values) => this.i18n.t(`${namespace}.${key}`, { app: appName, ...values })
  }

  /** Addresses the mail and renders `emails/<template>` and `emails/<template>_text`. */
  protected render(subject: string, template: string, t: Translate, data: object) {
    const view = { t, name: this.recipient.name, appName, appUrl, ...data }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(subject)
      .htmlView(`emails/${template}`, view)
      .textView(`emails/${template}_text`, view)
  }
}
