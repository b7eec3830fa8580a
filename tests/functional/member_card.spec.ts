import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import MemberCard from '#models/member_card'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import { bodyBuffer } from '#tests/support/documents_fixtures'
import { pdfText, readable } from '#tests/support/documents_pdf'
import { DEFAULT_CONTACT_CHANNELS } from '#services/support_desk/contact_channels'
import { hashToken, initialsOf } from '#services/memberships/member_card'
import { CARD_VERIFICATION_LIMIT } from '#start/limiter'
import { clearThrottles } from '#tests/support/throttles'

type CardProps = {
  name: string
  membershipNumber: string
  plan: string
  status: string
  validThrough: string | null
  verifyUrl: string
  qrSvg: string
}

async function memberWithPlan(
  state?: 'past_due' | 'cancel_pending' | 'cancelled' | 'pending_review' | 'suspended',
  overrides: Record<string, unknown> = {}
) {
  const user = await createUser(RoleSlug.USER, { name: 'Maya Ann Member', ...overrides })
  const factory = state ? SubscriptionFactory.apply(state) : SubscriptionFactory
  const membership = await factory.merge({ userId: user.id }).create()
  return { user, membership }
}

async function cardOf(client: any, user: any, query = ''): Promise<CardProps> {
  const response = await client.get(`/settings/member-card${query}`).withInertia().loginAs(user)
  response.assertStatus(200)
  response.assertInertiaComponent('Settings/MemberCard')
  return response.inertiaProps.card as CardProps
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

test.group('Member Card (SPEC §2.8)', (group) => {
  useDatabase(group)

  test('[spec 2.8] the card shows name, membership number, plan, valid through, emergency line and a QR code', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await memberWithPlan()
    const response = await client.get('/settings/member-card').withInertia().loginAs(user)
    response.assertInertiaComponent('Settings/MemberCard')
    const card = response.inertiaProps.card as CardProps
    assert.equal(card.name, 'Maya Ann Member')
    assert.equal(card.membershipNumber, membership.membershipNumber)
    assert.equal(card.plan, 'Personal')
    assert.equal(card.status, 'active')
    const end = membership.currentPeriodEnd!.setZone('Asia/Bangkok')
    assert.include(card.validThrough!, String(end.year))
    assert.match(card.verifyUrl, /^http:\/\/localhost:\d+\/verify\/[A-Za-z0-9_-]{43}$/)
    assert.match(card.qrSvg, /^<svg[^>]*viewBox="0 0 \d+ \d+"/)
    assert.include(card.qrSvg, '<path')
    assert.deepEqual(response.inertiaProps.emergency, {
      phone: DEFAULT_CONTACT_CHANNELS.emergencyPhone,
      href: 'tel:+66810265595',
    })
    // The token is stored only as a digest (and encrypted), never in clear.
    const row = await MemberCard.findByOrFail('user_id', user.id)
    assert.equal(row.tokenHash, hashToken(tokenOf(card.verifyUrl)))
    assert.notInclude(row.tokenEncrypted, tokenOf(card.verifyUrl))
    // The same card on the next visit.
    const again = await cardOf(client, user)
    assert.equal(again.verifyUrl, card.verifyUrl)
  })

  test('[spec 2.8] a Thai member gets the card in Thai with the Thai plan name and a Buddhist-era date', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await memberWithPlan()
    const card = await cardOf(client, user, '?lang=th')
    const year = membership.currentPeriodEnd!.setZone('Asia/Bangkok').year + 543
    assert.include(card.validThrough!, String(year))
    const response = await client.get('/settings/member-card?lang=th').withInertia().loginAs(user)
    const messages = response.inertiaProps.page_translations as Record<string, string>
    assert.equal(messages['member_card.title'], 'บัตรสมาชิก')
  })

  test('[spec 2.8] pending review, past due and cancel pending show their state in words; no plan shows the plans link', async ({
    client,
    assert,
  }) => {
    const pending = await memberWithPlan('pending_review')
    const pendingCard = await cardOf(client, pending.user)
    assert.equal(pendingCard.status, 'pending_review')
    assert.isNull(pendingCard.validThrough)

    const pastDue = await memberWithPlan('past_due')
    const pastDueCard = await cardOf(client, pastDue.user)
    assert.equal(pastDueCard.status, 'past_due')

    const cancelling = await memberWithPlan('cancel_pending')
    const cancellingCard = await cardOf(client, cancelling.user)
    assert.equal(cancellingCard.status, 'cancel_pending')
    const effective = cancelling.membership.cancelEffectiveAt!.setZone('Asia/Bangkok')
    assert.include(cancellingCard.validThrough!, String(effective.year))

    const free = await createUser(RoleSlug.USER)
    assert.isNull(await cardOf(client, free))
    const cancelled = await memberWithPlan('cancelled')
    assert.isNull(await cardOf(client, cancelled.user))
  })

  test('[spec 2.8] the card downloads as a PDF with the card text, in the Noto Sans Thai font for Thai', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await memberWithPlan()
    const response = await client.get('/settings/member-card/pdf').loginAs(user)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="member-card-${membership.membershipNumber}.pdf"`
    )
    assert.equal(response.header('cache-control'), 'private, no-store')
    const text = readable(await pdfText(bodyBuffer(response), 'member_card_en'))
    assert.include(text, 'Maya Ann Member')
    assert.include(text, membership.membershipNumber)
    assert.include(text, 'Personal')
    assert.include(text, 'Valid through')
    assert.include(text, DEFAULT_CONTACT_CHANNELS.emergencyPhone)
    assert.include(text, '/verify/')

    const thai = await client.get('/settings/member-card/pdf?lang=th').loginAs(user)
    const thaiText = readable(await pdfText(bodyBuffer(thai), 'member_card_th'))
    assert.include(thaiText, readable('บัตรสมาชิก'))
    assert.include(thaiText, readable('สายด่วนฉุกเฉิน 24 ชั่วโมง'))
    assert.include(
      thaiText,
      String(membership.currentPeriodEnd!.setZone('Asia/Bangkok').year + 543)
    )
  })

  test('[spec 2.8] without a membership the PDF link leads back to the card page', async ({
    client,
  }) => {
    const free = await createUser(RoleSlug.USER)
    const response = await client.get('/settings/member-card/pdf').loginAs(free).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/settings/member-card')
  })

  test('[spec 2.8] replacing the QR code makes the old link "not valid" (unknown) and the new one valid', async ({
    client,
    assert,
  }) => {
    const { user } = await memberWithPlan()
    const before = await cardOf(client, user)
    const rotated = await client
      .post('/settings/member-card/rotate')
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    rotated.assertStatus(302)
    rotated.assertHeader('location', '/settings/member-card')
    const after = await cardOf(client, user)
    assert.notEqual(after.verifyUrl, before.verifyUrl)
    const old = await client.get(new URL(before.verifyUrl).pathname).withInertia()
    old.assertStatus(404)
    assert.isFalse((old.inertiaProps.verification as any).valid)
    const fresh = await client.get(new URL(after.verifyUrl).pathname).withInertia()
    fresh.assertStatus(200)
    assert.isTrue((fresh.inertiaProps.verification as any).valid)
  })

  test('[spec 6] staff have no member card: they are sent to their admin landing page', async ({
    client,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/settings/member-card').loginAs(admin).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
  })
})

test.group('Member card verification page', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  async function verifyPathOf(client: any, user: any) {
    const card = await cardOf(client, user)
    return new URL(card.verifyUrl).pathname
  }

  test('[spec 2.8] an active membership is "valid" with the plan and initials only — nothing else personal', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await memberWithPlan(undefined, {
      name: 'Xavora Quilliam Zent',
      email: 'xavora.private@example.com',
      phone: '+66 81 234 5678',
      nationality: 'Norwegian',
    })
    const path = await verifyPathOf(client, user)
    const response = await client.get(path).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Verify/MemberCard')
    assert.deepEqual(response.inertiaProps.verification, {
      found: true,
      valid: true,
      plan: 'Personal',
      initials: 'X. Q. Z.',
      holder: 'member',
    })
    assert.include(String(response.header('cache-control')), 'no-store')
    assert.include(String(response.header('x-robots-tag')), 'noindex')
    // The whole answer (HTML with its page props) names no other personal detail.
    const html = await client.get(path)
    const body = html.text()
    for (const secret of [
      'Xavora',
      'Quilliam',
      'Zent',
      'xavora.private@example.com',
      '+66 81 234 5678',
      'Norwegian',
      membership.membershipNumber,
    ]) {
      assert.notInclude(body, secret)
    }
    assert.isNull(response.inertiaProps.user)
  })

  test('[spec 2.8] past due and cancel pending (before it ends) are valid; cancelled, suspended and pending review are not', async ({
    client,
    assert,
  }) => {
    const verdict = async (state: any, extra: Record<string, unknown> = {}) => {
      const { user, membership } = await memberWithPlan(state)
      const path = await verifyPathOf(client, user)
      if (Object.keys(extra).length) await membership.merge(extra).save()
      const response = await client.get(path).withInertia()
      return response.inertiaProps.verification as { valid: boolean; plan: string }
    }
    const [pastDue, cancelling, pending] = [
      await verdict('past_due'),
      await verdict('cancel_pending'),
      await verdict('pending_review'),
    ]
    assert.isTrue(pastDue.valid)
    assert.isTrue(cancelling.valid)
    assert.isFalse(pending.valid)
    const ended = await verdict('cancel_pending', {
      cancelEffectiveAt: DateTime.utc().minus({ days: 1 }),
    })
    assert.isFalse(ended.valid)

    // A card shown while active, later cancelled or suspended: "not valid", plan still named.
    for (const state of ['cancelled', 'suspended'] as const) {
      const { user, membership } = await memberWithPlan()
      const path = await verifyPathOf(client, user)
      membership.status = state
      await membership.save()
      const response = await client.get(path).withInertia()
      response.assertStatus(200)
      assert.deepInclude(response.inertiaProps.verification as object, {
        found: true,
        valid: false,
        plan: 'Personal',
      })
    }
  })

  test('[spec 2.8] the Business plan is named in Thai on the Thai page', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { name: 'สมชาย ใจดี' })
    const price = await priceFor(PlanSlug.BUSINESS)
    await SubscriptionFactory.merge({
      userId: user.id,
      planId: price.planId,
      priceId: price.id,
    }).create()
    const path = await verifyPathOf(client, user)
    const response = await client.get(`${path}?lang=th`).withInertia()
    const verification = response.inertiaProps.verification as { plan: string; initials: string }
    assert.equal(verification.initials, 'ส. ใ.')
    assert.notEqual(verification.plan, '')
  })

  test('[spec 2.8] an unknown or malformed token is "not valid" with 404 and names nobody', async ({
    client,
    assert,
  }) => {
    for (const token of ['A'.repeat(43), 'short', '%3Cscript%3E']) {
      const response = await client.get(`/verify/${token}`).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('Verify/MemberCard')
      assert.deepEqual(response.inertiaProps.verification, {
        found: false,
        valid: false,
        plan: null,
        initials: null,
        holder: null,
      })
    }
  })

  test("[spec 2.8] a deleted account's card no longer verifies", async ({ client }) => {
    const { user } = await memberWithPlan()
    const path = await verifyPathOf(client, user)
    user.deletedAt = DateTime.utc()
    await user.save()
    const response = await client.get(path)
    response.assertStatus(404)
  })

  test('[spec 2.8] the verification page is rate-limited per IP', async ({ client, assert }) => {
    const ip = '198.51.100.77'
    let last: any = null
    for (let index = 0; index <= CARD_VERIFICATION_LIMIT.requests; index++) {
      last = await client.get(`/verify/${'B'.repeat(43)}`).header('x-forwarded-for', ip)
      if (last.status() === 429) break
    }
    assert.equal(last.status(), 429)
  })

  test('[spec 2.8] initials are the first letter of up to three words', ({ assert }) => {
    assert.equal(initialsOf('Maya Member'), 'M. M.')
    assert.equal(initialsOf('  jean-luc   picard '), 'J. P.')
    assert.equal(initialsOf('Bangkok Bistro Co., Ltd.'), 'B. B. C.')
    assert.equal(initialsOf('Ümit Özdemir'), 'Ü. Ö.')
  })
})
