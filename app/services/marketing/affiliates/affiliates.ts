import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { AffiliateReferralStatus } from '#enums/content'
import { PaymentStatus } from '#enums/billing'
import AffiliateConversion from '#models/affiliate_conversion'
import AffiliateReferral from '#models/affiliate_referral'
import Invoice from '#models/invoice'
import type Payment from '#models/payment'
import type User from '#models/user'
import settings from '#services/platform/settings_store'
import type { TapfiliateSyncPayload } from '#services/marketing/affiliates/tapfiliate_sync'
import TapfiliateQueueJob from '#jobs/tapfiliate_sync_job'
import { tapfiliate } from '#services/marketing/affiliates/tapfiliate_client'
import { consentOf } from '#services/accounts/consent'

/**
 * Affiliate tracking (DESIGN §8, SPEC §2.9 "Affiliate tracking"): a
 * `?ref=CODE` on a public URL is a click; sign-up attaches the member to
 * the referral; each successful payment of that member is a conversion
 * (external id = the invoice number) earning the affiliate a commission.
 * With TAPFILIATE_API_KEY each event is mirrored to Tapfiliate through
 * the job queue.
 *
 * Consent (DESIGN §10): the first-party referral cookie is a marketing
 * cookie and waits for the visitor's choice in the consent banner
 * (#services/consent). Without marketing consent the click is recorded
 * server-side only, without a cookie, and a sign-up is attributed when its
 * request still carries the code (`?ref=` on the sign-up URL); when the
 * visitor accepts marketing cookies on the page a `?ref=` brought them to,
 * the banner writes the same cookie (inertia/lib/consent.ts).
 */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{2,60}$/
export const REFERRAL_COOKIE = 'lexpat_ref'
export const REFERRAL_COOKIE_DAYS = 30
export const COMMISSION_PERCENT_KEY = 'affiliate_commission_percent'
/** The programme's default: a fifth of what the member pays (VAT included). */
export const DEFAULT_COMMISSION_PERCENT = 20

export function referralCodeIn(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' && REFERRAL_CODE.test(raw) ? raw.toLowerCase() : null
}

export function hasMarketingConsent(ctx: HttpContext): boolean {
  return consentOf(ctx)?.marketing === true
}

/**
 * Mirrors a tracked event to Tapfiliate through the job queue (DESIGN §8):
 * the worker runs it, retried with backoff when Tapfiliate is unreachable.
 * Nothing is queued when TAPFILIATE_API_KEY is not set (local tracking only).
 * A failure to queue is logged, never shown to the visitor.
 */
export function dispatchTapfiliateSync(payload: TapfiliateSyncPayload) {
  if (!tapfiliate()) return
  TapfiliateQueueJob.dispatch(payload)
    .run()
    .catch((error: unknown) => logger.error({ err: error, payload }, 'tapfiliate sync not queued'))
}

/** A click: one referral row in state `clicked`. */
export async function recordClick(code: string, landingPath: string | null) {
  const referral = await AffiliateReferral.create({
    affiliateCode: code,
    status: AffiliateReferralStatus.CLICKED,
    commissionSatang: 0,
    landingPath: landingPath ? landingPath.slice(0, 255) : null,
  })
  dispatchTapfiliateSync({ kind: 'click', referralId: referral.id })
  return referral
}

/**
 * Middleware step for every public GET: records the click of a `?ref=`
 * and, only with the visitor's marketing consent, remembers the code in
 * a first-party cookie.
 */
export async function trackReferral(ctx: HttpContext) {
  const { request } = ctx
  if (request.method() !== 'GET') return
  const code = referralCodeIn(request.qs().ref)
  if (!code) return
  const path = request.url()
  if (path.startsWith('/admin') || path.startsWith('/monitor') || path.startsWith('/queue')) return
  await recordClick(code, path)
  if (hasMarketingConsent(ctx)) {
    ctx.response.plainCookie(REFERRAL_COOKIE, code, {
      encode: false,
      maxAge: `${REFERRAL_COOKIE_DAYS}d`,
      httpOnly: true,
      sameSite: 'lax',
    })
  }
}

/** The referral code a sign-up request carries: its `?ref=`/`ref` field, else the consented cookie. */
export function referralCodeFor(ctx: HttpContext): string | null {
  return (
    referralCodeIn(ctx.request.input('ref')) ??
    (hasMarketingConsent(ctx)
      ? referralCodeIn(ctx.request.plainCookie(REFERRAL_COOKIE, { encoded: false }))
      : null)
  )
}

/**
 * Sign-up attaches the referral: the newest unclaimed click of that code
 * becomes this member's (`signed_up`), or a new referral row when none is
 * left. A member is attributed once; a second code changes nothing.
 */
export async function attachReferral(user: User, code: string | null) {
  if (!code) return null
  const existing = await AffiliateReferral.query().where('user_id', user.id).first()
  if (existing) return existing
  const referral =
    (await AffiliateReferral.query()
      .where('affiliate_code', code)
      .where('status', AffiliateReferralStatus.CLICKED)
      .whereNull('user_id')
      .orderBy('id', 'desc')
      .first()) ?? new AffiliateReferral().merge({ affiliateCode: code, commissionSatang: 0 })
  referral.merge({
    userId: user.id,
    referredEmail: user.email,
    status: AffiliateReferralStatus.SIGNED_UP,
  })
  await referral.save()
  dispatchTapfiliateSync({ kind: 'customer', referralId: referral.id })
  return referral
}

export async function commissionPercent(): Promise<number> {
  const value = await settings.get<unknown>(COMMISSION_PERCENT_KEY, DEFAULT_COMMISSION_PERCENT)
  return typeof value === 'number' && value >= 0 && value <= 100
    ? value
    : DEFAULT_COMMISSION_PERCENT
}

/**
 * For the billing code, where a payment succeeds: a conversion when the
 * payer was referred. Safe to call twice for one payment (unique
 * payment_id); does nothing for a payment that is not successful or a
 * member nobody referred.
 */
export async function recordConversion(payment: Payment): Promise<AffiliateConversion | null> {
  if (payment.status !== PaymentStatus.SUCCESSFUL) return null
  const invoice = await Invoice.find(payment.invoiceId)
  if (!invoice) return null
  const referral = await AffiliateReferral.query().where('user_id', invoice.userId).first()
  if (!referral) return null
  const already = await AffiliateConversion.findBy('payment_id', payment.id)
  if (already) return already
  const commission = Math.round((payment.amountSatang * (await commissionPercent())) / 100)
  const conversion = await db.transaction(async (trx) => {
    const created = await AffiliateConversion.create(
      {
        referralId: referral.id,
        affiliateCode: referral.affiliateCode,
        paymentId: payment.id,
        invoiceNumber: invoice.number,
        amountSatang: payment.amountSatang,
        commissionSatang: commission,
      },
      { client: trx }
    )
    referral.useTransaction(trx)
    referral.merge({
      status: AffiliateReferralStatus.CONVERTED,
      commissionSatang: referral.commissionSatang + commission,
      convertedAt: referral.convertedAt ?? DateTime.utc(),
    })
    await referral.save()
    return created
  })
  dispatchTapfiliateSync({ kind: 'conversion', conversionId: conversion.id })
  return conversion
}
