import i18nManager from '@adonisjs/i18n/services/main'
import FaqEntry from '#models/faq_entry'
import Plan from '#models/plan'
import Service from '#models/service'
import BlogPost from '#models/blog_post'
import { BlogPostStatus, FaqPage } from '#enums/content'
import { ENTITLEMENTS } from '#services/memberships/entitlements'
import { plainText } from './tokenizer.js'
import type { Locale, Passage } from './types.js'

const FAQ_PATHS: Record<string, string> = {
  [FaqPage.GENERAL]: '/faqs/general',
  [FaqPage.RESOURCES]: '/resources/faq',
  [FaqPage.PERSONAL]: '/personal-plan/faq',
  [FaqPage.BUSINESS]: '/business-plan/faq',
}

/**
 * A page in a given language: `?lang=` keys the language on the URL
 * (DESIGN §10), so a Thai answer opens the Thai page whatever the
 * visitor's session says. `anchor` opens one FAQ entry (`#faq-<id>`).
 */
export function localizedUrl(path: string, locale: Locale, anchor?: string) {
  return `${path}?lang=${locale}${anchor ? `#${anchor}` : ''}`
}

/** The element id of an FAQ entry on its page (`faqAnchor` of inertia/components/faq/faq_list.tsx). */
export function faqAnchor(id: number) {
  return `faq-${id}`
}

const blank = (text: string | null | undefined): text is null | undefined | '' =>
  !text || text.trim() === ''

/** The plan-limit texts the member's usage meter shows, in both languages (resources/lang). */
function ruleTexts(slug: string, kind: string, locale: Locale) {
  const i18n = i18nManager.locale(locale)
  const prefix = 'settings_subscriptions.usage'
  const noteKeys =
    slug === 'personal' && kind === 'document_review'
      ? ['personal.document_review_faq', 'personal.document_review_modal']
      : [`${slug}.${kind}`]
  return {
    kind: i18n.t(`${prefix}.kinds.${kind}`, {}, kind),
    notes: noteKeys.map((key) => i18n.t(`${prefix}.notes.${key}`, {}, '')).filter(Boolean),
  }
}

const PLAN_LIMITS: Record<Locale, string> = { en: 'plan limits', th: 'ข้อจำกัดของแผน' }

/**
 * What the assistant may quote (DESIGN §9): published FAQ entries, plan
 * details, the plan rules and limits of app/services/memberships/entitlements.ts,
 * active services and published blog posts. Nothing about a member.
 * Every entry gives one English passage and one Thai passage; where staff
 * wrote no Thai, the Thai passage is the English text, marked `fallback`.
 */
export async function loadPassages(): Promise<Passage[]> {
  const [faqs, plans, services, posts] = await Promise.all([
    FaqEntry.query().where('is_published', true).orderBy('page_key').orderBy('position'),
    Plan.query().where('is_active', true).preload('detailItems').orderBy('position'),
    Service.query().where('is_active', true).orderBy('position'),
    BlogPost.query().where('status', BlogPostStatus.PUBLISHED).orderBy('id'),
  ])
  const passages: Passage[] = []

  /** The English passage, and the Thai one (or the English standing in for it). */
  const add = (
    entry: Omit<Passage, 'locale' | 'fallback' | 'titleEn' | 'url'>,
    thai: { title: string | null | undefined; text: string | null | undefined },
    url: (locale: Locale) => string
  ) => {
    passages.push({ ...entry, locale: 'en', fallback: false, titleEn: entry.title, url: url('en') })
    const fallback = blank(thai.title) || blank(thai.text)
    passages.push({
      ...entry,
      locale: 'th',
      fallback,
      titleEn: entry.title,
      title: fallback ? entry.title : thai.title!,
      text: fallback ? entry.text : thai.text!,
      url: url('th'),
    })
  }

  for (const faq of faqs) {
    const path = FAQ_PATHS[faq.pageKey] ?? '/faqs/general'
    add(
      { id: `faq:${faq.id}`, kind: 'faq', title: faq.question, text: plainText(faq.answer) },
      { title: faq.questionTh, text: faq.answerTh ? plainText(faq.answerTh) : null },
      (locale) => localizedUrl(path, locale, faqAnchor(faq.id))
    )
  }
  for (const plan of plans) {
    const path = `/${plan.slug}-plan/details`
    const nameTh = blank(plan.nameTh) ? ` ${plan.name}` : plan.nameTh
    for (const item of plan.detailItems) {
      const list = (answers: string[] | null | undefined) =>
        (answers ?? []).map((answer) => `- ${answer}`)
      const text = [item.description ?? '', ...list(item.answers)].filter(Boolean).join('\n')
      const textTh = blank(item.descriptionTh)
        ? null
        : [item.descriptionTh, ...list(item.answersTh)].join('\n')
      add(
        {
          id: `plan_detail:${item.id}`,
          kind: 'plan_detail',
          title: `${plan.name} plan: ${item.question}`,
          text,
        },
        { title: blank(item.questionTh) ? null : `แผน${nameTh}: ${item.questionTh}`, text: textTh },
        (locale) => localizedUrl(path, locale)
      )
    }
    for (const rule of ENTITLEMENTS[plan.slug] ?? []) {
      const en = ruleTexts(plan.slug, rule.kind, 'en')
      const th = ruleTexts(plan.slug, rule.kind, 'th')
      add(
        {
          id: `plan_rule:${plan.slug}:${rule.kind}`,
          kind: 'plan_rule',
          title: `${plan.name} ${PLAN_LIMITS.en}: ${en.kind}`,
          text: rule.notes.join('\n'),
        },
        { title: `${PLAN_LIMITS.th}${nameTh}: ${th.kind}`, text: th.notes.join('\n') },
        (locale) => localizedUrl(`/${plan.slug}-plan/coverage-and-pricing`, locale)
      )
    }
  }
  for (const service of services) {
    add(
      {
        id: `service:${service.id}`,
        kind: 'service',
        title: service.title,
        text: plainText(service.description ?? ''),
      },
      {
        title: service.titleTh,
        text: service.descriptionTh ? plainText(service.descriptionTh) : null,
      },
      (locale) => localizedUrl(`/services/${service.slug}`, locale)
    )
  }
  for (const post of posts) {
    add(
      {
        id: `blog:${post.id}`,
        kind: 'blog',
        title: post.title,
        text: plainText(post.excerpt || post.body).slice(0, 1200),
      },
      {
        title: post.titleTh,
        text: post.excerptTh || post.bodyTh ? plainText(post.excerptTh || post.bodyTh!) : null,
      },
      (locale) => localizedUrl(`/resources/blog/${post.slug}`, locale)
    )
  }
  return passages
}
