import { MemberMail, type Translate } from '#mails/member_mail'

/** The shared layout's own texts (greeting, signature, link fallback) live in review_mails. */
const LAYOUT_KEYS = new Set(['greeting', 'signature', 'link_fallback'])

/**
 * Mails the support desk sends a member (a ticket reply, the feedback
 * survey), in the recipient's language, on the shared email layout.
 */
export abstract class SupportDeskMail extends MemberMail {
  protected abstract template: string
  /** Translation prefix of this mail's own texts, e.g. `admin_tickets.mail`. */
  protected abstract namespace: string

  protected abstract subjectLine(t: (key: string) => string): string
  protected abstract data(): Record<string, unknown>

  prepare() {
    const own = this.translator(this.namespace)
    const layout = this.translator('review_mails')
    const t: Translate = (key, values) => (LAYOUT_KEYS.has(key) ? layout : own)(key, values)
    this.render(this.subjectLine(t), this.template, t, this.data())
  }
}
