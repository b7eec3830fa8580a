import { BaseTransformer } from '@adonisjs/core/transformers'
import type AffiliateConversion from '#models/affiliate_conversion'

/** One referred payment as Affiliate tracking lists it (SPEC §2.9), synced to Tapfiliate or not. */
export default class AffiliateConversionTransformer extends BaseTransformer<AffiliateConversion> {
  toObject() {
    const conversion = this.resource
    return {
      id: conversion.id,
      code: conversion.affiliateCode,
      invoiceNumber: conversion.invoiceNumber,
      paymentId: conversion.paymentId,
      amountSatang: conversion.amountSatang,
      commissionSatang: conversion.commissionSatang,
      tapfiliateId: conversion.tapfiliateId,
      createdAt: conversion.createdAt.toISO()!,
    }
  }
}
