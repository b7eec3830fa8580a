import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import { createUser, countRows, useDatabase } from '#tests/helpers'
import { InvoiceFactory, SubscriptionFactory } from '#database/factories/billing_factories'
import accountDeletion, { anonymizedEmail, DELETED_NAME } from '#services/accounts/account_deletion'
import AccountDeletedNotification from '#mails/account_deleted_notification'
import User from '#models/user'
import Subscription from '#models/subscription'
import Invoice from '#models/invoice'
import DeletionRequest from '#models/deletion_request'
import AuditLog from '#models/audit_log'
import PaymentMethod from '#models/payment_method'
import Partner from '#models/partner'
import Dependant from '#models/dependant'

async function memberWithEverything() {
  const user = await createUser(RoleSlug.USER, {
    name: 'Somchai Expat',
    email: 'somchai@example.com',
    phone: '+66 81 234 5678',
    country: 'Thailand',
    nationality: 'British',
    dateOfBirth: DateTime.fromISO('1980-05-01'),
    avatarUrl: 'https://example.com/a.png',
    googleId: 'g-123',
    lineId: 'U123',
  })
  const active = await SubscriptionFactory.merge({ userId: user.id }).create()
  const pending = await SubscriptionFactory.apply('pending_review')
    .merge({ userId: user.id })
    .create()
  const invoice = await InvoiceFactory.apply('paid')
    .merge({
      userId: user.id,
      subscriptionId: active.id,
      billToName: 'Somchai Expat',
      billToEmail: 'somchai@example.com',
    })
    .create()
  await Partner.create({
    subscriptionId: active.id,
    name: 'Malee Expat',
    email: 'malee@example.com',
  })
  await Dependant.create({
    subscriptionId: active.id,
    name: 'Nok Expat',
    dateOfBirth: DateTime.fromISO('2015-01-01'),
    relation: 'child',
    livesAtHome: true,
    underGuardianship: false,
  })
  await PaymentMethod.create({
    userId: user.id,
    gateway: 'sandbox',
    gatewayCustomerId: 'cust_test_1',
    gatewayCardId: 'card_test_1',
    brand: 'Visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    isDefault: true,
  } as Partial<PaymentMethod>)
  return { user, active, pending, invoice }
}

test.group('Account deletion service (SPEC §7, PDPA)', (group) => {
  useDatabase(group)
  group.each.teardown(() => mail.restore())

  test('[spec 7] deleting cancels the live memberships through the membership rules', async ({
    assert,
  }) => {
    mail.fake()
    const { user, active, pending } = await memberWithEverything()
    const result = await accountDeletion.delete(user, { ip: '203.0.113.9' })
    await active.refresh()
    await pending.refresh()
    assert.equal(active.status, SubscriptionStatus.CANCEL_PENDING)
    assert.equal(active.cancellationReason, 'Account deleted by the member')
    // 30 days' written notice, as for any cancellation.
    assert.approximately(
      active.cancelEffectiveAt!.diff(active.cancelRequestedAt!, 'days').days,
      30,
      0.01
    )
    assert.equal(pending.status, SubscriptionStatus.REJECTED)
    assert.equal(pending.rejectionReason, 'Account deleted by the member')
    assert.deepEqual(result.cancelled, [active.membershipNumber])
    assert.deepEqual(result.rejected, [pending.membershipNumber])
  })

  test('[spec 7] the person is erased, the invoices stay as issued', async ({ assert }) => {
    mail.fake()
    const { user, active, invoice } = await memberWithEverything()
    await accountDeletion.delete(user)

    const row = await User.findOrFail(user.id)
    assert.equal(row.name, DELETED_NAME)
    assert.equal(row.email, anonymizedEmail(user.id))
    assert.isNull(row.password)
    assert.isNull(row.phone)
    assert.isNull(row.dateOfBirth)
    assert.isNull(row.avatarUrl)
    assert.isNull(row.country)
    assert.isNull(row.nationality)
    assert.isNull(row.googleId)
    assert.isNull(row.facebookId)
    assert.isNull(row.lineId)
    assert.isNotNull(row.deletedAt)

    const kept = await Invoice.findOrFail(invoice.id)
    assert.equal(kept.billToName, 'Somchai Expat')
    assert.equal(kept.billToEmail, 'somchai@example.com')
    assert.equal(kept.totalSatang, invoice.totalSatang)
    assert.isNotNull(await Subscription.find(active.id))

    assert.equal(await countRows('payment_methods', { user_id: user.id }), 0)
    assert.equal(await countRows('partners', { subscription_id: active.id }), 0)
    assert.equal(await countRows('dependants', { subscription_id: active.id }), 0)
  })

  test('[spec 7] the deletion is recorded: a processed deletion request and an audit entry', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await memberWithEverything()
    await accountDeletion.delete(user, { ip: '203.0.113.9' })

    const request = await DeletionRequest.query().where('user_id', user.id).firstOrFail()
    assert.equal(request.status, 'processed')
    assert.isNotNull(request.processedAt)
    assert.equal(request.email, 'somchai@example.com')

    const audit = await AuditLog.query().where('action', 'account.deleted').firstOrFail()
    assert.equal(audit.userId, user.id)
    assert.equal(audit.subjectId, String(request.id))
    assert.equal(audit.ip, '203.0.113.9')

    mails.assertQueued(AccountDeletedNotification, (message) =>
      message.message.hasTo('somchai@example.com')
    )
  })

  test('[spec 7] the erased account can no longer sign in', async ({ assert }) => {
    mail.fake()
    const { user } = await memberWithEverything()
    await accountDeletion.delete(user)
    await assert.rejects(() => User.verifyCredentials('somchai@example.com', 'Secret-pass-123'))
  })
})
