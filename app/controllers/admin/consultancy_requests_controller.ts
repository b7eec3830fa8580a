import type { HttpContext } from '@adonisjs/core/http'
import ConsultancyRequest from '#models/consultancy_request'
import User from '#models/user'
import { RoleId } from '#enums/role'
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
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'
import { consultancyRequestsList, visibleTo } from '#lists/consultancy_requests_list'

/** The lawyers a request can be given to (enabled lawyer-role accounts). */
function lawyers() {
  return User.query()
    .where('role_id', RoleId.LAWYER)
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
}

const toOptions = (users: User[]) => users.map((user) => ({ id: user.id, name: user.name }))

/** Loads a request through what this person may see: someone else's is a 404. */
function findFor({ params, auth }: HttpContext) {
  return visibleTo(ConsultancyRequest.query(), auth.user!).where('id', params.id).firstOrFail()
}

/** SPEC §2.9 Consultancy Requests: the four roles and lawyer. */
export default class ConsultancyRequestsController {
  async index(ctx: HttpContext) {
    const can = access.flags(ctx.auth.user, 'consultancy_requests')
    return ctx.inertia.render('Admin/ConsultancyRequests', {
      list: await consultancyRequestsList.page(ctx),
      can,
      lawyers: can.assign ? toOptions(await lawyers()) : [],
    })
  }

  async export(ctx: HttpContext) {
    return consultancyRequestsList.csv(ctx)
  }

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
