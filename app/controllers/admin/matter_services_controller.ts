import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { rephrase } from '#exceptions/refusal'
import Matter from '#models/matter'
import EntitlementUsage from '#models/entitlement_usage'
import MatterPolicy from '#policies/matter_policy'
import { reversalValidator, serviceValidator } from '#validators/casework'
import { recordService, reverseService } from '#services/support_desk/casework/service_log'
import { recordedServiceMessage } from '#services/support_desk/casework/service_messages'
import { staffWrite } from '#support/staff_write'

/** Loads the matter and checks this person works it (another lawyer's matter is a 403). */
async function workedMatter({ params, bouncer }: HttpContext) {
  const matter = await Matter.findOrFail(params.id)
  await bouncer.with(MatterPolicy).authorize('work', matter)
  return matter
}

/** A refused service goes back to the matter's page. */
const showUrl = (matter: Matter) => urlFor('admin.matters.show', { id: matter.id })

/** The service log of a matter: record a service, reverse an entry. */
export default class MatterServicesController {
  async store(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const matter = await workedMatter(ctx)
    const { extra_reason: extraReason, ...data } = await request.validateUsing(serviceValidator)
    const service = i18n.t(`admin_matters.services.${data.kind}`)
    const recorded = await rephrase(
      recordService(matter, { ...data, extraReason }, staffWrite(ctx)),
      { data: { service }, redirectTo: showUrl(matter) }
    )
    session.flash('success', recordedServiceMessage(i18n, service, recorded))
    return response.redirect().toRoute('admin.matters.show', { id: matter.id })
  }

  async reverse(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const matter = await workedMatter(ctx)
    const entry = await EntitlementUsage.query()
      .where('id', params.entryId)
      .where('matter_id', matter.id)
      .firstOrFail()
    const { reason } = await request.validateUsing(reversalValidator)
    await rephrase(reverseService(matter, entry, reason, staffWrite(ctx)), {
      redirectTo: showUrl(matter),
    })
    session.flash('success', i18n.t('admin_matters.flash.reversed'))
    return response.redirect().toRoute('admin.matters.show', { id: matter.id })
  }
}
