import type { HttpContext } from '@adonisjs/core/http'
import ConsultancyRequest from '#models/consultancy_request'
import AdminPolicy from '#policies/admin_policy'
import {
  consultancyAssignValidator,
  consultancyNoteValidator,
  consultancyStatusValidator,
} from '#validators/admin_support'
import {
  addConsultancyNote,
  assignLawyer,
  transitionConsultancy,
} from '#services/support_desk/consultancy_requests'
import { staffWrite } from '#support/staff_write'
import { visibleTo } from '#lists/consultancy_requests_list'

/** Loads a request through what this person may see: someone else's is a 404. */
function findFor({ params, auth }: HttpContext) {
  return visibleTo(ConsultancyRequest.query(), auth.user!).where('id', params.id).firstOrFail()
}

/** SPEC §2.9 Consultancy Requests, the four roles and lawyer: assign, move and note a request. */
export default class ConsultancyRequestsController {
  async assign(ctx: HttpContext) {
    const { request, bouncer, session, i18n, response } = ctx
    await bouncer.with(AdminPolicy).authorize('can', 'consultancy_requests', 'assign')
    const consultancy = await findFor(ctx)
    const { lawyer_id: lawyerId } = await request.validateUsing(consultancyAssignValidator)
    const lawyer = await assignLawyer(consultancy, lawyerId, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_consultancy.flash.assigned', {
        number: consultancy.intakeNumber,
        name: lawyer.name,
      })
    )
    return response.redirect().withQs().back()
  }

  async status(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const consultancy = await findFor(ctx)
    const { status } = await request.validateUsing(consultancyStatusValidator)
    const surveySent = await transitionConsultancy(consultancy, status, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t(`admin_consultancy.flash.${surveySent ? 'completed_survey' : 'status'}`, {
        number: consultancy.intakeNumber,
        status: i18n.t(`admin_consultancy.status.${status}`),
      })
    )
    return response.redirect().withQs().back()
  }

  async note(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const consultancy = await findFor(ctx)
    const { body } = await request.validateUsing(consultancyNoteValidator)
    await addConsultancyNote(consultancy, body, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_consultancy.flash.noted', { number: consultancy.intakeNumber })
    )
    return response.redirect().withQs().back()
  }
}
