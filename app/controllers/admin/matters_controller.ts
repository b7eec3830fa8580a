import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Matter from '#models/matter'
import Subscription from '#models/subscription'
import ConsultancyRequest from '#models/consultancy_request'
import SupportTicket from '#models/support_ticket'
import type EntitlementUsage from '#models/entitlement_usage'
import MatterPolicy from '#policies/matter_policy'
import AdminPolicy from '#policies/admin_policy'
import { MATTER_CATEGORIES, SERVICE_KINDS } from '#enums/casework'
import { matterUpdateValidator, matterValidator } from '#validators/casework'
import {
  lawyerChoices,
  openMatter,
  preExistingReadings,
  refused,
  serviceLog,
  updateMatter,
} from '#services/support_desk/casework/matters'
import { extraPriceHint } from '#services/support_desk/casework/service_log'
import { usageFor } from '#services/memberships/entitlements'
import clock from '#services/billing/clock'
import MatterTransformer from '#transformers/matter_transformer'
import EntitlementUsageTransformer from '#transformers/entitlement_usage_transformer'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'

/** What "Open a matter" is prefilled with when it comes from a request or a ticket. */
async function prefill(ctx: HttpContext) {
  const { request, bouncer } = ctx
  const requestId = Number(request.qs().consultancy_request_id)
  const ticketId = Number(request.qs().support_ticket_id)
  let from: { userId: number | null; title: string; category: string } | null = null
  const extra: {
    consultancy_request_id?: number
    intake_number?: string
    support_ticket_id?: number
  } = {}
  if (Number.isSafeInteger(requestId) && requestId > 0) {
    const found = await ConsultancyRequest.find(requestId)
    if (found) {
      // A lawyer opens matters only from the requests given to them.
      await bouncer.with(MatterPolicy).authorize('work', { lawyerId: found.lawyerId })
      from = { userId: found.userId, title: found.details.slice(0, 120), category: 'general' }
      extra.consultancy_request_id = found.id
      extra.intake_number = found.intakeNumber
    }
  } else if (Number.isSafeInteger(ticketId) && ticketId > 0) {
    // Tickets are the four roles' section (SPEC §2.9).
    await bouncer.with(AdminPolicy).authorize('canOpen', 'tickets')
    const found = await SupportTicket.find(ticketId)
    if (found) {
      from = { userId: found.userId, title: found.message.slice(0, 120), category: 'general' }
      extra.support_ticket_id = found.id
    }
  }
  if (!from) return null
  const membership = from.userId
    ? await Subscription.query()
        .where('user_id', from.userId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .first()
    : null
  return {
    title: from.title.split('\n')[0].trim(),
    category: from.category,
    membership_number: membership?.membershipNumber ?? '',
    ...extra,
  }
}

/**
 * The membership a new matter is opened on. A lawyer opens matters only from requests
 * assigned to them; tickets are the four roles'.
 */
async function membershipToOpen(
  { bouncer }: HttpContext,
  number: string,
  from: { consultancy_request_id?: number | null; support_ticket_id?: number | null }
) {
  const subscription = await Subscription.findBy('membership_number', number)
  if (!subscription) throw refused('no_membership')
  const fromRequest = from.consultancy_request_id
    ? await ConsultancyRequest.find(from.consultancy_request_id)
    : null
  const allowed =
    (await bouncer.with(MatterPolicy).allows('open', fromRequest, subscription.userId)) &&
    (from.support_ticket_id === undefined ||
      from.support_ticket_id === null ||
      (await bouncer.with(AdminPolicy).allows('canOpen', 'tickets')))
  if (!allowed) throw refused('not_assigned')
  return subscription
}

/** The menus of the matter form and page; only the four roles give a matter to a lawyer. */
async function formOptions(can: { assign: boolean }, preExisting: boolean) {
  return {
    categories: [...MATTER_CATEGORIES],
    readings: preExisting ? await preExistingReadings() : [],
    lawyers: can.assign ? await lawyerChoices() : [],
  }
}

/** A matter with its lawyer, request and membership (member and plan), for its page. */
function findWithDetails(id: number) {
  return Matter.query()
    .where('id', id)
    .preload('lawyer')
    .preload('consultancyRequest')
    .preload('subscription', (subscription) => subscription.preload('user').preload('plan'))
    .firstOrFail()
}

/** The service log's lines, each saying whether a later line reverses it. */
function serviceRows(entries: EntitlementUsage[]) {
  const reversed = new Set(entries.map((entry) => entry.reversesId).filter(Boolean))
  return entries.map((entry) =>
    new EntitlementUsageTransformer(entry, reversed.has(entry.id)).toObject()
  )
}

/** SPEC §2.9 Matters, for the four roles and lawyer: open, show and work one matter. */
export default class MattersController {
  async create(ctx: HttpContext) {
    const can = access.flags(ctx.auth.user!, 'matters')
    return ctx.inertia.render('Admin/MatterForm', {
      prefill: await prefill(ctx),
      ...(await formOptions(can, true)),
      can,
    })
  }

  async store(ctx: HttpContext) {
    const { membership_number: number, ...data } = await ctx.request.validateUsing(matterValidator)
    const subscription = await membershipToOpen(ctx, number, data)
    const beganOn = DateTime.fromJSDate(data.began_on, { zone: 'Asia/Bangkok' })
    const matter = await openMatter(
      { ...data, subscription_id: subscription.id, began_on: beganOn },
      staffWrite(ctx)
    )
    ctx.session.flash('success', ctx.i18n.t('admin_matters.flash.opened', { title: matter.title }))
    return ctx.response.redirect().toRoute('admin.matters.show', { id: matter.id })
  }

  async show({ params, inertia, auth, bouncer }: HttpContext) {
    const matter = await findWithDetails(params.id)
    await bouncer.with(MatterPolicy).authorize('work', matter)
    const can = access.flags(auth.user!, 'matters')
    return inertia.render('Admin/MattersShow', {
      matter: MatterTransformer.transform(matter).useVariant('toDetail'),
      services: serviceRows(await serviceLog(matter)),
      usage: await usageFor(matter.subscription, clock.now()),
      serviceKinds: [...SERVICE_KINDS],
      pricing: await extraPriceHint(),
      ...(await formOptions(can, matter.preExisting)),
      can,
    })
  }

  async update(ctx: HttpContext) {
    const { params, request, bouncer, session, i18n, response, auth } = ctx
    const matter = await Matter.findOrFail(params.id)
    await bouncer.with(MatterPolicy).authorize('work', matter)
    const data = await request.validateUsing(matterUpdateValidator)
    // Only the four roles give a matter to another lawyer.
    if (!access.can(auth.user!, 'matters', 'assign')) delete data.lawyer_id
    await updateMatter(matter, data, staffWrite(ctx))
    session.flash('success', i18n.t('admin_matters.flash.updated', { title: matter.title }))
    return response.redirect().toRoute('admin.matters.show', { id: matter.id })
  }
}
