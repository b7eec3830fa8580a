import type { DateTime } from 'luxon'
import type { MailRecipient } from '#mails/member_mail'
import { BillingMail, type DetailRow } from '#mails/billing_mail'

export type WrittenRequestFacts = {
  kind: 'cancellation' | 'plan_change'
  channel: 'email' | 'letter' | 'phone'
  status: 'awaiting_confirmation' | 'recorded'
  membershipNumber: string
  receivedAt: DateTime
  effectiveAt: DateTime | null
  newPlan: { name: string; period: 'month' | 'year' } | null
  /** The signed link a phone request is confirmed with. */
  confirmUrl: string | null
}

/**
 * A request staff entered for the member: a phone
 * request asks to be confirmed in writing through the link; a recorded plan
 * change says what was recorded and when it takes effect. (A recorded
 * cancellation is confirmed by CancellationConfirmedMail.) Texts in
 * billing_mails.json, `written_request_confirm` and `written_plan_change`.
 */
export default class WrittenRequestMail extends BillingMail<WrittenRequestFacts> {
  protected kind: string

  constructor(recipient: MailRecipient, facts: WrittenRequestFacts) {
    super(recipient, facts)
    this.kind =
      facts.status === 'awaiting_confirmation' ? 'written_request_confirm' : 'written_plan_change'
  }

  #request() {
    return this.t(`written_request_labels.${this.facts.kind}`)
  }

  #plan() {
    const plan = this.facts.newPlan
    return plan ? `${plan.name} (${this.t(`written_request_labels.${plan.period}`)})` : ''
  }

  protected values() {
    return {
      request: this.#request(),
      plan: this.#plan(),
      received: this.date(this.facts.receivedAt),
      date: this.facts.effectiveAt ? this.date(this.facts.effectiveAt) : '',
    }
  }

  protected paragraphs() {
    return this.kind === 'written_request_confirm'
      ? ['intro', 'nothing_yet', 'not_you']
      : ['intro', 'charge']
  }

  protected details(): DetailRow[] {
    const { newPlan, effectiveAt } = this.facts
    return [
      ['labels.membership', this.facts.membershipNumber],
      ['written_request_labels.request', this.#request()],
      ['written_request_labels.channel', this.t(`written_request_labels.${this.facts.channel}`)],
      ['written_request_labels.received', this.date(this.facts.receivedAt)],
      ['written_request_labels.new_plan', newPlan ? this.#plan() : null],
      ['written_request_labels.effective', effectiveAt ? this.date(effectiveAt) : null],
    ]
  }

  protected action() {
    return this.facts.confirmUrl
      ? { href: this.facts.confirmUrl, label: this.t('written_request_confirm.action') }
      : null
  }
}
