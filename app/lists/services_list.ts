import Service from '#models/service'
import ServiceRowTransformer from '#transformers/service_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Manage Services: in their order on the public site. */
export const servicesList = defineList({
  name: 'services',
  i18n: 'admin_content.services',
  route: 'admin.services',
  model: Service,
  search: ['title', 'title_th'],
  sorts: { position: 'position', title: 'title', updated_at: 'updated_at' },
  defaultSort: 'position',
  defaultDir: 'asc',
  filters: {
    thai: filter.thai('services'),
    active: filter.yesNo(
      (query, yes) => query.where('is_active', yes),
      'admin_content.services.active'
    ),
  },
  transformer: ServiceRowTransformer,
})
