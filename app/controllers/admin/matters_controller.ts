import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Matter from '#models/matter'
import Subscription from '#models/subscription'
import ConsultancyRequest from '#models/consultancy_request'
import SupportTicket from '#models/support_ticket'
import EntitlementUsage from '#models/entitlement_usage'
import type User from '#models/user'
import MatterPolicy from '#policies/matter_policy'
import AdminPolicy from '#policies/admin_policy'
import { MATTER_CATEGORIES, SERVICE_KINDS } from '#enums/casework'
import { matterUpdateValidator, matterValidator } from '#validators/casework'
import {
  lawyerOptions,
  openMatter,
  preExistingReadings,
  updateMatter,
} from '#services/support_desk/casework/matters'
import { extraPriceHint } from '#services/support_desk/casework/service_log'
import { usageFor } from '#services/memberships/entitlements'
import clock from '#services/billing/clock'
import MatterTransformer from '#transformers/matter_transformer'
import EntitlementUsageTransformer from '#transformers/entitlement_usage_transformer'
import { access } from '#support/admin_access'
import { staffWrite } from '#support/staff_write'
import { Refusal } from '#exceptions/refusal'
import { mattersList } from '#lists/matters_list'

const toOptions = (users: User[]) => users.map((user) => ({ id: user.id, name: user.name }))

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

/** SPEC §2.9 Matters, for the four roles and lawyer. */
export default class MattersController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Matters', {
      list: await mattersList.page(ctx),
      can: access.flags(ctx.auth.user, 'matters'),
      lawyers: toOptions(await lawyerOptions()),
    })
  }

  async create(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const can = access.flags(auth.user!, 'matters')
    return inertia.render('Admin/MatterForm', {
      prefill: await prefill(ctx),
      categories: [...MATTER_CATEGORIES],
      lawyers: can.assign ? toOptions(await lawyerOptions()) : [],
      readings: await preExistingReadings(),
      can,
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, i18n, response, bouncer } = ctx
    const { membership_number: number, ...data } = await request.validateUsing(matterValidator)
    const subscription = await Subscription.findBy('membership_number', number)
    const refuse = (reason: string) =>
      new Refusal('E_MATTER_REFUSED', `admin_matters.flash.${reason}`, {
        field: 'membership_number',
      })
    if (!subscription) throw refuse('no_membership')
    const fromRequest = data.consultancy_request_id
      ? await ConsultancyRequest.find(data.consultancy_request_id)
      : null
    // A lawyer opens matters only from requests assigned to them (tickets are the four roles').
    const allowed =
      (await bouncer.with(MatterPolicy).allows('open', fromRequest, subscription.userId)) &&
      (data.support_ticket_id === undefined ||
        data.support_ticket_id === null ||
        (await bouncer.with(AdminPolicy).allows('canOpen', 'tickets')))
    if (!allowed) throw refuse('not_assigned')
    const matter = await openMatter(
      {
        ...data,
        subscription_id: subscription.id,
        began_on: DateTime.fromJSDate(data.began_on, { zone: 'Asia/Bangkok' }),
      },
      staffWrite(ctx)
    )
    session.flash('success', i18n.t('admin_matters.flash.opened', { title: matter.title }))
    return response.redirect().toRoute('admin.matters.show', { id: matter.id })
  }

  async show({ params, inertia, auth, bouncer }: HttpContext) {
    const matter = await Matter.query()
      .where('id', params.id)
      .preload('lawyer')
      .preload('consultancyRequest')
      .preload('subscription', (subscription) => subscription.preload('user').preload('plan'))
      .firstOrFail()
    await bouncer.with(MatterPolicy).authorize('work', matter)
    const entries = await EntitlementUsage.query()
      .where('matter_id', matter.id)
      .preload('recordedBy')
      .preload('invoice')
      .orderBy('used_at', 'desc')
      .orderBy('id', 'desc')
    const reversed = new Set(entries.map((entry) => entry.reversesId).filter(Boolean))
    const can = access.flags(auth.user!, 'matters')
    return inertia.render('Admin/MattersShow', {
      matter: MatterTransformer.transform(matter).useVariant('toDetail'),
      services: entries.map((entry) =>
        new EntitlementUsageTransformer(entry, reversed.has(entry.id)).toObject()
      ),
      usage: await usageFor(matter.subscription, clock.now()),
      serviceKinds: [...SERVICE_KINDS],
      categories: [...MATTER_CATEGORIES],
      pricing: await extraPriceHint(),
      readings: matter.preExisting ? await preExistingReadings() : [],
      lawyers: can.assign ? toOptions(await lawyerOptions()) : [],
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
