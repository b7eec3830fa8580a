import { ReviewMail, mailDate } from '#mails/review_mail'
import type { MailRecipient } from '#mails/member_mail'

export type MembershipCard = {
  name: string
  membershipNumber: string
  plan: string
  /** ISO instant: the end of the current period. */
  validThrough: string
  emergencyPhone: string
}

/** SPEC §1: the application was reviewed and approved; the membership card details follow. */
export default class ApplicationApprovedMail extends ReviewMail {
  protected template = 'application_approved'
  protected subjectKey = 'approved.subject'

  constructor(
    recipient: MailRecipient,
    readonly card: MembershipCard
  ) {
    super(recipient)
  }

  protected data() {
    return { card: { ...this.card, validThrough: mailDate(this.card.validThrough, this.locale) } }
  }
}
