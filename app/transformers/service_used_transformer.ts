import { BaseTransformer } from '@adonisjs/core/transformers'
import type EntitlementUsage from '#models/entitlement_usage'

/**
 * One line of the member's Settings › Services used (SPEC §9): what was
 * given, on which matter, by which lawyer, counted or billed as an extra
 * service, and who of the membership used it. No staff notes, no audit
 * detail. Preloads: matter with its lawyer, recordedBy, usedBy, invoice.
 */
export default class ServiceUsedTransformer extends BaseTransformer<EntitlementUsage> {
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      kind: entry.kind,
      usedAt: entry.usedAt.toUTC().toISO()!,
      matter: entry.matter?.title ?? null,
      lawyer: entry.matter?.lawyer?.name ?? entry.recordedBy?.name ?? null,
      pages: entry.pages,
      minutes: entry.minutes,
      extra: entry.extra,
      priceSatang: entry.priceSatang,
      invoiceNumber: entry.invoice?.number ?? null,
      correction: Boolean(entry.reversesId),
      /** Who of the membership used it: the member or their partner (DESIGN §11). */
      usedBy: entry.usedBy?.name ?? null,
    }
  }
}
