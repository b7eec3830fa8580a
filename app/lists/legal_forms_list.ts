import { LEGAL_FORM_CATEGORIES } from '#enums/legal_forms'
import LegalForm from '#models/legal_form'
import LegalFormRowTransformer from '#transformers/legal_form_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.8 the online legal forms library, in the members' order. */
export const legalFormsList = defineList({
  name: 'admin_legal_forms',
  route: 'admin.legal_forms',
  model: LegalForm,
  search: ['title_en', 'title_th', 'slug'],
  sorts: {
    position: 'position',
    title_en: 'title_en',
    category: 'category',
    updated_at: 'updated_at',
  },
  defaultSort: 'position',
  defaultDir: 'asc',
  filters: {
    thai: filter.thai('legalForms'),
    published: filter.yesNo(
      (query, yes) => query.where('published', yes),
      'admin_legal_forms.published'
    ),
    category: {
      ...filter.column('category', LEGAL_FORM_CATEGORIES),
      labels: 'legal_forms.categories',
    },
  },
  transformer: LegalFormRowTransformer,
})
