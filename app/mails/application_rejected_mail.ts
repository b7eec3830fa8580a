import { ReviewMail, type ReviewMailRecipient } from '#mails/review_mail'

/** SPEC §1: the application was reviewed and not accepted, with the staff's reason. */
export default class ApplicationRejectedMail extends ReviewMail {
  protected template = 'application_rejected'
  protected subjectKey = 'rejected.subject'

  constructor(
    recipient: ReviewMailRecipient,
    readonly membershipNumber: string,
    readonly reason: string
  ) {
    super(recipient)
  }

  protected data() {
    return { membershipNumber: this.membershipNumber, reason: this.reason }
  }
}
