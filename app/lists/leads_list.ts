import Lead from '#models/lead'
import { ChatConversationStatus } from '#enums/content'
import LeadTransformer from '#transformers/lead_transformer'
import { defineList } from '#lists/kit'

const conversations = (exists: any) =>
  exists.from('chat_conversations').whereColumn('chat_conversations.lead_id', 'leads.id')

/** SPEC §2.6: the leads of the "Get Legal Support Today" popup, for staff. */
export const leadsList = defineList({
  name: 'admin_leads',
  route: 'admin.leads',
  model: Lead,
  search: ['leads.name', 'leads.email', 'leads.phone'],
  sorts: { name: 'name', email: 'email', created_at: 'created_at' },
  defaultSort: 'created_at',
  filters: {
    // The status of any conversation the lead opened, or none at all.
    conversation: {
      values: [...Object.values(ChatConversationStatus), 'none'],
      apply: (query, status) =>
        status === 'none'
          ? query.whereNotExists(conversations)
          : query.whereExists((exists) =>
              conversations(exists).where('chat_conversations.status', status)
            ),
    },
  },
  preload: (query) => query.preload('conversations', (newest) => newest.orderBy('id', 'desc')),
  transformer: LeadTransformer,
  csv: {
    filename: 'leads.csv',
    columns: {
      'Name': 'name',
      'Email': 'email',
      'Phone': 'phone',
      'Source': 'source',
      'Received at': 'createdAt',
    },
  },
})
