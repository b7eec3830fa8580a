import FaqEntry from '#models/faq_entry'
import Plan from '#models/plan'
import Service from '#models/service'
import BlogPost from '#models/blog_post'
import { BlogPostStatus, FaqPage } from '#enums/content'
import { ENTITLEMENTS } from '#services/entitlements'
import { plainText } from './tokenizer.js'
import type { Passage } from './types.js'

const FAQ_PATHS: Record<string, string> = {
  [FaqPage.GENERAL]: '/faqs/general',
  [FaqPage.RESOURCES]: '/resources/faq',
  [FaqPage.PERSONAL]: '/personal-plan/faq',
  [FaqPage.BUSINESS]: '/business-plan/faq',
}

const RULE_TITLES: Record<string, string> = {
  letter_or_call: 'Letters or calls on your behalf',
  document_review: 'Document review limits',
  collection_letter: 'Collection letters',
  legal_opinion: 'Legal opinions',
  research_hours: 'Research hours',
  spokesperson: 'Written spokespersons',
  business_registration: 'Business registration number',
}

/**
 * What the assistant may quote (DESIGN §9): published FAQ entries, plan
 * details, the plan rules and limits of app/services/entitlements.ts,
 * active services and published blog posts. Nothing about a member.
 */
export async function loadPassages(): Promise<Passage[]> {
  const [faqs, plans, services, posts] = await Promise.all([
    FaqEntry.query().where('is_published', true).orderBy('page_key').orderBy('position'),
    Plan.query().where('is_active', true).preload('detailItems').orderBy('position'),
    Service.query().where('is_active', true).orderBy('position'),
    BlogPost.query().where('status', BlogPostStatus.PUBLISHED).orderBy('id'),
  ])
  const passages: Passage[] = []
  for (const faq of faqs) {
    passages.push({
      id: `faq:${faq.id}`,
      kind: 'faq',
      title: faq.question,
      text: plainText(faq.answer),
      titleTh: faq.questionTh,
      textTh: faq.answerTh ? plainText(faq.answerTh) : null,
      url: FAQ_PATHS[faq.pageKey] ?? '/faqs/general',
    })
  }
  for (const plan of plans) {
    const path = `/${plan.slug}-plan/details`
    for (const item of plan.detailItems) {
      passages.push({
        id: `plan_detail:${item.id}`,
        kind: 'plan_detail',
        title: `${plan.name} plan: ${item.question}`,
        text: [item.description ?? '', ...(item.answers ?? []).map((answer) => `- ${answer}`)]
          .filter(Boolean)
          .join('\n'),
        titleTh: item.questionTh ? `${plan.nameTh ?? plan.name}: ${item.questionTh}` : null,
        textTh: item.descriptionTh,
        url: path,
      })
    }
    for (const rule of ENTITLEMENTS[plan.slug] ?? []) {
      passages.push({
        id: `plan_rule:${plan.slug}:${rule.kind}`,
        kind: 'plan_rule',
        title: `${plan.name} plan limits: ${RULE_TITLES[rule.kind] ?? rule.kind}`,
        text: rule.notes.join('\n'),
        url: `/${plan.slug}-plan/coverage-and-pricing`,
      })
    }
  }
  for (const service of services) {
    passages.push({
      id: `service:${service.id}`,
      kind: 'service',
      title: service.title,
      text: plainText(service.description ?? ''),
      url: `/services/${service.slug}`,
    })
  }
  for (const post of posts) {
    passages.push({
      id: `blog:${post.id}`,
      kind: 'blog',
      title: post.title,
      text: plainText(post.excerpt || post.body).slice(0, 1200),
      titleTh: post.titleTh,
      textTh: post.excerptTh ? plainText(post.excerptTh) : null,
      url: `/resources/blog/${post.slug}`,
    })
  }
  return passages
}
