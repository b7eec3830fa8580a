import { ReviewMail, type ReviewMailRecipient } from '#mails/review_mail'

/** PDPA: the requester is told why their deletion request was refused. */
export default class DeletionRefusedMail extends ReviewMail {
  protected template = 'deletion_refused'
  protected subjectKey = 'deletion_refused.subject'

  constructor(
    recipient: ReviewMailRecipient,
    readonly reason: string
  ) {
    super(recipient)
  }

  protected data() {
    return { reason: this.reason }
  }
}
