import type { HttpContext } from '@adonisjs/core/http'
import FaqEntry from '#models/faq_entry'
import FaqAdmin from '#services/content/faq_admin'
import { FAQ_PAGES, FaqPage } from '#enums/content'
import { scopedMessages } from '#validators/admin_money'
import { faqValidator, moveValidator } from '#validators/admin_plans'
import FaqEntryTransformer from '#transformers/faq_entry_transformer'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'

/** Which page a form opens on: the list's page filter, else the general FAQ. */
function pageFrom(value: unknown): string {
  return typeof value === 'string' && (FAQ_PAGES as string[]).includes(value)
    ? value
    : FaqPage.GENERAL
}

/**
 * Admin › FAQ: the general FAQ (SPEC §2.3), the
 * resource FAQ and each plan's FAQ — headings, order, rich-text answers,
 * English and Thai.
 */
export default class FaqController {
  private faqs = new FaqAdmin()

  async create({ request, inertia }: HttpContext) {
    return inertia.render('Admin/FaqForm', {
      entry: null,
      form: FaqEntryTransformer.form(null, pageFrom(request.qs().page_key)),
      pages: FAQ_PAGES,
    })
  }

  async store(ctx: HttpContext) {
    const entry = await this.faqs.create(await this.#validate(ctx), staffWrite(ctx))
    return this.#toPage(ctx, 'admin_faq.flash.created', entry)
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
    await this.faqs.update(entry, await this.#validate(ctx), staffWrite(ctx))
    return this.#toPage(ctx, 'admin_faq.flash.saved', entry)
  }

  async destroy(ctx: HttpContext) {
    const entry = await FaqEntry.findOrFail(ctx.params.id)
    await this.faqs.delete(entry, staffWrite(ctx))
    return backWith(ctx, 'admin_faq.flash.deleted')
  }

  async move(ctx: HttpContext) {
    const entry = await FaqEntry.findOrFail(ctx.params.id)
    const { direction } = await ctx.request.validateUsing(moveValidator)
    await this.faqs.move(entry, direction, staffWrite(ctx))
    return ctx.response.redirect().withQs().back()
  }

  /** Back to the list, on the FAQ page the entry belongs to. */
  #toPage(ctx: HttpContext, key: string, entry: FaqEntry) {
    return redirectWith(ctx, key).toRoute('admin.faq', {}, { qs: { page_key: entry.pageKey } })
  }

  /** The form as the service takes it: optional texts left empty are null. */
  async #validate({ request, i18n }: HttpContext) {
    const input = await request.validateUsing(faqValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_faq'),
    })
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
