import type { DateTime } from 'luxon'
import type EmailHistory from '#models/email_history'
import type User from '#models/user'
import { phoneLinks } from '#support/phone_numbers'
import type { ResponseClock } from '#services/support_desk/support_tickets'
import type { CallbackClock } from '#services/support_desk/consultancy_requests'

/**
 * What the support desk's admin lists share (SupportTicketTransformer,
 * ConsultancyRequestTransformer) and the Email Histories row: whitelists,
 * never models (CONVENTIONS 5).
 */
export const iso = (value: DateTime | null | undefined) => value?.toUTC().toISO() ?? null

export const person = (user: User | null | undefined) =>
  user ? { id: user.id, name: user.name, email: user.email } : null

/**
 * The number a request's text leads with ("Call back on: …" of an emergency
 * call back, "Phone: …" of a living-will request), else the member's own:
 * staff dial it from the E.164 form (SPEC §2.8).
 */
export function deskPhone(text: string, user: User | null | undefined) {
  const line = /^(?:Call back on|Phone): *(.+)$/m.exec(text)?.[1]
  return phoneLinks(line) ?? phoneLinks(user?.phone)
}

/** A response or call-back clock: due time, first answer, whether it was kept. */
export function clockOf(clock: ResponseClock | CallbackClock) {
  return {
    dueAt: clock.due_at,
    respondedAt: clock.responded_at,
    state: clock.state,
    /** Emergencies run round the clock (tickets only). */
    businessHours: 'business_hours' in clock ? clock.business_hours : undefined,
    skippedHolidays: clock.skipped_holidays,
  }
}

/**
 * The template a message came from: the `template` column the mail
 * recorder adds, else the linked mail template's key.
 */
export function templateOf(history: EmailHistory): string | null {
  const recorded = (history as unknown as { template?: string | null }).template
  return recorded ?? history.$extras.template ?? history.mailTemplate?.key ?? null
}
