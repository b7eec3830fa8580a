import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { SubscriptionStatus as S } from '#enums/billing'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import Subscription from '#models/subscription'
import User from '#models/user'
import clock from '#services/billing/clock'
import { renewMembership } from '#services/billing/renewals'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import { CancellationWithdrawnMail } from '#mails/billing_mails'
import { seedBillingDemo } from '#database/seed/billing_demo'
import { utc } from '#tests/support/billing'
import { createUser, useDatabase } from '#tests/helpers'

/** Where the demo data is anchored: "now" for the seed and for the billing clock. */
const NOW = utc('2026-11-23T05:00:00Z')

async function demo(email: string) {
  await seedBillingDemo(NOW)
  const user = await User.findByOrFail('email', email)
  const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
  return { user, subscription }
}

async function rowOf(client: any, user: User) {
  const response = await client.get('/settings/subscriptions').withInertia().loginAs(user)
  response.assertStatus(200)
  return (response.inertiaProps.memberships as any[])[0]
}

const keep = (client: any, user: User, id: number) =>
  client.post(`/settings/subscriptions/${id}/keep`).withCsrfToken().redirects(0).loginAs(user)

test.group('Settings › Subscriptions: keep my membership (SPEC §1, §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    clock.travelTo(NOW)
    return () => clock.travelBack()
  })

  test('[spec 2.8] during the notice period the member keeps the membership: active, mailed, audited, renewed as before', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const { user, subscription } = await demo('cancelling@lexpat.test')
    const before = await rowOf(client, user)
    assert.equal(before.status, 'cancel_pending')
    assert.isTrue(before.can.keepMembership)

    const response = await keep(client, user, subscription.id)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/settings/subscriptions')
    response.assertFlashMessage(
      'success',
      'Your cancellation was withdrawn: your membership continues and renews as before.'
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.cancelRequestedAt)
    assert.isNull(subscription.cancelEffectiveAt)
    assert.isNull(subscription.cancellationChannel)

    fake.mails.assertQueued(CancellationWithdrawnMail, (message) => {
      message.build()
      return (
        message.recipient.email === 'cancelling@lexpat.test' &&
        message.facts.renewsAt !== null &&
        +message.facts.renewsAt === +subscription.currentPeriodEnd!
      )
    })
    mail.restore()
    const audit = await AuditLog.query()
      .where('action', 'subscription.cancellation_withdrawn')
      .where('subject_id', String(subscription.id))
      .firstOrFail()
    assert.equal(audit.userId, user.id)

    const after = await rowOf(client, user)
    assert.isFalse(after.can.keepMembership)
    assert.isTrue(after.can.cancel)
    assert.isNotNull(after.nextCharge)

    // The renewal at the end of the period is invoiced and charged as before.
    clock.travelTo(subscription.currentPeriodEnd!.plus({ minutes: 5 }))
    const outcome = await renewMembership(subscription.id)
    assert.notEqual(outcome.status, 'not_renewable', JSON.stringify(outcome))
    const renewal = await Invoice.query()
      .where('subscription_id', subscription.id)
      .orderBy('id', 'desc')
      .preload('payments')
      .firstOrFail()
    assert.equal(+renewal.periodStart, +subscription.currentPeriodEnd!)
    assert.isAtLeast(renewal.payments.length, 1, JSON.stringify(outcome))
  })

  test('[spec 1] a request received by email and recorded by staff is withdrawn with its words', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user, subscription } = await demo('member@lexpat.test')
    const staff = await createUser(RoleSlug.ADMIN)
    await subscriptionAdmin.recordCancellation(
      subscription,
      { channel: 'email', reason: 'Leaving', text: 'Please cancel.', requestedAt: NOW },
      { actor: staff, ip: null }
    )
    assert.equal(subscription.cancellationChannel, 'email')
    const response = await keep(client, user, subscription.id)
    response.assertStatus(302)
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.cancellationChannel)
    assert.isNull(subscription.cancellationText)
    assert.isNull(subscription.cancellationReason)
    mail.restore()
  })

  test('[spec 1] refused once the membership has ended: a flash, nothing changed, reactivation offered', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const { user, subscription } = await demo('cancelled@lexpat.test')
    const row = await rowOf(client, user)
    assert.isFalse(row.can.keepMembership)
    assert.isTrue(row.can.reactivate)
    const response = await keep(client, user, subscription.id)
    response.assertStatus(302)
    response.assertFlashMessage(
      'error',
      'This cancellation can no longer be taken back: it has already taken effect. You can reactivate the membership instead. Nothing was changed.'
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCELLED)
    fake.mails.assertNoneQueued()
    mail.restore()
    assert.isNull(await AuditLog.findBy('action', 'subscription.cancellation_withdrawn'))
  })

  test('[spec 1] refused on the effective date even before the nightly job ends the membership', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user, subscription } = await demo('cancelling@lexpat.test')
    clock.travelTo(subscription.cancelEffectiveAt!.plus({ minutes: 1 }))
    const row = await rowOf(client, user)
    assert.isFalse(row.can.keepMembership)
    const response = await keep(client, user, subscription.id)
    response.assertStatus(302)
    assert.property(response.flashMessages(), 'error')
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    mail.restore()
  })

  test("[spec 6] another member's membership answers 404 and changes nothing", async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { subscription } = await demo('cancelling@lexpat.test')
    const intruder = await createUser(RoleSlug.USER)
    const response = await keep(client, intruder, subscription.id)
    response.assertStatus(404)
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.isNotNull(subscription.cancelEffectiveAt)
    mail.restore()
  })
})
