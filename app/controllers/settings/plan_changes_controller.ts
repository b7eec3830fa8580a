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
import { formatDate } from '#transformers/member_subscription_transformer'
import PriceTransformer from '#transformers/price_transformer'
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
    const blocker = planChangeBlocker(subscription, user)
    if (blocker) {
      session.flash('info', i18n.t('settings_subscriptions.change.not_available'))
      return response.redirect().toRoute('settings.subscriptions')
    }
    const now = clock.now()
    const effectiveOn = formatDate(planChangeEffectiveAt(subscription, now), i18n.locale)
    const options = await planChangeOptions(subscription)
    return inertia.render('Settings/ChangePlan', {
      step: 'plan' as const,
      membership: current(subscription, i18n.locale),
      options: options.map((price) => ({
        ...new PriceTransformer(price, i18n.locale).toOption(),
        effectiveOn,
      })),
      quote: null,
      card: null,
    })
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
    return inertia.render('Settings/ChangePlan', {
      step: 'payment' as const,
      membership: current(subscription, i18n.locale),
      options: [],
      quote: {
        ...new PriceTransformer(quote.price, i18n.locale).toOption(),
        effectiveOn: formatDate(quote.effectiveAt, i18n.locale),
      },
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    })
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
    if (!subscription.scheduledPriceId || !subscription.scheduledChangeAt) {
      return response.redirect().toRoute('settings.subscriptions')
    }
    const card = await defaultPaymentMethod(user.id)
    return inertia.render('Settings/ChangePlan', {
      step: 'confirmation' as const,
      membership: current(subscription, i18n.locale),
      options: [],
      quote: {
        ...new PriceTransformer(subscription.scheduledPrice, i18n.locale).toOption(),
        effectiveOn: formatDate(subscription.scheduledChangeAt, i18n.locale),
      },
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    })
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

function current(subscription: Awaited<ReturnType<typeof load>>, locale: string) {
  return {
    id: subscription.id,
    membershipNumber: subscription.membershipNumber,
    ...new PriceTransformer(subscription.price, locale).toOption(),
    renewsOn: subscription.currentPeriodEnd
      ? formatDate(subscription.currentPeriodEnd, locale)
      : null,
  }
}
