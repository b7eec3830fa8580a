import { AccountMail } from '#mails/account_mail'
import type { MailRecipient } from '#mails/member_mail'
import { PARTNER_INVITATION_MINUTES } from '#services/accounts/password_reset'

/**
 * The partner's invitation to their own login on the member's membership
 * (DESIGN §11): who invited them, and the link to choose a password.
 */
export default class PartnerInvitationMail extends AccountMail {
  protected template = 'partner_invitation'
  protected subjectKey = 'partner_invitation_subject'

  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly memberName: string,
    readonly membershipNumber: string
  ) {
    super(recipient)
  }

  /** The subject names who invites them. */
  protected subjectData() {
    return { member: this.memberName }
  }

  protected data() {
    return {
      url: this.url,
      days: PARTNER_INVITATION_MINUTES / (24 * 60),
      memberName: this.memberName,
      membershipNumber: this.membershipNumber,
    }
  }
}
