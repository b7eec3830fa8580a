import { MemberMail } from '#mails/member_mail'

/**
 * What the account mails share: texts from `auth.mail` and the Edge
 * template that renders the HTML and text.
 */
export abstract class AccountMail extends MemberMail {
  protected abstract template: string
  protected abstract subjectKey: string

  /** Values the template prints besides the common ones. */
  protected abstract data(): Record<string, unknown>

  /** Values the subject line names besides the app's name. */
  protected subjectData(): Record<string, unknown> {
    return {}
  }

  prepare() {
    const t = this.translator('auth.mail')
    this.render(t(this.subjectKey, this.subjectData()), this.template, t, this.data())
  }
}
