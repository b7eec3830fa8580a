import { test } from '@japa/runner'
import { SubscriptionStatus as S } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Subscription from '#models/subscription'
import User from '#models/user'
import clock from '#services/billing/clock'
import { seedBillingDemo } from '#database/seed/billing_demo'
import { DEMO_PASSWORD } from '#database/seed/demo_accounts'
import { utc } from '#tests/support/billing'
import { RoleSlug } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'

/**
 * One refusal, rendered for whoever asked (DESIGN §6: bad input gets a clear
 * message and changes nothing). A form post, Inertia or plain HTML, goes back
 * with the message as a toast or under its field; a JSON caller gets the
 * status with `{ code, message, field }`. Driven through two real rules:
 * "keep my membership" once the cancellation took effect (a toast) and the
 * member's written cancellation signed with another name (a field).
 */
const NOW = utc('2026-11-23T05:00:00Z')
const KEEP_REFUSED =
  'This cancellation can no longer be taken back: it has already taken effect. You can reactivate the membership instead. Nothing was changed.'

async function member(email: string) {
  await seedBillingDemo(NOW)
  const user = await User.findByOrFail('email', email)
  const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
  return { user, subscription }
}

const keep = (client: any, user: User, id: number) =>
  client.post(`/settings/subscriptions/${id}/keep`).withCsrfToken().redirects(0).loginAs(user)

const cancel = (client: any, user: User, id: number, signature: string) =>
  client
    .post(`/settings/subscriptions/${id}/cancellation`)
    .withCsrfToken()
    .redirects(0)
    .loginAs(user)
    .form({
      reason: 'leaving_thailand',
      details: 'Moving to Portugal',
      text: 'Please cancel my membership; I am leaving Thailand for good.',
      signature,
      password: DEMO_PASSWORD,
    })

test.group('Refusals: one rule, rendered for each caller (DESIGN §6)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    clock.travelTo(NOW)
    return () => clock.travelBack()
  })

  test('[spec 2.8] an Inertia form post that is refused gets an error toast and goes where the form says, nothing changed', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member('cancelled@lexpat.test')
    const response = await keep(client, user, subscription.id).withInertia()
    response.assertStatus(302)
    assert.equal(response.header('location'), '/settings/subscriptions')
    response.assertFlashMessage('error', KEEP_REFUSED)
    assert.notProperty(response.flashMessages(), 'inputErrorsBag')
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCELLED)
    assert.isNull(await AuditLog.findBy('action', 'subscription.cancellation_withdrawn'))
  })

  test('[spec 2.8] a plain HTML form post gets the same toast and redirect', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member('cancelled@lexpat.test')
    const response = await keep(client, user, subscription.id).header('accept', 'text/html')
    response.assertStatus(302)
    assert.equal(response.header('location'), '/settings/subscriptions')
    response.assertFlashMessage('error', KEEP_REFUSED)
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCELLED)
  })

  test('[spec 2.8] a JSON caller gets the status, the stable code and the message, no redirect', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member('cancelled@lexpat.test')
    const response = await keep(client, user, subscription.id).accept('json')
    response.assertStatus(422)
    assert.deepEqual(response.body(), { code: 'E_KEEP_REFUSED', message: KEEP_REFUSED })
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCELLED)
  })

  test('[spec 1] a field refusal is shown under its field, back to the form with its query string', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member('member@lexpat.test')
    const form = `/settings/subscriptions?cancel=${subscription.id}&step=6`
    const response = await cancel(client, user, subscription.id, 'Someone Else')
      .withInertia()
      .header('referer', form)
    response.assertStatus(302)
    assert.equal(response.header('location'), form)
    const errors = (response.flashMessages() as any).inputErrorsBag
    assert.deepEqual(errors, {
      signature: [
        `Sign with your full name exactly as on your account (${user.name}). Nothing was changed.`,
      ],
    })
    assert.notProperty(response.flashMessages(), 'error')
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.cancelRequestedAt)
  })

  test('[spec 1] a field refusal to a JSON caller names the field; in Thai for a Thai member', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member('member@lexpat.test')
    user.locale = 'th'
    await user.save()
    const response = await cancel(client, user, subscription.id, 'Someone Else').accept('json')
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_CANCELLATION_REFUSED')
    assert.equal(response.body().field, 'signature')
    assert.include(response.body().message, 'โปรดลงนามด้วยชื่อเต็ม')
    assert.include(response.body().message, user.name)
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
  })

  test('[spec 2.9] a staff form refused by a service rule: the message under the field, the list keeps its page', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const staff = await createUser(RoleSlug.ADMIN)
    const list = '/admin/customer-poi-management?page=2'
    const response = await client
      .post('/admin/customer-poi-management/requests')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(lawyer)
      .header('referer', list)
      .form({ email: staff.email, document_type: 'passport' })
    response.assertStatus(302)
    assert.equal(response.header('location'), list)
    assert.deepEqual((response.flashMessages() as any).inputErrorsBag, {
      email: ['No member account has this email address.'],
    })
    assert.equal(await countRows('identity_verifications'), 0)
  })
})
