import Plan from '#models/plan'
import Review from '#models/review'
import Service from '#models/service'
import FaqEntry from '#models/faq_entry'
import type { PlanSlug } from '#enums/billing'

/**
 * What the marketing pages show about plans, reviews, services and plan
 * FAQs, as staff edit it in the database: queries only, returning models.
 * The pages receive them through their transformers (PlanTransformer,
 * ReviewTransformer, ServiceTransformer, FaqEntryTransformer).
 */

/** Active plans in display order, with their active prices (and detail items). */
export async function activePlans({ withDetails = false }: { withDetails?: boolean } = {}) {
  const query = Plan.query()
    .where('is_active', true)
    .orderBy('position')
    .preload('prices', (prices) => prices.where('is_active', true))
  if (withDetails) {
    query.preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
  }
  return query
}

function activePlan(slug: string) {
  return Plan.query()
    .where('slug', slug)
    .where('is_active', true)
    .preload('prices', (prices) => prices.where('is_active', true))
    .preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
}

/** One active plan by slug, prices and detail items loaded; a missing row is a 404. */
export async function planBySlug(slug: PlanSlug) {
  return activePlan(slug).firstOrFail()
}

/** The same for a slug from outside (the API), or null when no active plan has it. */
export async function findPlanBySlug(slug: string) {
  return activePlan(slug).first()
}

/** The newest published reviews, for the home page. */
export async function latestReviews(limit = 6) {
  return Review.query()
    .withScopes((scopes) => scopes.published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Published FAQ entries of a plan page. */
export async function planFaqs(slug: PlanSlug) {
  return FaqEntry.query().withScopes((scopes) => scopes.forPage(slug))
}

/** The services staff show on the site (Manage Services). */
export async function activeServices(limit = 12) {
  return Service.query()
    .withScopes((scopes) => scopes.active())
    .limit(limit)
}
