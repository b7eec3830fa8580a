import { BaseMail } from '@adonisjs/mail'
import string from '@adonisjs/core/helpers/string'
import i18nManager from '@adonisjs/i18n/services/main'
import { MAIL_HEADERS } from '#services/platform/email_recorder'

export type MarketingMessage = {
  to: { email: string; name: string; locale: string | null }
  subject: string
  /** Sanitized HTML with the variables filled. */
  html: string
  unsubscribeUrl: string
  templateKey: string
  templateId: number
  mailingId: number | null
}

const toText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * A template mail or event announcement. Marketing mail: it
 * carries an unsubscribe link in the body and the List-Unsubscribe and
 * List-Unsubscribe-Post (one click, RFC 8058) headers.
 */
export default class MarketingMail extends BaseMail {
  constructor(readonly content: MarketingMessage) {
    super()
  }

  prepare() {
    const { to, subject, html, unsubscribeUrl } = this.content
    const i18n = i18nManager.locale(to.locale === 'th' ? 'th' : 'en')
    const footer = i18n.t('admin_mail.mail.unsubscribe_footer')
    const link = i18n.t('admin_mail.mail.unsubscribe_link')
    this.message
      .to(to.email, to.name || undefined)
      .subject(subject)
      .html(
        `${html}<hr><p style="font-size:12px;color:#64748b">${string.escapeHTML(footer)} ` +
          `<a href="${string.escapeHTML(unsubscribeUrl)}">${string.escapeHTML(link)}</a></p>`
      )
      .text(`${toText(html)}\n\n--\n${footer} ${link}: ${unsubscribeUrl}`)
      .listUnsubscribe(unsubscribeUrl, { oneClick: true })
      .header(MAIL_HEADERS.template, this.content.templateKey)
      .header(MAIL_HEADERS.templateId, String(this.content.templateId))
    if (this.content.mailingId)
      this.message.header(MAIL_HEADERS.mailing, String(this.content.mailingId))
  }
}
