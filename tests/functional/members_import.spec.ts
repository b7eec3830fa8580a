import { test } from '@japa/runner'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ace from '@adonisjs/core/services/ace'
import mail from '@adonisjs/mail/services/main'
import queue from '@adonisjs/queue/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import User from '#models/user'
import Subscription from '#models/subscription'
import PasswordResetToken from '#models/password_reset_token'
import SetPasswordMailJob, { sendSetPasswordMail } from '#jobs/set_password_mail_job'
import SetPasswordMail from '#mails/set_password_mail'
import { nextNumber } from '#services/platform/number_sequence'
import { importLegacyMembers } from '#services/memberships/legacy_members_import'
import { clearThrottles } from '#tests/support/throttles'
import emailRecorder from '#services/platform/email_recorder'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const HEADER =
  'name,email,phone,country,plan,billing_period,membership_number,started,paid_through,billed_outside'
const SOMCHAI =
  'Somchai Jaidee,somchai.legacy@example.com,+66 81 234 5678,Thailand,personal,year,LX-2019-000101,2019-03-01,2099-02-28,no'
const ANNA =
  '"Smith, Anna",anna.legacy@example.com,+44 20 7946 0958,United Kingdom,business,month,LX-2021-000042,2021-06-15,2099-12-14,yes'
const PIERRE =
  '"Pierre ""Pete"" Dubois",pierre.legacy@example.com,,France,personal,month,LX-2020-000007,2020-01-10,2025-10-09,no'
const BAD_EMAIL =
  'Broken Row,not-an-email,,Thailand,personal,month,LX-2020-000008,2020-01-10,2099-10-09,no'

async function csvFile(...rows: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'legacy-'))
  const path = join(dir, 'members.csv')
  await writeFile(path, [HEADER, ...rows].join('\r\n') + '\r\n')
  return path
}

/** Runs the command as an operator would and returns its exit code and printed lines. */
async function run(args: string[]) {
  ace.ui.switchMode('raw')
  const command = await ace.exec('members:import', args)
  const lines = command.logger.getLogs().map((log) => log.message)
  return { command, lines, output: lines.join('\n') }
}

