import type { HttpContext } from '@adonisjs/core/http'
import Service from '#models/service'
import { saveContent, uniqueSlug } from '#services/content/content_writes'
import ServiceTransformer from '#transformers/service_transformer'
import { serviceValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { contentFormController } from '#controllers/admin/content/content_form_controller'

/** SPEC §2.9 Manage Services: the services listed on the public site. */
export default contentFormController({
  model: Service,
  page: 'Admin/ServiceForm',
  prop: 'service',
  route: 'admin.services',
  entity: 'service',
  form: (service) => ServiceTransformer.form(service),
  identity: (service) => ({ id: service.id, slug: service.slug }),
  summary: (service) => ({ title: service.title, slug: service.slug }),

  async save(ctx: HttpContext, service: Service, action: string) {
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
  },
})
