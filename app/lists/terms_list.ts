import TermsAndCondition from '#models/terms_and_condition'
import TermsRowTransformer from '#transformers/terms_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Terms & Conditions: the versions, newest first; the current one marked. */
export const termsList = defineList({
  name: 'terms',
  i18n: 'admin_content.terms',
  route: 'admin.terms',
  model: TermsAndCondition,
  search: ['title', 'version'],
  sorts: { created_at: 'created_at', version: 'version', published_at: 'published_at' },
  defaultSort: 'created_at',
  filters: {
    thai: filter.thai('terms'),
    state: {
      values: ['published', 'draft'],
      apply: (query, state) =>
        state === 'published'
          ? query.whereNotNull('published_at')
          : query.whereNull('published_at'),
      labels: 'admin_content.terms.state',
    },
  },
  transformer: TermsRowTransformer,
  context: async () => {
    const current = await TermsAndCondition.current()
    return [current?.id ?? null] as [number | null]
  },
})
