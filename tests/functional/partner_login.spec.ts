import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { EntitlementKind, SubscriptionStatus } from '#enums/billing'
import Partner from '#models/partner'
import User from '#models/user'
import PartnerInvitationMail from '#mails/partner_invitation_mail'
import { ExtraServiceBilledMail } from '#mails/extra_service_mail'
import EntitlementUsage from '#models/entitlement_usage'
import { matterFor } from '#tests/support/casework'
import { sendRequest } from '#tests/support/desk'
import { Refusal } from '#exceptions/refusal'
import { recordUsage, usageFor } from '#services/memberships/entitlements'
import lifecycle from '#services/memberships/subscription_lifecycle'
import { tokenFor } from '#services/memberships/member_card'
import { sqlTime } from '#support/columns'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { PASSWORD, forgetTags, signIn, using } from '#tests/support/devices'

/**
 * The partner's login (DESIGN §11, SPEC §2.8): invited from Spouse /
 * Partner Details, their own password, reduced menu and card, the
 * membership's limits shared, and an end with the partner's removal or
 * the membership's.
 */

const PARTNER_EMAIL = 'daniel@example.com'

async function personalMember(state?: 'cancel_pending') {
  const member = await createUser(RoleSlug.USER, {
    name: 'Maya Member',
    email: 'maya@example.com',
    password: PASSWORD,
  })
  const factory = state ? SubscriptionFactory.apply(state) : SubscriptionFactory
  const membership = await factory.merge({ userId: member.id }).create()
  await membership.related('partner').create({ name: 'Daniel Partner', email: null })
  return { member, membership }
}

function post(client: any, user: User, url: string, body: Record<string, unknown> = {}) {
  return client
    .post(url)
    .withCsrfToken()
    .loginAs(user)
    .header('referer', '/settings/partner-details')
    .json(body)
    .redirects(0)
}

const INVITE = '/settings/partner-details/partner/invitation'

/** The invitation's link, from the queued mail. */
function linkOf(sent: PartnerInvitationMail): string {
  return new URL(sent.url).pathname
}

/** A partner invited through the page, who chose their password from the mail's link. */
async function partnerWithLogin(client: any, member: User) {
  const { mails } = mail.fake()
  const invited = await post(client, member, INVITE, { email: PARTNER_EMAIL })
  invited.assertHeader('location', '/settings/partner-details')
  const sent = mails.queued().find((entry) => entry instanceof PartnerInvitationMail)!
  const token = linkOf(sent).split('/').pop()!
  const set = await client
    .post('/reset-password')
    .withCsrfToken()
    .form({ token, password: PASSWORD, password_confirmation: PASSWORD })
    .redirects(0)
  set.assertHeader('location', '/login')
  return User.findByOrFail('email', PARTNER_EMAIL)
}

