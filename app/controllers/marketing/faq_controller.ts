import type { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import FaqEntry from '#models/faq_entry'
import { contactChannels } from '#services/support_desk/contact_channels'
import ContactChannelsTransformer from '#transformers/contact_channels_transformer'
import { FaqPage } from '#enums/content'
import FaqGroupTransformer, { type FaqGroup } from '#transformers/faq_group_transformer'

/**
 * Entries in display order, grouped: an entry with a heading opens a group,
 * the entries after it without one belong to it (SPEC §3). Thai text is
 * used where it exists; answers are sanitized again before rendering.
 */
async function groupsFor(pageKey: string, { i18n }: HttpContext) {
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
    groups[groups.length - 1].entries.push(entry)
  }
  return FaqGroupTransformer.transform(groups, i18n.locale)
}

export default class FaqController {
  /** General FAQs (SPEC §2.3). */
  async general(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/FaqGeneral', {
      groups: await groupsFor(FaqPage.GENERAL, ctx),
      channels: ContactChannelsTransformer.transform(await contactChannels()),
    })
  }

  /** Resource FAQ (SPEC §2.2 resources section). */
  async resources(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/FaqResources', {
      groups: await groupsFor(FaqPage.RESOURCES, ctx),
      channels: ContactChannelsTransformer.transform(await contactChannels()),
    })
  }
}
