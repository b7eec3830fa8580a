import app from '@adonisjs/core/services/app'
import Plan from '#models/plan'
import Review from '#models/review'
import Service from '#models/service'
import FaqEntry from '#models/faq_entry'
import type { PlanSlug } from '#enums/billing'
import { contentVersion } from '#services/content/content_version'

/**
 * What the marketing pages show about plans, reviews, services and plan
 * FAQs, as staff edit it in the database: queries only, returning models.
 * The pages receive them through their transformers (PlanTransformer,
 * ReviewTransformer, ServiceTransformer, FaqEntryTransformer).
 */

/**
 * The marketing pages' reads, kept by each web process for the current
 * content version and at most a minute: the render cache's rules
 * (app/services/platform/render_cache.ts), one level down, for the renders it
 * does not hold (a new query string, the other language, an Inertia visit).
 * A staff edit changes the content version (`bumpContentVersion`), so it
 * shows at once; a row written some other way shows within the minute. On
 * in production only, like the render cache (tests write rows directly).
 * The models are shared by the requests that read them: read, never change.
 */
const kept = new Map<string, { version: string; at: number; rows: Promise<unknown> }>()
export const catalogKeep = {
  enabled: app.inProduction,
  ttlMs: 60_000,
  /** Forgets every kept read (tests, between databases). */
  clear: () => kept.clear(),
}

async function keep<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!catalogKeep.enabled) return read()
  const version = await contentVersion()
  const now = Date.now()
  const entry = kept.get(key)
  if (entry && entry.version === version && now - entry.at <= catalogKeep.ttlMs) {
    return entry.rows as Promise<T>
  }
  const rows = read()
  kept.set(key, { version, at: now, rows })
  // A failed read (the database down) is not kept.
  rows.catch(() => {
    if (kept.get(key)?.rows === rows) kept.delete(key)
  })
  return rows
}

/** Active plans in display order, with their active prices (and detail items). */
export async function activePlans({ withDetails = false }: { withDetails?: boolean } = {}) {
  return keep(`plans:${withDetails}`, () => readActivePlans(withDetails))
}

async function readActivePlans(withDetails: boolean) {
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
  return keep(`plan:${slug}`, async () => activePlan(slug).firstOrFail())
}

/** The same for a slug from outside (the API), or null when no active plan has it. */
export async function findPlanBySlug(slug: string) {
  return activePlan(slug).first()
}

/** The newest published reviews, for the home page. */
export async function latestReviews(limit = 6) {
  return keep(`reviews:${limit}`, async () => readLatestReviews(limit))
}

async function readLatestReviews(limit: number) {
  return Review.query()
    .withScopes((scopes) => scopes.published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Published FAQ entries of a plan page. */
export async function planFaqs(slug: PlanSlug) {
  return keep(`faqs:${slug}`, async () =>
    FaqEntry.query().withScopes((scopes) => scopes.forPage(slug))
  )
}

/** The services staff show on the site (Manage Services). */
export async function activeServices(limit = 12) {
  return keep(`services:${limit}`, async () => readActiveServices(limit))
}

async function readActiveServices(limit: number) {
  return Service.query()
    .withScopes((scopes) => scopes.active())
    .limit(limit)
}
