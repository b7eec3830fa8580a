import { BaseMail } from '@adonisjs/mail'
import type ConsultancyRequest from '#models/consultancy_request'
import { staffNotificationEmail } from '#mails/staff_notification'

/** Tells staff that a visitor asked for a living will (or another consultation). */
export default class ConsultancyRequestNotification extends BaseMail {
  constructor(public request: ConsultancyRequest) {
    super()
    this.subject = `New ${request.category.toLowerCase()} request ${request.intakeNumber}`
  }

  prepare() {
    const data = {
      intakeNumber: this.request.intakeNumber,
      category: this.request.category,
      details: this.request.details,
    }
    this.message
      .to(staffNotificationEmail())
      .htmlView('emails/consultancy_request_notification', data)
      .textView('emails/consultancy_request_notification_text', data)
  }
}
