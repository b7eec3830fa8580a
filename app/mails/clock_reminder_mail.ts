import i18nManager from '@adonisjs/i18n/services/main'
import type { DateTime } from 'luxon'
import { appName } from '#config/app'
import { BillingMail, type DetailRow } from '#mails/billing_mail'
import type { MailRecipient } from '#mails/member_mail'
import { skippedHolidayNames, type CalendarHoliday } from '#support/business_hours'
import { formatDateTime } from '#support/dates'

/** What a deadline reminder is about. */
export type ReminderFacts = {
  /** application_review | support_ticket | callback | deletion_request */
  itemType: string
  /** due_soon | overdue | days_7 | days_2 */
  threshold: string
  /** The item as staff know it: a membership, ticket or intake number, an email. */
  reference: string
  dueAt: DateTime
  /** Public holidays the business-hours clock skipped (none for calendar-day deadlines). */
  skipped: CalendarHoliday[]
  url: string
}

/**
 * A deadline reminder to a staff member (DESIGN §11), in their language:
 * the same layout as the billing notices, texts from `clock_reminders`.
 */
export class ClockReminderMail extends BillingMail<ReminderFacts> {
  protected kind: string

  constructor(recipient: MailRecipient, facts: ReminderFacts) {
    super(recipient, facts)
    this.kind = facts.threshold
  }

  protected t(key: string, values?: Record<string, unknown>) {
    return i18nManager.locale(this.locale).t(`clock_reminders.${key}`, { app: appName, ...values })
  }

  #dueTime() {
    return formatDateTime(this.facts.dueAt, this.locale, 'full')
  }

  protected values() {
    return {
      item: this.t(`items.${this.facts.itemType}`),
      reference: this.facts.reference,
      due: this.#dueTime(),
    }
  }

  protected paragraphs() {
    return ['intro']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.item', this.t(`items.${this.facts.itemType}`)],
      ['labels.reference', this.facts.reference],
      ['labels.due', this.#dueTime()],
      ['labels.skipped', skippedHolidayNames(this.facts.skipped, this.locale).join(', ')],
    ]
  }

  protected action() {
    return { href: this.facts.url, label: this.t('open') }
  }
}
