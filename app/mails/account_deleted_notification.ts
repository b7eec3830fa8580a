import { AccountMail } from '#mails/account_mail'

/**
 * Confirms the erasure to the address the account had, the last message
 * sent to it (the row no longer holds the address afterwards).
 */
export default class AccountDeletedNotification extends AccountMail {
  protected template = 'account_deleted'
  protected subjectKey = 'deleted_subject'

  protected data() {
    return {}
  }
}
