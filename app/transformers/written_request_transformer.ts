import { BaseTransformer } from '@adonisjs/core/transformers'
import type WrittenRequest from '#models/written_request'

/**
 * A request received in writing (SPEC §2.8, §2.9 Delete Subscriptions):
 * the member's shape (what was recorded and when it takes effect) and the
 * staff shape (with the notes, the scan and who entered it). Relations
 * `subscription`, `price.plan` (and for staff `user`, `recorder`) preloaded.
 */
export default class WrittenRequestTransformer extends BaseTransformer<WrittenRequest> {
  constructor(
    row: WrittenRequest,
    /** The reader's language: plans are named in it. */
    protected locale = 'en',
    /** The member's confirmation link, on their own page while the request awaits it. */
    protected confirmUrl: string | null = null
  ) {
    super(row)
  }

  /** What the member sees of the request. */
  toObject() {
    const row = this.resource
    const plan = row.price?.plan
    return {
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      status: row.status,
      membershipNumber: row.subscription.membershipNumber,
      newPlan: plan
        ? { name: plan.nameFor(this.locale), billingPeriod: row.price.billingPeriod }
        : null,
      receivedAt: row.receivedAt.toISO()!,
      confirmedAt: row.confirmedAt?.toISO() ?? null,
      effectiveAt: row.effectiveAt?.toISO() ?? null,
    }
  }

  /** Settings › Subscriptions: the member's request with its confirmation link, if any. */
  toMemberRow() {
    return { ...this.toObject(), confirmUrl: this.confirmUrl }
  }

  /** Staff's view: the member, the reason and notes, the scan and who recorded it. */
  toAdmin() {
    const row = this.resource
    return {
      ...this.toObject(),
      member: { name: row.user.name, email: row.user.email },
      reason: row.reason,
      notes: row.notes,
      attachmentName: row.attachmentName,
      recordedBy: row.recorder?.name ?? null,
      createdAt: row.createdAt.toISO()!,
    }
  }
}
