import type Lead from '#models/lead'
import { phoneLinks } from '#support/phone_numbers'

/**
 * One row of the admin Leads list (issue 14 point 1: leads "appear for
 * staff"): a whitelist, never the model. `conversation` is the status of the
 * GPT Chatroom conversation the lead opened, when there is one.
 */
export function toLeadRow(lead: Lead) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    /** `tel:` and WhatsApp links to the number in E.164 (read with Thailand as the default). */
    phone_links: phoneLinks(lead.phone),
    source: lead.source,
    conversation: (lead.$extras.conversation_status as string | null | undefined) ?? null,
    created_at: lead.createdAt.toISO()!,
  }
}

export type LeadRow = ReturnType<typeof toLeadRow>
