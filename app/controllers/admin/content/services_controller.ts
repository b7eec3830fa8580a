import type { HttpContext } from '@adonisjs/core/http'
import Service from '#models/service'
import { saveContent, deleteContent, uniqueSlug } from '#services/content/content_writes'
import ServiceTransformer from '#transformers/service_transformer'
import { serviceValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'

/** SPEC §2.9 Manage Services: the services listed on the public site. */
export default class ServicesController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/ServiceForm', {
      service: null,
      form: ServiceTransformer.form(null),
    })
  }

  async store(ctx: HttpContext) {
    await this.#save(ctx, new Service(), 'service.created')
    return redirectWith(ctx, 'admin_content.flash.saved').toRoute('admin.services')
  }

  async edit({ params, inertia }: HttpContext) {
    const service = await Service.findOrFail(params.id)
    return inertia.render('Admin/ServiceForm', {
      service: { id: service.id, slug: service.slug },
      form: ServiceTransformer.form(service),
    })
  }

  async update(ctx: HttpContext) {
    await this.#save(ctx, await Service.findOrFail(ctx.params.id), 'service.updated')
    return redirectWith(ctx, 'admin_content.flash.saved').toRoute('admin.services')
  }

  async destroy(ctx: HttpContext) {
    const service = await Service.findOrFail(ctx.params.id)
    await deleteContent(service, 'service.deleted', staffWrite(ctx), {
      title: service.title,
      slug: service.slug,
    })
    return backWith(ctx, 'admin_content.flash.deleted')
  }

  async #save(ctx: HttpContext, service: Service, action: string) {
    const own = service.$isPersisted ? service.id : undefined
    const data = await ctx.request.validateUsing(serviceValidator, { meta: { id: own } })
    await saveContent(
      service,
      {
        title: data.title,
        titleTh: data.title_th || null,
        slug: data.slug || (own ? service.slug : await uniqueSlug('services', data.title)),
        description: data.description || null,
        descriptionTh: data.description_th || null,
        position: data.position ?? service.position ?? 0,
        isActive: data.is_active ?? false,
      },
      action,
      staffWrite(ctx)
    )
  }
}
