import { ReviewMail } from '#mails/review_mail'
import type { MailRecipient } from '#mails/member_mail'

/** SPEC §1: the application was reviewed and not accepted, with the staff's reason. */
export default class ApplicationRejectedMail extends ReviewMail {
  protected template = 'application_rejected'
  protected subjectKey = 'rejected.subject'

  constructor(
    recipient: MailRecipient,
    readonly membershipNumber: string,
    readonly reason: string
  ) {
    super(recipient)
  }

  protected data() {
    return { membershipNumber: this.membershipNumber, reason: this.reason }
  }
}
