import { DateTime } from 'luxon'
import AffiliateConversion from '#models/affiliate_conversion'
import AffiliateReferral from '#models/affiliate_referral'
import { tapfiliate, type TapfiliateClient } from '#services/marketing/affiliates/tapfiliate_client'

export type TapfiliateSyncPayload =
  | { kind: 'click'; referralId: number }
  | { kind: 'customer'; referralId: number }
  | { kind: 'conversion'; conversionId: number }

/**
 * Mirrors one tracked event to Tapfiliate (DESIGN §8). Idempotent, keyed by
 * our row: a row already carrying Tapfiliate's id is done; a customer or a
 * conversion is looked up by our id before it is created, because
 * Tapfiliate has no idempotency keys and a retried job must not count twice.
 * A failure throws, so the queue retries it (TapfiliateError.retryable).
 */
export default class TapfiliateSync {
  constructor(private client: TapfiliateClient | null = tapfiliate()) {}

  async handle(payload: TapfiliateSyncPayload): Promise<void> {
    const client = this.client
    if (!client) return
    if (payload.kind === 'click') return this.click(client, payload.referralId)
    if (payload.kind === 'customer') {
      await this.customer(client, payload.referralId)
      return
    }
    return this.conversion(client, payload.conversionId)
  }

  private async click(client: TapfiliateClient, referralId: number) {
    const referral = await AffiliateReferral.find(referralId)
    if (!referral || referral.tapfiliateClickId) return
    const click = await client.createClick({
      referralCode: referral.affiliateCode,
      landingPage: referral.landingPath,
    })
    referral.tapfiliateClickId = click.id
    await referral.save()
  }

  /**
   * Makes sure Tapfiliate knows the member (found or created, its id kept on
   * the referral). Returns our customer id, which is what Tapfiliate's
   * `customer_id` fields hold: the member's id in Lexpat.
   */
  private async customer(client: TapfiliateClient, referralId: number): Promise<string | null> {
    const referral = await AffiliateReferral.find(referralId)
    if (!referral || !referral.userId) return null
    const customerId = String(referral.userId)
    if (referral.tapfiliateCustomerId) return customerId
    const found =
      (await client.findCustomer(customerId)) ??
      (await client.createCustomer({
        customerId,
        clickId: referral.tapfiliateClickId,
        referralCode: referral.affiliateCode,
      }))
    referral.tapfiliateCustomerId = found.id
    await referral.save()
    return customerId
  }

  private async conversion(client: TapfiliateClient, conversionId: number) {
    const conversion = await AffiliateConversion.find(conversionId)
    if (!conversion || conversion.tapfiliateId) return
    const customerId = await this.customer(client, conversion.referralId)
    if (!customerId) return
    const found =
      (await client.findConversion(conversion.invoiceNumber)) ??
      (await client.createConversion({
        externalId: conversion.invoiceNumber,
        customerId,
        amountSatang: conversion.amountSatang,
      }))
    conversion.tapfiliateId = found.id
    conversion.syncedAt = DateTime.utc()
    await conversion.save()
  }
}
