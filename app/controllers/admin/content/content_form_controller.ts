import type { PagePropsDataTypes } from '@adonisjs/inertia/types'
import type { HttpContext, Redirect } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { deleteContent } from '#services/content/content_writes'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'

type Render = HttpContext['inertia']['render']
/** A value of some page's props: each page's own type checks its props (a generic controller cannot). */
type Prop = PagePropsDataTypes
type ListRoute = Parameters<Redirect['toRoute']>[0]

/** One kind of public content staff write through a form page (SPEC §2.9). */
type ContentForm<Model extends LucidModel, Record = InstanceType<Model>> = {
  model: Model
  /** The form page, and the prop that names the record being edited (null: a new one). */
  page: Parameters<Render>[0]
  prop: string
  /** The list saving returns to. */
  route: ListRoute
  /** The audit actions' prefix: `<entity>.created`, `.updated`, `.deleted`. */
  entity: string
  form: (record: Record | null) => Prop
  /** What the form page knows of the record being edited. */
  identity: (record: Record) => Prop
  /** Validates the request and writes the record (`saveContent`) under the action. */
  save: (ctx: HttpContext, record: Record, action: string) => Promise<void>
  /** What the audit log keeps of a deleted record. */
  summary: (record: Record) => { [key: string]: unknown }
}

/**
 * Create, edit and delete of one kind of public content: the form page for a
 * new or an existing record, saving back to the list, deleting back to the
 * list's page with the audit's summary.
 */
export function contentFormController<Model extends LucidModel>(kind: ContentForm<Model>) {
  return class ContentFormController {
    async create({ inertia }: HttpContext) {
      return inertia.render(kind.page, { [kind.prop]: null, form: kind.form(null) })
    }

    async store(ctx: HttpContext) {
      await kind.save(ctx, new kind.model() as InstanceType<Model>, `${kind.entity}.created`)
      return redirectWith(ctx, 'admin_content.flash.saved').toRoute(kind.route)
    }

    async edit({ params, inertia }: HttpContext) {
      const record = await kind.model.findOrFail(params.id)
      return inertia.render(kind.page, {
        [kind.prop]: kind.identity(record),
        form: kind.form(record),
      })
    }

    async update(ctx: HttpContext) {
      await kind.save(ctx, await kind.model.findOrFail(ctx.params.id), `${kind.entity}.updated`)
      return redirectWith(ctx, 'admin_content.flash.saved').toRoute(kind.route)
    }

    async destroy(ctx: HttpContext) {
      const record = await kind.model.findOrFail(ctx.params.id)
      await deleteContent(record, `${kind.entity}.deleted`, staffWrite(ctx), kind.summary(record))
      return backWith(ctx, 'admin_content.flash.deleted')
    }
  }
}
