import { MemberMail } from '#mails/member_mail'
import { formatDate } from '#support/dates'

/**
 * The mails staff decisions send (application approved or rejected, PDPA
 * request refused), in the recipient's language, texts from the
 * `review_mails` namespace.
 */
export abstract class ReviewMail extends MemberMail {
  protected abstract template: string
  protected abstract subjectKey: string

  protected abstract data(): Record<string, unknown>

  prepare() {
    const t = this.translator('review_mails')
    this.render(t(this.subjectKey), this.template, t, this.data())
  }
}

/** A date as the member reads it: Buddhist era in Thai (DESIGN §7), Bangkok time. */
export function mailDate(iso: string, locale: string) {
  return formatDate(iso, locale, 'long')
}
