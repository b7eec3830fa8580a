import type WrittenRequest from '#models/written_request'

/**
 * Requests received in writing (issue 18 item 4): the member's shape (what
 * was recorded and when it takes effect) and the staff shape (with the
 * notes, the scan and who entered it). Relations `subscription`, `price.plan`
 * (and for staff `user`, `recorder`) preloaded.
 */
function planOf(row: WrittenRequest, locale: string) {
  const plan = row.price?.plan
  if (!plan) return null
  return {
    name: (locale === 'th' && plan.nameTh) || plan.name,
    billing_period: row.price.billingPeriod,
  }
}

export function toMemberWrittenRequest(row: WrittenRequest, locale: string) {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    membership_number: row.subscription.membershipNumber,
    new_plan: planOf(row, locale),
    received_at: row.receivedAt.toISO()!,
    confirmed_at: row.confirmedAt?.toISO() ?? null,
    effective_at: row.effectiveAt?.toISO() ?? null,
  }
}

export type MemberWrittenRequest = ReturnType<typeof toMemberWrittenRequest>

export function toAdminWrittenRequest(row: WrittenRequest) {
  return {
    ...toMemberWrittenRequest(row, 'en'),
    member: { name: row.user.name, email: row.user.email },
    reason: row.reason,
    notes: row.notes,
    attachment_name: row.attachmentName,
    recorded_by: row.recorder?.name ?? null,
    created_at: row.createdAt.toISO()!,
  }
}

export type AdminWrittenRequest = ReturnType<typeof toAdminWrittenRequest>
