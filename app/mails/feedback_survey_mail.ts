import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { SupportDeskMail } from '#mails/support_desk_mail'
import type { MailRecipient } from '#mails/member_mail'

/**
 * Once a consultancy is completed the member is asked for
 * feedback on the public survey page (SPEC §2.2 /survey?survey=ID).
 */
export default class FeedbackSurveyMail extends SupportDeskMail {
  protected template = 'feedback_survey'
  protected namespace = 'admin_consultancy.mail'

  constructor(
    recipient: MailRecipient,
    readonly surveyId: number,
    readonly intakeNumber: string
  ) {
    super(recipient)
  }

  get surveyUrl() {
    return urlFor('survey', {}, { qs: { survey: this.surveyId }, prefixUrl: appUrl })
  }

  protected subjectLine(t: (key: string) => string) {
    return t('subject')
  }

  protected data() {
    return { surveyUrl: this.surveyUrl, intakeNumber: this.intakeNumber }
  }
}