test.group("The partner's login (DESIGN §11)", (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => forgetTags())
  group.each.setup(() => () => mail.restore())

  test('[spec 2.8] the member invites the partner: a login is made and the mail is queued', async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const { mails } = mail.fake()
    const response = await post(client, member, INVITE, { email: 'Daniel@Example.com' })
    response.assertHeader('location', '/settings/partner-details')
    response.assertFlashMessage('success', `Invitation sent to ${PARTNER_EMAIL}.`)

    const login = await User.findByOrFail('email', PARTNER_EMAIL)
    assert.equal(login.partnerOfUserId, member.id)
    assert.isNull(login.password)
    assert.equal(login.name, 'Daniel Partner')
    const partner = await Partner.findByOrFail('subscription_id', membership.id)
    assert.equal(partner.userId, login.id)
    assert.equal(partner.email, PARTNER_EMAIL)

    // Queued, never sent inside the request (DESIGN §11 "one mail path").
    assert.lengthOf(mails.sent(), 0)
    const sent = mails.queued().find((entry) => entry instanceof PartnerInvitationMail)!
    assert.exists(sent)
    assert.equal(sent.recipient.email, PARTNER_EMAIL)
    assert.equal(sent.memberName, 'Maya Member')
    assert.equal(sent.membershipNumber, membership.membershipNumber)
    assert.match(linkOf(sent), /^\/reset-password\/[\w-]{43}$/)

    const page = await client.get('/settings/partner-details').withInertia().loginAs(member)
    const state = page.inertiaProps.partnerLogin as any
    assert.equal(state.state, 'invited')
    assert.equal(state.email, PARTNER_EMAIL)
    const days = DateTime.fromISO(state.expiresAt).diffNow('days').days
    assert.closeTo(days, 7, 0.01)
  })

  test('[spec 2.8] the partner sets a password from the link, signs in and sees only the reduced menu', async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    assert.isNotNull(login.password)
    assert.isNotNull(login.emailVerifiedAt)

    const page = await client.get('/settings/partner-details').withInertia().loginAs(member)
    assert.deepEqual(page.inertiaProps.partnerLogin, { state: 'active', email: PARTNER_EMAIL })

    const device = await signIn(client, PARTNER_EMAIL)
    const profile = await using(client.get('/settings/profile-details'), device).withInertia()
    profile.assertStatus(200)
    profile.assertInertiaComponent('Settings/ProfileDetails')
    const menu = (profile.inertiaProps.member_menu as any[]).map((entry) => entry.key)
    assert.includeMembers(menu, ['profile-details', 'change-password', 'member-card'])
    assert.isEmpty(
      menu.filter(
        (key) => !['profile-details', 'change-password', 'member-card', 'my-requests'].includes(key)
      )
    )
    assert.deepEqual(profile.inertiaProps.partnerOf, {
      member: 'Maya Member',
      plan: 'Personal',
      membershipNumber: membership.membershipNumber,
    })
    // Covered by the member's plan: no cart, and the shared user lists that plan.
    const shared = profile.inertiaProps as any
    assert.isFalse(shared.app.showCart)
    assert.deepEqual(
      shared.user.current_plans.map((plan: any) => plan.name),
      ['Personal']
    )
  })

  test('[spec 6] a partner is refused every settings route outside the reduced menu', async ({
    client,
    assert,
  }) => {
    const { member } = await personalMember()
    const login = await partnerWithLogin(client, member)
    for (const path of [
      '/settings/partner-details',
      '/settings/subscriptions',
      '/settings/invoices',
      '/settings/payment-methods',
      '/settings/plan-agreements',
      '/settings/services-used',
      '/settings/legal-forms',
      '/settings/data-export',
    ]) {
      const response = await client.get(path).loginAs(login).redirects(0)
      assert.equal(response.status(), 302, path)
      assert.equal(response.header('location'), '/settings/profile-details', path)
    }
    const writes: Array<[string, string]> = [
      ['put', '/settings/profile-details/invoice-details'],
      ['post', '/settings/data-export'],
      ['post', INVITE],
      ['delete', '/settings/partner-details/partner'],
      ['post', '/settings/payment-methods'],
    ]
    for (const [method, path] of writes) {
      const response = await (client as any)
        [method](path)
        .withCsrfToken()
        .loginAs(login)
        .json({})
        .redirects(0)
      assert.equal(response.status(), 403, `${method} ${path}`)
    }
    // The partner row is untouched by the refused removal.
    assert.equal(await countRows('partners', { user_id: login.id }), 1)
    for (const path of ['/settings/member-card', '/settings/change-password']) {
      const response = await client.get(path).loginAs(login).redirects(0)
      assert.equal(response.status(), 200, path)
    }
  })

  test("[spec 2.8] the partner's own card: their name, the membership's number and plan, marked as the partner", async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    const page = await client.get('/settings/member-card').withInertia().loginAs(login)
    page.assertStatus(200)
    const card = page.inertiaProps.card as any
    assert.include(card, {
      name: 'Daniel Partner',
      membershipNumber: membership.membershipNumber,
      plan: 'Personal',
      holder: 'partner',
      memberName: 'Maya Member',
    })
    assert.include(card.qrSvg, '<svg')

    // The card's QR code: valid, the partner's initials, said to be the partner.
    const token = await tokenFor(login)
    assert.notEqual(token, await tokenFor(member))
    assert.equal(card.verifyUrl.split('/').pop(), token)
    const verified = await client.get(`/verify/${token}`).withInertia()
    verified.assertStatus(200)
    assert.deepEqual(verified.inertiaProps.verification, {
      found: true,
      valid: true,
      plan: 'Personal',
      initials: 'D. P.',
      holder: 'partner',
    })

    const pdf = await client.get('/settings/member-card/pdf').loginAs(login)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')

    // Once the partner is removed, the card no longer verifies.
    await client
      .delete('/settings/partner-details/partner')
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    const after = await client.get(`/verify/${token}`).withInertia()
    assert.isFalse((after.inertiaProps.verification as any).valid)
  })

  test('[spec 2.8] usage is shared: what the partner uses counts for the member too, and says who used it', async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    // The Personal plan has one letter or call a month (SPEC §9).
    await recordUsage(membership, EntitlementKind.LETTER_OR_CALL, { usedBy: login })
    const usage = await usageFor(membership)
    const letters = usage.find((line) => line.kind === EntitlementKind.LETTER_OR_CALL)!
    assert.deepEqual(letters.month, { used: 1, limit: 1, left: 0 })
    // The member's own request this month is over the shared limit.
    await assert.rejects(
      () => recordUsage(membership, EntitlementKind.LETTER_OR_CALL, { usedBy: member }),
      Refusal
    )
    await recordUsage(membership, EntitlementKind.DOCUMENT_REVIEW, { pages: 4 })

    const page = await client.get('/settings/services-used').withInertia().loginAs(member)
    const rows = page.inertiaProps.list.rows as any[]
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.usedBy]))
    assert.deepEqual(byKind, {
      [EntitlementKind.LETTER_OR_CALL]: 'Daniel Partner',
      [EntitlementKind.DOCUMENT_REVIEW]: 'Maya Member',
    })
  })

  test("[spec 2.8] the partner asks from My requests under the membership's limits; the member sees who used it and is billed for an extra", async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    const { mails } = mail.fake()
    const form = await client.get('/settings/my-requests/new').withInertia().loginAs(login)
    form.assertStatus(200)
    assert.isTrue(form.inertiaProps.eligible)
    assert.equal(form.inertiaProps.left.letter_or_call.month, 1)

    const letter = {
      kind: 'letter_or_call',
      subject: 'Letter to the landlord',
      details: 'Deposit.',
    }
    const sent = await sendRequest(client, login, letter).redirects(0)
    sent.assertStatus(302)
    const usage = await EntitlementUsage.query()
      .where('subscription_id', membership.id)
      .firstOrFail()
    assert.equal(usage.usedById, login.id)

    // The member's own letter this month is over the shared limit …
    const refused = await sendRequest(client, member, { ...letter, subject: 'Mine' })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'over_month')
    const left = await client.get('/settings/my-requests/new').withInertia().loginAs(member)
    assert.equal(left.inertiaProps.left.letter_or_call.month, 0)

    // … and an extra the partner accepts is the member's invoice, mailed to the member.
    const extra = await sendRequest(client, login, {
      ...letter,
      subject: 'Second letter',
      accept_extra: true,
    }).redirects(0)
    extra.assertStatus(302)
    const billed = mails.queued().find((entry) => entry instanceof ExtraServiceBilledMail)!
    assert.equal(billed.recipient.email, member.email)

    const page = await client.get('/settings/services-used').withInertia().loginAs(member)
    const rows = page.inertiaProps.list.rows as any[]
    assert.lengthOf(rows, 2)
    assert.isTrue(rows.every((row) => row.usedBy === 'Daniel Partner'))
  })

  test("[security] a partner cannot attach their request to a matter of the member's", async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    const lawyer = await createUser(RoleSlug.LAWYER)
    const matter = await matterFor(membership.id, lawyer, "The member's own matter")
    const form = await client.get('/settings/my-requests/new').withInertia().loginAs(login)
    assert.isEmpty(form.inertiaProps.matters)
    const refused = await sendRequest(client, login, {
      kind: 'advice',
      subject: 'About that matter',
      details: 'Tell me more.',
      matter_id: matter.id,
    })
    refused.assertStatus(422)
    assert.equal(refused.body().field, 'matter_id')
    assert.equal(await countRows('member_requests'), 0)
  })

  test('[spec 2.8] removing the partner ends the login and every session of it; inviting again works', async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    const phone = await signIn(client, PARTNER_EMAIL)
    const laptop = await signIn(client, PARTNER_EMAIL)
    const before = await using(client.get('/settings/member-card'), phone)
    before.assertStatus(200)

    const removed = await client
      .delete('/settings/partner-details/partner')
      .withCsrfToken()
      .loginAs(member)
      .header('referer', '/settings/partner-details')
      .redirects(0)
    removed.assertHeader('location', '/settings/partner-details')
    assert.equal(await countRows('partners', { subscription_id: membership.id }), 0)

    for (const device of [phone, laptop]) {
      const replay = await using(client.get('/settings/member-card'), device)
      replay.assertHeader('location', '/login')
    }
    await login.refresh()
    assert.isNull(login.password)
    // The account stays, so the services it used still say who used them.
    assert.equal(login.partnerOfUserId, member.id)
    const again = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: PARTNER_EMAIL, password: PASSWORD })
      .redirects(0)
    again.assertHeader('location', '/')
    assert.equal(await countRows('audit_logs', { action: 'partner.removed' }), 1)

    // The member adds the partner again and re-invites the same address: the account is reused.
    await membership.related('partner').create({ name: 'Daniel Partner' })
    const { mails } = mail.fake()
    const reinvited = await post(client, member, INVITE, { email: PARTNER_EMAIL })
    reinvited.assertHeader('location', '/settings/partner-details')
    assert.equal(await countRows('users', { email: PARTNER_EMAIL }), 1)
    const partner = await Partner.findByOrFail('subscription_id', membership.id)
    assert.equal(partner.userId, login.id)
    mails.assertQueued(PartnerInvitationMail, (sent) => sent.recipient.email === PARTNER_EMAIL)
  })

  test("[spec 2.8] the membership's end ends the partner's access and sessions; a partner removed is told at sign-in", async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember('cancel_pending')
    await partnerWithLogin(client, member)
    const device = await signIn(client, PARTNER_EMAIL)
    const before = await using(client.get('/settings/profile-details'), device)
    before.assertStatus(200)

    await lifecycle.transition(membership, SubscriptionStatus.CANCELLED, {
      cancelledAt: DateTime.utc(),
    })
    const replay = await using(client.get('/settings/profile-details'), device)
    replay.assertHeader('location', '/login')

    const refused = await client
      .post('/login')
      .withCsrfToken()
      .header('referer', '/login')
      .form({ email: PARTNER_EMAIL, password: PASSWORD })
      .redirects(0)
    refused.assertHeader('location', '/login')
    assert.match(
      (refused.flashMessages().inputErrorsBag as any).email[0],
      /partner has ended: the member removed you, or the membership is over/
    )
    // The member's page says so too: the card of the partner no longer verifies.
    const login = await User.findByOrFail('email', PARTNER_EMAIL)
    const verified = await client.get(`/verify/${await tokenFor(login)}`).withInertia()
    assert.isFalse((verified.inertiaProps.verification as any).valid)
  })

  test('[spec 2.8] a membership suspended by failed payments ends the partner session on its next request', async ({
    client,
  }) => {
    const { member, membership } = await personalMember()
    const login = await partnerWithLogin(client, member)
    await db
      .from('subscriptions')
      .where('id', membership.id)
      .update({ status: SubscriptionStatus.SUSPENDED })
    const response = await client.get('/settings/member-card').loginAs(login).redirects(0)
    response.assertHeader('location', '/login')
  })

  test('[spec 2.8] an invitation expires; sending it again gives a new link and spends the old one', async ({
    client,
    assert,
  }) => {
    const { member } = await personalMember()
    const { mails } = mail.fake()
    await post(client, member, INVITE, { email: PARTNER_EMAIL })
    const first = mails.queued().find((entry) => entry instanceof PartnerInvitationMail)!
    const firstToken = linkOf(first).split('/').pop()!
    await db.from('password_reset_tokens').update({
      expires_at: sqlTime(DateTime.utc().minus({ minutes: 1 }), db.connection().dialect.name),
    })

    const page = await client.get('/settings/partner-details').withInertia().loginAs(member)
    assert.equal((page.inertiaProps.partnerLogin as any).state, 'expired')
    const late = await client
      .post('/reset-password')
      .withCsrfToken()
      .header('referer', `/reset-password/${firstToken}`)
      .form({ token: firstToken, password: PASSWORD, password_confirmation: PASSWORD })
      .redirects(0)
    assert.match((late.flashMessages().inputErrorsBag as any).token[0], /expired/i)

    const resent = await post(client, member, `${INVITE}/resend`)
    resent.assertHeader('location', '/settings/partner-details')
    const invitations = mails.queued().filter((entry) => entry instanceof PartnerInvitationMail)
    assert.lengthOf(invitations, 2)
    const secondToken = linkOf(invitations[1] as PartnerInvitationMail)
      .split('/')
      .pop()!
    assert.notEqual(secondToken, firstToken)
    const again = await client.get('/settings/partner-details').withInertia().loginAs(member)
    assert.equal((again.inertiaProps.partnerLogin as any).state, 'invited')
    const set = await client
      .post('/reset-password')
      .withCsrfToken()
      .form({ token: secondToken, password: PASSWORD, password_confirmation: PASSWORD })
      .redirects(0)
    set.assertHeader('location', '/login')
  })

  test("[spec 2.8] an address of another account, the member's own or no partner: refused, nothing changed", async ({
    client,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    await createUser(RoleSlug.USER, { email: 'taken@example.com' })
    const { mails } = mail.fake()
    for (const [email, message] of [
      ['taken@example.com', /already belongs to another Lexpat account/],
      ['maya@example.com', /your own address/],
      ['not-an-address', /valid email/i],
    ] as const) {
      const response = await post(client, member, INVITE, { email })
      response.assertHeader('location', '/settings/partner-details')
      assert.match((response.flashMessages().inputErrorsBag as any).email[0], message)
    }
    const resend = await post(client, member, `${INVITE}/resend`)
    resend.assertHeader('location', '/settings/partner-details')
    assert.equal(resend.flashMessages().error, 'There is no invitation to send again.')

    await membership.related('partner').query().delete()
    const none = await post(client, member, INVITE, { email: PARTNER_EMAIL })
    assert.match((none.flashMessages().inputErrorsBag as any).email[0], /Save your partner/)

    assert.equal(await countRows('users', { email: PARTNER_EMAIL }), 0)
    assert.lengthOf(mails.queued(), 0)
  })
})
