import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { rephrase } from '#exceptions/refusal'
import type User from '#models/user'
import { ownedRecord } from '#support/owned_record'
import clock from '#services/billing/clock'
import { defaultPaymentMethod } from '#services/billing/charges'
import {
  planChangeBlocker,
  planChangeEffectiveAt,
  planChangeOptions,
  quotePlanChange,
  schedulePlanChange,
  withdrawPlanChange,
} from '#services/memberships/plan_change'
import PlanChangeTransformer from '#transformers/plan_change_transformer'
import { planChangeValidator } from '#validators/subscriptions'

async function load(user: User, id: unknown) {
  const subscription = await ownedRecord(user, 'subscriptions', id)
  await subscription.load('plan')
  await subscription.load('price', (price) => price.preload('plan'))
  await subscription.load('scheduledPrice', (price) => price.preload('plan'))
  return subscription
}

/**
 * The plan change (SPEC §2.7's three steps, plan → payment → confirmation;
 * SPEC §1/§9: 30 days' notice). Steps are pages of one flow; the change is
 * recorded on the membership and applied by the renewal engine.
 */
export default class PlanChangesController {
  /** Step 1: the plans the member may switch to, each with when and what it charges. */
  async create({ inertia, auth, i18n, params, response, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await load(user, params.id)
    if (planChangeBlocker(subscription, user)) {
      session.flash('info', i18n.t('settings_subscriptions.change.not_available'))
      return response.redirect().toRoute('settings.subscriptions')
    }
    const effectiveAt = planChangeEffectiveAt(subscription, clock.now())
    const page = new PlanChangeTransformer(subscription, i18n.locale)
    const options = await planChangeOptions(subscription)
    return inertia.render('Settings/ChangePlan', page.planStep(options, effectiveAt))
  }

  /** Step 2: what is charged, when, and on which card. A refused price goes back to step 1. */
  async payment({ inertia, auth, i18n, params, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await load(user, params.id)
    const quote = await rephrase(
      quotePlanChange(subscription, user, Number(request.qs().price), clock.now()),
      {
        field: null,
        redirectTo: urlFor('settings.subscriptions.change-plan', { id: subscription.id }),
      }
    )
    const card = await defaultPaymentMethod(user.id)
    const page = new PlanChangeTransformer(subscription, i18n.locale)
    return inertia.render('Settings/ChangePlan', page.quotedStep('payment', quote, card))
  }

  async store({ request, auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await load(user, params.id)
    const data = await request.validateUsing(planChangeValidator)
    await schedulePlanChange(subscription, user, data.price_id, clock.now(), request.ip())
    return response.redirect().toRoute('settings.subscriptions.change-plan.confirmation', {
      id: subscription.id,
    })
  }

  /** Step 3: the change as recorded. */
  async confirmation({ inertia, auth, i18n, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await load(user, params.id)
    const { scheduledPrice: price, scheduledChangeAt: effectiveAt } = subscription
    if (!subscription.scheduledPriceId || !effectiveAt) {
      return response.redirect().toRoute('settings.subscriptions')
    }
    const card = await defaultPaymentMethod(user.id)
    const page = new PlanChangeTransformer(subscription, i18n.locale)
    return inertia.render(
      'Settings/ChangePlan',
      page.quotedStep('confirmation', { price, effectiveAt }, card)
    )
  }

  /** Keep the current plan: the waiting change is dropped. */
  async destroy({ auth, i18n, params, request, response, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await load(user, params.id)
    if (await withdrawPlanChange(subscription, user, request.ip())) {
      session.flash('success', i18n.t('settings_subscriptions.change.withdrawn'))
    }
    return response.redirect().toRoute('settings.subscriptions')
  }
}
