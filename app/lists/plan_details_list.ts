import db from '@adonisjs/lucid/services/db'
import { PlanSection, PlanSlug } from '#enums/billing'
import PlanDetailItem from '#models/plan_detail_item'
import PlanDetailRowTransformer from '#transformers/plan_detail_row_transformer'
import { defineList, filter } from '#lists/kit'

/** The accordion items of one plan (SPEC §2.9 Manage Plan Details): few rows, in their public order. */
function planDetailsList(slug: PlanSlug) {
  return defineList({
    name: 'admin_plans',
    route: `admin.${PlanSection[slug]}`,
    model: PlanDetailItem,
    scope: (query) => query.whereIn('plan_id', db.from('plans').select('id').where('slug', slug)),
    sorts: { position: 'position', question: 'question', updated_at: 'updated_at' },
    defaultSort: 'position',
    defaultDir: 'asc',
    filters: { thai: filter.thai('planDetails') },
    defaultSize: 50,
    transformer: PlanDetailRowTransformer,
  })
}

export const planDetailsLists = {
  [PlanSlug.PERSONAL]: planDetailsList(PlanSlug.PERSONAL),
  [PlanSlug.BUSINESS]: planDetailsList(PlanSlug.BUSINESS),
}
