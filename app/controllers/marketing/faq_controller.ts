import type { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import FaqEntry from '#models/faq_entry'
import { sanitizeRichText } from '#support/rich_text'
import { contactChannels } from '#services/contact_channels'
import { FaqPage } from '#enums/content'
import { localized } from '#support/localized'

export type FaqGroup = {
  heading: string | null
  entries: Array<{ id: number; question: string; answer: string }>
}

/**
 * Entries in display order, grouped: an entry with a heading opens a group,
 * the entries after it without one belong to it (SPEC §3). Thai text is
 * used where it exists; answers are sanitized again before rendering.
 */
async function groupsFor(pageKey: string, { i18n }: HttpContext): Promise<FaqGroup[]> {
  const entries = await FaqEntry.query().withScopes((scopes) => scopes.forPage(pageKey))
  const groups: FaqGroup[] = []
  for (const entry of entries) {
    if (entry.groupHeading || groups.length === 0) {
      const heading = entry.groupHeading
      // Staff's own Thai heading first; the seeded headings have theirs in faq.json.
      const thai = i18n.locale === 'th' ? entry.groupHeadingTh : null
      groups.push({
        heading: heading
          ? thai || i18n.t(`faq.groups.${string.snakeCase(heading)}`, {}, heading)
          : null,
        entries: [],
      })
    }
    groups[groups.length - 1].entries.push({
      id: entry.id,
      question: localized(entry.question, entry.questionTh, i18n.locale),
      answer: sanitizeRichText(localized(entry.answer, entry.answerTh, i18n.locale)),
    })
  }
  return groups
}

export default class FaqController {
  /** General FAQs (SPEC §2.3). */
  async general(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/FaqGeneral', {
      groups: await groupsFor(FaqPage.GENERAL, ctx),
      channels: await contactChannels(),
    })
  }

  /** Resource FAQ (SPEC §2.2 resources section). */
  async resources(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/FaqResources', {
      groups: await groupsFor(FaqPage.RESOURCES, ctx),
      channels: await contactChannels(),
    })
  }
}
