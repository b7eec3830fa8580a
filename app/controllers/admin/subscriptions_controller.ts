import type { HttpContext } from '@adonisjs/core/http'
import { RoleId } from '#enums/role'
import Subscription from '#models/subscription'
import Plan from '#models/plan'
import User from '#models/user'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import { customPlanValidator, rejectApplicationValidator } from '#validators/admin_reviews'
import { scopedMessages } from '#validators/admin_money'
import { rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'

type StaffWrite = ReturnType<typeof staffWrite>

/** How the list words the lifecycle's refusals of a decision. */
const DECISION_REFUSALS = {
  E_INVALID_TRANSITION: 'admin_subscriptions.errors.transition',
  E_NOT_ELIGIBLE: 'admin_subscriptions.errors.incarcerated',
}

/** A member's account (not staff, not erased) by its email. */
function memberByEmail(email: string) {
  return User.query()
    .where('email', email)
    .where('role_id', RoleId.USER)
    .whereNull('deleted_at')
    .firstOrFail()
}

/** SPEC §2.9 Subscriptions: decide an application, suspend, reactivate, make a custom one. */
export default class SubscriptionsController {
  async approve(ctx: HttpContext) {
    return this.#decide(ctx, 'approved', (subscription, who) =>
      subscriptionAdmin.approve(subscription, who)
    )
  }

  async reject(ctx: HttpContext) {
    return this.#decide(ctx, 'rejected', async (subscription, who) => {
      const { reason } = await ctx.request.validateUsing(rejectApplicationValidator)
      return subscriptionAdmin.reject(subscription, reason, who)
    })
  }

  async suspend(ctx: HttpContext) {
    return this.#decide(ctx, 'suspended', (subscription, who) =>
      subscriptionAdmin.suspend(subscription, who)
    )
  }

  async reactivate(ctx: HttpContext) {
    return this.#decide(ctx, 'reactivated', (subscription, who) =>
      subscriptionAdmin.reactivate(subscription, who)
    )
  }

  /** A membership on a custom price, made by staff for a member. */
  async storeCustom(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(customPlanValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_subscriptions'),
    })
    const member = await memberByEmail(data.email)
    const plan = await Plan.findOrFail(data.plan_id)
    const subscription = await subscriptionAdmin.createCustom(
      member,
      { planId: plan.id, amountSatang: data.amount_satang, billingPeriod: data.billing_period },
      staffWrite(ctx)
    )
    const number = subscription.membershipNumber
    ctx.session.flash('success', ctx.i18n.t('admin_subscriptions.flash.custom_created', { number }))
    return ctx.response.redirect().withQs().back()
  }

  /** Runs a decision; a move the state machine refuses is an error toast, never a 500. */
  /** The membership of the URL, decided by `run`; its refusals worded for the list. */
  async #decide(
    ctx: HttpContext,
    done: string,
    run: (subscription: Subscription, who: StaffWrite) => Promise<Subscription>
  ) {
    const { session, i18n, response } = ctx
    const found = await Subscription.findOrFail(ctx.params.id)
    const subscription = await rephrase(run(found, staffWrite(ctx)), { keys: DECISION_REFUSALS })
    session.flash(
      'success',
      i18n.t(`admin_subscriptions.flash.${done}`, { number: subscription.membershipNumber })
    )
    return response.redirect().withQs().back()
  }
}
