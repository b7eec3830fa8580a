import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'

export type DeskRecipient = { email: string; name: string; locale?: string | null }

/** The shared layout's own texts (greeting, signature, link fallback) live in review_mails. */
const LAYOUT_KEYS = new Set(['greeting', 'signature', 'link_fallback'])

/**
 * Mails the support desk sends a member (a ticket reply, the feedback
 * survey), in the recipient's language, on the shared email layout.
 */
export abstract class SupportDeskMail extends BaseMail {
  protected abstract template: string
  /** Translation prefix of this mail's own texts, e.g. `admin_tickets.mail`. */
  protected abstract namespace: string

  constructor(readonly recipient: DeskRecipient) {
    super()
  }

  get locale() {
    const locale = this.recipient.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  protected abstract subjectLine(t: (key: string) => string): string
  protected abstract data(): Record<string, unknown>

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(LAYOUT_KEYS.has(key) ? `review_mails.${key}` : `${this.namespace}.${key}`, {
        app: appName,
        ...values,
      })
    const view = { t, name: this.recipient.name, appName, appUrl, ...this.data() }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(this.subjectLine(t))
      .htmlView(`emails/${this.template}`, view)
      .textView(`emails/${this.template}_text`, view)
  }
}
