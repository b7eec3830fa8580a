import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { Refusal, rephrase } from '#exceptions/refusal'
import Matter from '#models/matter'
import EntitlementUsage from '#models/entitlement_usage'
import MatterPolicy from '#policies/matter_policy'
import { reversalValidator, serviceValidator } from '#validators/casework'
import { recordService, reverseService } from '#services/casework/service_log'
import { satangToBahtString } from '#support/money'
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
    const data = await request.validateUsing(serviceValidator)
    // An extra service is invoiced to the member: staff say why.
    if (data.extra && !data.extra_reason) {
      throw new Refusal('E_REASON_REQUIRED', 'admin_matters.service.reason_required', {
        field: 'extra_reason',
      })
    }
    const service = i18n.t(`admin_matters.services.${data.kind}`)
    const { check, invoice } = await rephrase(
      recordService(
        matter,
        {
          kind: data.kind,
          pages: data.pages,
          minutes: data.minutes,
          note: data.note,
          extra: data.extra,
          extraReason: data.extra_reason,
        },
        staffWrite(ctx)
      ),
      { data: { service }, redirectTo: showUrl(matter) }
    )
    if (invoice) {
      session.flash(
        'success',
        i18n.t('admin_matters.flash.extra_recorded', {
          service,
          number: invoice.number,
          amount: satangToBahtString(invoice.totalSatang),
        })
      )
    } else if (check.counted && !check.unlimited) {
      const left = check.left
      session.flash(
        'success',
        i18n.t('admin_matters.flash.counted', {
          service,
          left: [
            left.month !== null ? i18n.t('admin_matters.left.month', { count: left.month }) : null,
            left.year !== null ? i18n.t('admin_matters.left.year', { count: left.year }) : null,
            left.total !== null ? i18n.t('admin_matters.left.total', { count: left.total }) : null,
            check.researchMinutesLeft !== null
              ? i18n.t('admin_matters.left.minutes', { count: check.researchMinutesLeft })
              : null,
          ]
            .filter(Boolean)
            .join(', '),
        })
      )
    } else {
      session.flash('success', i18n.t('admin_matters.flash.recorded', { service }))
    }
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
