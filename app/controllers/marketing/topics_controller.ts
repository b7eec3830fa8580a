import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import {
  ADD_ON_COVERAGE,
  BUSINESS_TOPIC_GROUPS,
  BUSINESS_TOPICS,
  PERSONAL_TOPIC_GROUPS,
  SERVICE_AREAS,
} from '#support/site_pages'

export type TopicKind = 'personal' | 'business' | 'service'
export type TopicPlan = 'personal' | 'business'

/**
 * Where a topic sits: its navigation group (heading key `groups.<group>` of
 * its translation file), the other topics of that group and the plan that
 * covers it.
 */
type TopicEntry = { group: string; siblings: readonly string[]; plan: TopicPlan }

/** Ungrouped entries share a heading of their own. */
const BUSINESS_SINGLE_GROUP = 'business_topics'
const ADD_ON_GROUP = 'add_on_coverage'
const SERVICE_GROUP = 'service_areas'

/**
 * Service areas that are first of all a business matter; the button on
 * their page leads to the Business plan, every other one to the Personal plan.
 */
const BUSINESS_SERVICE_AREAS: ReadonlySet<string> = new Set([
  'business-license',
  'collection',
  'contract',
  'employee-law',
  'intellectual-property',
])

/**
 * Every topic's copy lives in resources/lang/<locale>/<file>.json under its
 * slug; `points.1` … `points.6` are the "How we help" list.
 */
export const TOPIC_FILES: Record<TopicKind, 'topics' | 'service_areas'> = {
  personal: 'topics',
  business: 'topics',
  service: 'service_areas',
}
export const TOPIC_TEXT_KEYS = ['title', 'meta', 'intro', 'plan', 'not_covered', 'example'] as const
export const MIN_POINTS = 4
export const MAX_POINTS = 6

export function findTopic(kind: TopicKind, slug: string): TopicEntry | null {
  if (kind === 'personal') {
    for (const [group, slugs] of Object.entries(PERSONAL_TOPIC_GROUPS)) {
      if ((slugs as readonly string[]).includes(slug)) {
        return { group, siblings: slugs, plan: 'personal' }
      }
    }
    return null
  }
  if (kind === 'business') {
    if ((BUSINESS_TOPICS as readonly string[]).includes(slug)) {
      return { group: BUSINESS_SINGLE_GROUP, siblings: BUSINESS_TOPICS, plan: 'business' }
    }
    for (const [group, slugs] of Object.entries(BUSINESS_TOPIC_GROUPS)) {
      if ((slugs as readonly string[]).includes(slug)) {
        return { group, siblings: slugs, plan: 'business' }
      }
    }
    return null
  }
  if ((ADD_ON_COVERAGE as readonly string[]).includes(slug)) {
    return { group: ADD_ON_GROUP, siblings: ADD_ON_COVERAGE, plan: 'personal' }
  }
  if ((SERVICE_AREAS as readonly string[]).includes(slug)) {
    const siblings = SERVICE_AREAS.filter(
      (area) => !(ADD_ON_COVERAGE as readonly string[]).includes(area)
    )
    return {
      group: SERVICE_GROUP,
      siblings,
      plan: BUSINESS_SERVICE_AREAS.has(slug) ? 'business' : 'personal',
    }
  }
  return null
}

export default class TopicsController {
  async personal(ctx: HttpContext) {
    return this.render(ctx, 'personal')
  }

  async business(ctx: HttpContext) {
    return this.render(ctx, 'business')
  }

  async serviceArea(ctx: HttpContext) {
    return this.render(ctx, 'service')
  }

  /** Body copy goes to the page as props; only titles are navigation chrome. */
  private render({ inertia, i18n, params }: HttpContext, kind: TopicKind) {
    const slug = String(params.slug)
    const entry = findTopic(kind, slug)
    if (!entry) {
      throw new Exception(`No ${kind} topic "${slug}"`, { status: 404, code: 'E_TOPIC_NOT_FOUND' })
    }
    const file = TOPIC_FILES[kind]
    const text = (key: string) => i18n.t(`${file}.${slug}.${key}`)
    const points: string[] = []
    for (let index = 1; index <= MAX_POINTS; index++) {
      const key = `${file}.${slug}.points.${index}`
      if (!i18n.hasMessage(key) && !i18n.hasFallbackMessage(key)) break
      points.push(i18n.t(key))
    }
    return inertia.render(kind === 'service' ? 'Marketing/ServiceArea' : 'Marketing/Topic', {
      kind,
      slug,
      plan: entry.plan,
      addOn: entry.group === ADD_ON_GROUP,
      groupTitle: i18n.t(`${file}.groups.${entry.group}`),
      topic: {
        title: text('title'),
        meta: text('meta'),
        intro: text('intro'),
        points,
        plan: text('plan'),
        notCovered: text('not_covered'),
        example: text('example'),
      },
      related: entry.siblings
        .filter((sibling) => sibling !== slug)
        .map((sibling) => ({ slug: sibling, title: i18n.t(`${file}.${sibling}.title`) })),
    })
  }
}
