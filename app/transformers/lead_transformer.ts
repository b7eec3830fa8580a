import { BaseTransformer } from '@adonisjs/core/transformers'
import type Lead from '#models/lead'
import { phoneLinks } from '#support/phone_numbers'

/**
 * One lead of the "Get Legal Support Today" popup as staff see it (SPEC
 * §2.6). `conversation` is the status of the newest GPT Chatroom
 * conversation the lead opened (from the preloaded `conversations`, newest first).
 */
export default class LeadTransformer extends BaseTransformer<Lead> {
  toObject() {
    const lead = this.resource
    return {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      /** `tel:` and WhatsApp links to the number in E.164 (read with Thailand as the default). */
      phoneLinks: phoneLinks(lead.phone),
      source: lead.source,
      conversation: lead.$preloaded.conversations
        ? (lead.conversations.at(0)?.status ?? null)
        : null,
      createdAt: lead.createdAt.toISO()!,
    }
  }
}
