import { FAQ_PAGES, FaqPage } from '#enums/content'
import FaqEntry from '#models/faq_entry'
import FaqRowTransformer from '#transformers/faq_row_transformer'
import { defineList, filter } from '#lists/kit'

/**
 * SPEC §2.9 FAQ: one FAQ page at a time (the general one unless the URL
 * names another), in its public order: that order is what groups it (SPEC §3).
 */
export const faqList = defineList({
  name: 'admin_faq',
  route: 'admin.faq',
  model: FaqEntry,
  search: ['question', 'group_heading'],
  sorts: { position: 'position', question: 'question', updated_at: 'updated_at' },
  defaultSort: 'position',
  defaultDir: 'asc',
  filters: {
    thai: filter.thai('faq'),
    page_key: {
      ...filter.column('page_key', FAQ_PAGES),
      labels: 'admin_faq.pages',
      default: FaqPage.GENERAL,
    },
    published: filter.yesNo((query, yes) => query.where('is_published', yes), 'admin_faq'),
  },
  defaultSize: 100,
  transformer: FaqRowTransformer,
})
