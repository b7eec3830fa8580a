import IdentityVerification from '#models/identity_verification'
import { IDENTITY_DOCUMENT_TYPES, IDENTITY_VERIFICATION_STATUSES } from '#enums/content'
import IdentityVerificationTransformer from '#transformers/identity_verification_transformer'
import { defineList, filter, search, personColumns } from '#lists/kit'

/** SPEC §2.9 Customer POI Management: identity documents requested from members, by member. */
export const customerPoiList = defineList({
  name: 'poi',
  route: 'admin.customer_poi',
  model: IdentityVerification,
  search: [search.related('user_id', 'users', ['name', 'email'])],
  sorts: { created_at: 'created_at', uploaded_at: 'uploaded_at', status: 'status' },
  defaultSort: 'created_at',
  filters: {
    status: filter.column('status', IDENTITY_VERIFICATION_STATUSES),
    document_type: {
      ...filter.column('document_type', IDENTITY_DOCUMENT_TYPES),
      labels: 'poi.document_types',
    },
  },
  preload: (query) => query.preload('user', personColumns),
  transformer: IdentityVerificationTransformer,
})
