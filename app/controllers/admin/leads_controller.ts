import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import Lead from '#models/lead'
import AdminPolicy from '#policies/admin_policy'
import { ChatConversationStatus } from '#enums/content'
import { toLeadRow } from '#transformers/lead_transformer'
import { access } from '#support/admin_access'
import { listPage, parseListQuery, streamCsv, type ListParams } from '#support/list_query'

/** Issue 14 point 1: the leads of the "Get Legal Support Today" popup, for staff. */
const list = {
  sorts: { name: 'name', email: 'email', created_at: 'created_at' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { conversation: [...Object.values(ChatConversationStatus), 'none'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type LeadQuery = ModelQueryBuilderContract<typeof Lead>

/** The newest conversation the lead opened (a lead opens one; a reopened popup may add another). */
const latestConversation = () =>
  db
    .from('chat_conversations')
    .select('status')
    .whereColumn('chat_conversations.lead_id', 'leads.id')
    .orderBy('chat_conversations.id', 'desc')
    .limit(1)

const narrow = (query: LeadQuery, { q, filters }: Params) =>
  query
    .if(q, (sub) => {
      const term = `%${q!.toLowerCase()}%`
      sub.where((where) =>
        where
          .whereRaw('lower(leads.name) like ?', [term])
          .orWhereRaw('lower(leads.email) like ?', [term])
          .orWhere('leads.phone', 'like', term)
      )
    })
    .if(filters.conversation === 'none', (sub) =>
      sub.whereNotExists((exists) =>
        exists.from('chat_conversations').whereColumn('chat_conversations.lead_id', 'leads.id')
      )
    )
    .if(filters.conversation && filters.conversation !== 'none', (sub) =>
      sub.whereExists((exists) =>
        exists
          .from('chat_conversations')
          .whereColumn('chat_conversations.lead_id', 'leads.id')
          .where('chat_conversations.status', filters.conversation!)
      )
    )

export default class LeadsController {
  async index({ request, inertia, auth }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const withConversation = (query: LeadQuery, p: Params) => {
      narrow(query, p)
      query.select('leads.*').select(latestConversation().as('conversation_status'))
    }
    return inertia.render('Admin/Leads', {
      list: await listPage(Lead, params, list, withConversation, toLeadRow),
      can: access.flags(auth.user, 'leads'),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'leads', 'export')
    const params = parseListQuery(ctx.request.qs(), list)
    streamCsv(ctx, 'leads.csv', Lead, (query) => narrow(query, params), [
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Source', value: (row) => row.source },
      { header: 'Received at', value: (row) => row.createdAt.toISO() },
    ])
  }
}
