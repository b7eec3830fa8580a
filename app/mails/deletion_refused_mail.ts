import { ReviewMail } from '#mails/review_mail'
import type { MailRecipient } from '#mails/member_mail'

/** PDPA: the requester is told why their deletion request was refused. */
export default class DeletionRefusedMail extends ReviewMail {
  protected template = 'deletion_refused'
  protected subjectKey = 'deletion_refused.subject'

  constructor(
    recipient: MailRecipient,
    readonly reason: string
  ) {
    super(recipient)
  }

  protected data() {
    return { reason: this.reason }
  }
}
