import Plan from '#models/plan'
import type PlanDetailItem from '#models/plan_detail_item'
import Review from '#models/review'
import Service from '#models/service'
import FaqEntry from '#models/faq_entry'
import { BillingPeriod, type PlanSlug } from '#enums/billing'
import { sanitizeRichText } from '#support/rich_text'
import { localized } from '#support/localized'

/**
 * Plain data the marketing pages receive about plans, reviews and plan
 * FAQs: what staff edit in the database, shaped for display (never a
 * model). Amounts are whole baht as numbers (satang / 100).
 */
export type PriceView = { id: number; amount: number; billingPeriod: BillingPeriod }

export type PlanDetailView = {
  id: number
  question: string
  description: string | null
  /** Variants of the description (SPEC §3), plain text. */
  variants: string[]
  /** Rich text (HTML), sanitized again here on render. */
  answers: string[]
}

export type PlanView = {
  id: number
  slug: PlanSlug
  name: string
  description: string | null
  monthly: PriceView | null
  annual: PriceView | null
  details: PlanDetailView[]
}

export type ReviewView = {
  id: number
  name: string
  comment: string
  rating: number
  date: string
}

export type FaqView = { id: number; question: string; answerHtml: string }

function toPrice(
  prices: Array<{ id: number; amountSatang: number; billingPeriod: BillingPeriod }>,
  period: BillingPeriod
): PriceView | null {
  // The newest active price of the period is the one on sale.
  const price = prices.filter((row) => row.billingPeriod === period).sort((a, b) => b.id - a.id)[0]
  return price ? { id: price.id, amount: price.amountSatang / 100, billingPeriod: period } : null
}

/** Thai lines when the item has any, else the English ones. */
function localizedLines(english: string[] | null, thai: string[] | null, locale: string) {
  return locale === 'th' && thai?.some((line) => line.trim() !== '') ? thai : (english ?? [])
}

/** One accordion item of a plan as pages and the plan-details modal show it. */
export function toDetailView(item: PlanDetailItem, locale: string): PlanDetailView {
  return {
    id: item.id,
    question: localized(item.question, item.questionTh, locale),
    description: localized(item.description ?? '', item.descriptionTh, locale) || null,
    variants: localizedLines(item.variants, item.variantsTh, locale),
    answers: localizedLines(item.answers, item.answersTh, locale)
      .map((answer) => sanitizeRichText(answer))
      .filter(Boolean),
  }
}

function toPlanView(plan: Plan, locale: string, withDetails: boolean): PlanView {
  return {
    id: plan.id,
    slug: plan.slug,
    name: localized(plan.name, plan.nameTh, locale),
    description: localized(plan.description ?? '', plan.descriptionTh, locale) || null,
    monthly: toPrice(plan.prices, BillingPeriod.MONTH),
    annual: toPrice(plan.prices, BillingPeriod.YEAR),
    details: withDetails ? plan.detailItems.map((item) => toDetailView(item, locale)) : [],
  }
}

/** Active plans in display order, with their active prices (and detail items). */
export async function activePlans(
  locale: string,
  { withDetails = false }: { withDetails?: boolean } = {}
): Promise<PlanView[]> {
  const query = Plan.query()
    .where('is_active', true)
    .orderBy('position')
    .preload('prices', (prices) => prices.where('is_active', true))
  if (withDetails) {
    query.preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
  }
  const plans = await query
  return plans.map((plan) => toPlanView(plan, locale, withDetails))
}

/** One active plan by slug; a missing plan row is a configuration error (404). */
export async function planBySlug(slug: PlanSlug, locale: string): Promise<PlanView> {
  const plan = await Plan.query()
    .where('slug', slug)
    .where('is_active', true)
    .preload('prices', (prices) => prices.where('is_active', true))
    .preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
    .firstOrFail()
  return toPlanView(plan, locale, true)
}

/** The newest published reviews for the home page, in the visitor's language when translated. */
export async function latestReviews(locale: string, limit = 6): Promise<ReviewView[]> {
  const reviews = await Review.query()
    .withScopes((scopes) => scopes.published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return reviews.map((review) => ({
    id: review.id,
    name: review.name,
    comment: localized(review.comment, review.commentTh, locale),
    rating: review.rating,
    date: review.createdAt.toISODate() ?? '',
  }))
}

/** Published FAQ entries of a plan page; answers sanitized again on render. */
export async function planFaqs(slug: PlanSlug, locale: string): Promise<FaqView[]> {
  const entries = await FaqEntry.query().withScopes((scopes) => scopes.forPage(slug))
  return entries.map((entry) => ({
    id: entry.id,
    question: localized(entry.question, entry.questionTh, locale),
    answerHtml: sanitizeRichText(localized(entry.answer, entry.answerTh, locale)),
  }))
}

export type ServiceView = { id: number; title: string; descriptionHtml: string }

/** The services staff show on the site (Manage Services), in the visitor's language. */
export async function activeServices(locale: string, limit = 12): Promise<ServiceView[]> {
  const services = await Service.query()
    .withScopes((scopes) => scopes.active())
    .limit(limit)
  return services.map((service) => ({
    id: service.id,
    title: localized(service.title, service.titleTh, locale),
    // Sanitized on save and again here, on render (DESIGN §6).
    descriptionHtml: sanitizeRichText(
      localized(service.description, service.descriptionTh, locale)
    ),
  }))
}