test.group('Legacy members import', (group) => {
  useDatabase(group)
  group.each.teardown(() => {
    mail.restore()
    queue.restore()
  })

  test('[spec 1] a dry run prints what would change, line by line, and writes nothing', async ({
    assert,
  }) => {
    const fake = queue.fake()
    const users = await countRows('users')
    const { command, output } = await run([await csvFile(SOMCHAI, ANNA), '--dry-run'])
    command.assertSucceeded()
    assert.include(output, 'line 2  create  somchai.legacy@example.com  LX-2019-000101')
    assert.include(output, 'line 3  create  anna.legacy@example.com  LX-2021-000042')
    assert.include(
      output,
      'would create 2, would update 0, unchanged 0, errors 0; dry run: nothing written'
    )
    assert.equal(await countRows('users'), users)
    assert.equal(await countRows('subscriptions', { membership_number: 'LX-2019-000101' }), 0)
    fake.assertNothingPushed()
  })

  test('[spec 1] imports members with their plan, period and state; a second run changes nothing and says so', async ({
    assert,
  }) => {
    const fake = queue.fake()
    const file = await csvFile(SOMCHAI, ANNA, PIERRE)
    const first = await run([file])
    first.command.assertSucceeded()
    assert.include(
      first.output,
      'created 3, updated 0, unchanged 0, errors 0; 3 set-password emails queued'
    )

    const somchai = await User.findByOrFail('email', 'somchai.legacy@example.com')
    assert.equal(somchai.name, 'Somchai Jaidee')
    // Read as the stored values were (SPEC 2.8): E.164.
    assert.equal(somchai.phone, '+66812345678')
    assert.equal(somchai.country, 'TH')
    assert.isNull(somchai.password)
    assert.isNull(somchai.emailVerifiedAt)
    assert.isFalse(somchai.isOmiseUser)
    const membership = await Subscription.query()
      .where('user_id', somchai.id)
      .preload('plan')
      .preload('price')
      .firstOrFail()
    assert.equal(membership.membershipNumber, 'LX-2019-000101')
    assert.equal(membership.plan.slug, 'personal')
    assert.equal(membership.price.billingPeriod, 'year')
    assert.equal(membership.status, 'active')
    assert.equal(membership.startedAt!.setZone('Asia/Bangkok').toISODate(), '2019-03-01')
    // Paid through 28 February 2099 = covered to the end of that day in Bangkok.
    assert.equal(membership.currentPeriodEnd!.toUTC().toISO(), '2099-02-28T17:00:00.000Z')

    const anna = await User.findByOrFail('email', 'anna.legacy@example.com')
    assert.equal(anna.name, 'Smith, Anna')
    assert.isTrue(anna.isOmiseUser)
    assert.equal(anna.phone, '+442079460958')
    assert.equal(anna.country, 'GB')
    assert.isFalse(anna.phoneNeedsReview)
    const pierre = await User.findByOrFail('email', 'pierre.legacy@example.com')
    assert.equal(pierre.name, 'Pierre "Pete" Dubois')
    assert.isNull(pierre.phone)
    const lapsed = await Subscription.findByOrFail('membership_number', 'LX-2020-000007')
    // Paid through a day already past: suspended (DESIGN §3), reactivated by paying.
    assert.equal(lapsed.status, 'suspended')
    assert.isNotNull(lapsed.suspendedAt)

    for (const user of [somchai, anna, pierre]) {
      fake.assertPushed(SetPasswordMailJob, { payload: { userId: user.id } })
    }

    const users = await countRows('users')
    const second = await run([file])
    second.command.assertSucceeded()
    assert.include(second.output, 'line 2  unchanged  somchai.legacy@example.com')
    assert.include(second.output, 'created 0, updated 0, unchanged 3, errors 0')
    assert.include(second.output, 'Nothing to change: every row is already imported.')
    assert.equal(await countRows('users'), users)
    fake.assertPushedCount(3)
  })

  test('[spec 1] a changed row is an update of the same member, not a second one', async ({
    assert,
  }) => {
    queue.fake()
    await run([await csvFile(SOMCHAI), '--no-email'])
    const moved = SOMCHAI.replace('personal,year', 'business,year').replace('Thailand', 'Laos')
    const { output } = await run([await csvFile(moved), '--no-email'])
    assert.include(
      output,
      'line 2  update  somchai.legacy@example.com  LX-2019-000101  (country, plan)'
    )
    assert.equal(await countRows('users', { email: 'somchai.legacy@example.com' }), 1)
    const membership = await Subscription.query()
      .where('membership_number', 'LX-2019-000101')
      .preload('plan')
      .firstOrFail()
    assert.equal(membership.plan.slug, 'business')
  })

  test('[spec 1] bad rows are reported with their line number and nothing is written for them; good rows still import', async ({
    assert,
  }) => {
    queue.fake()
    const staff = await createUser(RoleSlug.ADMIN, { email: 'staff.legacy@example.com' })
    const staffRow = SOMCHAI.replace('somchai.legacy@example.com', staff.email).replace(
      'LX-2019-000101',
      'LX-2019-000102'
    )
    const repeated = ANNA.replace('LX-2021-000042', 'LX-2021-000043')
    const { command, output } = await run([
      await csvFile(SOMCHAI, BAD_EMAIL, staffRow, ANNA, repeated),
      '--no-email',
    ])
    command.assertFailed()
    assert.include(
      output,
      'line 3  error  not-an-email  (email: The email field must be a valid email address)'
    )
    assert.include(
      output,
      'line 4  error  staff.legacy@example.com  LX-2019-000102  (email belongs to a staff account)'
    )
    assert.include(
      output,
      'line 6  error  anna.legacy@example.com  LX-2021-000043  (email repeats line 5)'
    )
    assert.include(output, 'created 2, updated 0, unchanged 0, errors 3; no emails (--no-email)')
    assert.equal(await countRows('subscriptions', { membership_number: 'LX-2020-000008' }), 0)
    assert.equal(await countRows('subscriptions', { membership_number: 'LX-2019-000102' }), 0)
    assert.equal(await countRows('subscriptions', { membership_number: 'LX-2021-000043' }), 0)
    assert.equal(await countRows('users', { email: 'somchai.legacy@example.com' }), 1)
  })

  test('[spec 1] a wrong header refuses the whole file', async ({ assert }) => {
    const dir = await mkdtemp(join(tmpdir(), 'legacy-'))
    const path = join(dir, 'members.csv')
    await writeFile(path, `name,email\n${SOMCHAI}\n`)
    const { command, output } = await run([path])
    command.assertFailed()
    assert.include(output, 'line 1: the header must be exactly name,email,phone')
    assert.include(output, 'Nothing was imported.')
    assert.equal(await countRows('users', { email: 'somchai.legacy@example.com' }), 0)
  })

  test('[spec 1] a spreadsheet export (byte-order mark, semicolons, CRLF) imports like a comma file', async ({
    assert,
  }) => {
    queue.fake()
    const dir = await mkdtemp(join(tmpdir(), 'legacy-'))
    const path = join(dir, 'members.csv')
    const semicolons = (row: string) => row.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')
    await writeFile(path, `\uFEFF${semicolons(HEADER)}\r\n${semicolons(ANNA)}\r\n`)
    const { command, output } = await run([path, '--no-email'])
    command.assertSucceeded()
    assert.include(output, 'line 2  create  anna.legacy@example.com  LX-2021-000042')
    const anna = await User.findByOrFail('email', 'anna.legacy@example.com')
    assert.equal(anna.name, 'Smith, Anna')
  })

  test('[spec 1] broken quoting refuses the whole file with the line it is on', async ({
    assert,
  }) => {
    const { command, output } = await run([await csvFile(SOMCHAI, '"Open quote,x@example.com')])
    command.assertFailed()
    assert.include(output, 'line 3: a quoted field is never closed. Nothing was imported.')
    assert.equal(await countRows('users', { email: 'somchai.legacy@example.com' }), 0)
  })

  test('[spec 1] a file that cannot be read is refused', async ({ assert }) => {
    const { command, output } = await run([join(tmpdir(), 'no-such-dir', 'members.csv')])
    command.assertFailed()
    assert.include(output, 'Cannot read')
  })

  test('[spec 1] --no-email imports without queueing any mail', async ({ assert }) => {
    const fake = queue.fake()
    const { command, output } = await run([await csvFile(SOMCHAI), '--no-email'])
    command.assertSucceeded()
    assert.include(output, 'created 1, updated 0, unchanged 0, errors 0; no emails (--no-email)')
    fake.assertNothingPushed()
  })

  test('[spec 1] the membership sequence never issues an imported number again', async ({
    assert,
  }) => {
    // A counter for 2019 exists already, behind the imported number.
    const before = await nextNumber('membership', 2019)
    assert.isBelow(Number(before.slice(-6)), 101)
    await importLegacyMembers(`${HEADER}\n${SOMCHAI}\n`)
    assert.equal(await nextNumber('membership', 2019), 'LX-2019-000102')
  })

  test('[spec 6] the set-password mail (7 days) lets the member choose a password, which verifies the email', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await importLegacyMembers(`${HEADER}\n${SOMCHAI}\n`)
    const user = await User.findByOrFail('email', 'somchai.legacy@example.com')
    assert.isTrue(await sendSetPasswordMail(user.id))
    const sent = mails.queued()[0] as SetPasswordMail
    assert.instanceOf(sent, SetPasswordMail)
    assert.isTrue(sent.message.hasTo('somchai.legacy@example.com'))
    const token = sent.url.split('/reset-password/')[1]
    const row = await PasswordResetToken.findByOrFail('user_id', user.id)
    assert.approximately(row.expiresAt.diff(DateTime.utc(), 'days').days, 7, 0.01)

    await clearThrottles()
    const password = 'Legacy-member-2026!'
    const response = await client
      .post('/reset-password')
      .withCsrfToken()
      .form({ token, password, password_confirmation: password })
      .redirects(0)
    response.assertHeader('location', '/login')
    await user.refresh()
    assert.isNotNull(user.password)
    assert.isNotNull(user.emailVerifiedAt)
    // A member who has a password gets no second invitation.
    assert.isFalse(await sendSetPasswordMail(user.id))
    await emailRecorder.settled()
  })

  test('[spec 6] the set-password mail is in Thai for a Thai-speaking member', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    await importLegacyMembers(`${HEADER}\n${SOMCHAI}\n`)
    const user = await User.findByOrFail('email', 'somchai.legacy@example.com')
    user.locale = 'th'
    await user.save()
    await sendSetPasswordMail(user.id)
    const sent = mails.queued()[0] as SetPasswordMail
    await sent.buildWithContents()
    assert.include(sent.message.toJSON().message.subject!, 'ตั้งรหัสผ่าน')
    assert.include(String(sent.message.toJSON().message.html), 'LX-2019-000101')
    // The sent-mail history is written after the send: let it land before the rollback.
    await emailRecorder.settled()
  })

  test('[spec 6] a member billed outside Lexpat sees the menu without billing pages', async ({
    client,
    assert,
  }) => {
    queue.fake()
    await importLegacyMembers(`${HEADER}\n${ANNA}\n`)
    const anna = await User.findByOrFail('email', 'anna.legacy@example.com')
    anna.emailVerifiedAt = DateTime.utc()
    anna.password = 'Legacy-member-2026!'
    await anna.save()
    const page = await client.get('/settings/profile-details').loginAs(anna).withInertia()
    page.assertStatus(200)
    const keys = (page.inertiaProps.member_menu as Array<{ key: string }>).map(
      (entry: { key: string }) => entry.key
    )
    assert.notInclude(keys, 'subscriptions')
    assert.notInclude(keys, 'invoices')
    assert.include(keys, 'member-card')
  })
})
