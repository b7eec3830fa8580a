import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import FaqEntry from '#models/faq_entry'
import FaqAdmin from '#services/admin/faq_admin'
import { FAQ_PAGES, FaqPage } from '#enums/content'
import { scopedMessages } from '#validators/admin_money'
import { faqValidator, moveValidator } from '#validators/admin_plans'
import { toFaqRow } from '#transformers/admin_plans_transformer'
import FaqEntryTransformer from '#transformers/faq_entry_transformer'
import { containsAny, listPage, parseListQuery, type ListParams } from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { THAI_FILTER, whereThai } from '#support/thai_content'

/** One FAQ page at a time, in its public order: that order is what groups it (SPEC §3). */
const list = {
  sorts: { position: 'position', question: 'question', updated_at: 'updated_at' },
  defaultSort: 'position',
  defaultDir: 'asc',
  filters: { page_key: FAQ_PAGES, published: ['yes', 'no'], thai: THAI_FILTER },
  defaultSize: 100,
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>

const narrow = (query: ModelQueryBuilderContract<typeof FaqEntry>, { q, filters }: Params) =>
  query
    .where('page_key', filters.page_key ?? FaqPage.GENERAL)
    .if(filters.published, (sub) => sub.where('is_published', filters.published === 'yes'))
    .if(filters.thai, (sub) => whereThai(sub, 'faq', filters.thai))
    .if(q, (sub) => sub.where((or) => containsAny(or, ['question', 'group_heading'], q)))

/** Which page a form opens on: the list's page filter, else the general FAQ. */
function pageFrom(value: unknown): string {
  return typeof value === 'string' && (FAQ_PAGES as string[]).includes(value)
    ? value
    : FaqPage.GENERAL
}

/**
 * Admin › FAQ (issue 13 point 6): the general FAQ (SPEC §2.3), the
 * resource FAQ and each plan's FAQ — headings, order, rich-text answers,
 * English and Thai.
 */
export default class FaqController {
  private faqs = new FaqAdmin()

  async index({ request, inertia }: HttpContext) {
    // The list always shows one page: positions only mean something within one.
    const params = parseListQuery({ page_key: FaqPage.GENERAL, ...request.qs() }, list)
    return inertia.render('Admin/Faq', {
      list: await listPage(FaqEntry, params, list, narrow, toFaqRow),
    })
  }

  async create({ request, inertia }: HttpContext) {
    return inertia.render('Admin/FaqForm', {
      entry: null,
      form: FaqEntryTransformer.form(null, pageFrom(request.qs().page_key)),
      pages: FAQ_PAGES,
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(faqValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_faq'),
    })
    const entry = await this.faqs.create(this.#input(input), staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_faq.flash.created'))
    return ctx.response.redirect().toRoute('admin.faq', {}, { qs: { page_key: entry.pageKey } })
  }

  async edit({ params, inertia }: HttpContext) {
    const entry = await FaqEntry.findOrFail(params.id)
    return inertia.render('Admin/FaqForm', {
      entry: { id: entry.id },
      form: FaqEntryTransformer.form(entry, entry.pageKey),
      pages: FAQ_PAGES,
    })
  }

  async update(ctx: HttpContext) {
    const entry = await FaqEntry.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(faqValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_faq'),
    })
    await this.faqs.update(entry, this.#input(input), staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_faq.flash.saved'))
    return ctx.response.redirect().toRoute('admin.faq', {}, { qs: { page_key: entry.pageKey } })
  }

  async destroy(ctx: HttpContext) {
    const entry = await FaqEntry.findOrFail(ctx.params.id)
    await this.faqs.delete(entry, staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_faq.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }

  async move(ctx: HttpContext) {
    const entry = await FaqEntry.findOrFail(ctx.params.id)
    const { direction } = await ctx.request.validateUsing(moveValidator)
    await this.faqs.move(entry, direction, staffWrite(ctx))
    return ctx.response.redirect().withQs().back()
  }

  #input(input: Awaited<ReturnType<typeof faqValidator.validate>>) {
    return {
      page_key: input.page_key,
      group_heading: input.group_heading ?? null,
      group_heading_th: input.group_heading_th ?? null,
      question: input.question,
      question_th: input.question_th ?? null,
      answer: input.answer,
      answer_th: input.answer_th ?? null,
      is_published: input.is_published,
    }
  }
}
