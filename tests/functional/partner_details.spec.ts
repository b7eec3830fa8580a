import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import Dependant from '#models/dependant'
import Partner from '#models/partner'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'

async function personalMember(state?: 'cancelled' | 'pending_review') {
  const user = await createUser(RoleSlug.USER)
  const factory = state ? SubscriptionFactory.apply(state) : SubscriptionFactory
  const membership = await factory.merge({ userId: user.id }).create()
  return { user, membership }
}

/** A date of birth `years` years (and `days` days) before today, as the form sends it. */
const bornAgo = (years: number, days = 0) => DateTime.now().minus({ years, days }).toISODate()!

function send(client: any, user: any, method: 'post' | 'put' | 'delete', url: string, body = {}) {
  return client[method](url)
    .withCsrfToken()
    .loginAs(user)
    .header('referer', '/settings/partner-details')
    .json(body)
    .redirects(0)
}

const errorsOf = (response: any) =>
  (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>

test.group('Spouse / Partner Details (SPEC §2.8)', (group) => {
  useDatabase(group)

  test('[spec 2.8] a Personal member sees the partner and the dependants', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await personalMember()
    await membership.related('partner').create({ name: 'Daniel Partner', email: 'd@example.com' })
    await membership.related('dependants').create({
      name: 'Lily Child',
      dateOfBirth: DateTime.now().minus({ years: 9 }).startOf('day'),
      relation: 'child',
      livesAtHome: true,
      underGuardianship: false,
    })
    const response = await client.get('/settings/partner-details').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('Settings/PartnerDetails')
    const props = response.inertiaProps as any
    assert.equal(props.membershipNumber, membership.membershipNumber)
    assert.isTrue(props.allowsPartner)
    assert.equal(props.partner.name, 'Daniel Partner')
    assert.equal(props.dependants.length, 1)
    assert.include(props.dependants[0], { name: 'Lily Child', age: 9, livesAtHome: true })
  })

  test('[spec 2.8] the partner is added, edited and removed', async ({ client, assert }) => {
    const { user, membership } = await personalMember()
    const url = '/settings/partner-details/partner'
    const added = await send(client, user, 'put', url, {
      name: 'Somchai Partner',
      email: 'Somchai@Example.com',
      phone: '',
      date_of_birth: '1985-04-02',
      nationality: 'Thai',
    })
    added.assertHeader('location', '/settings/partner-details')
    added.assertFlashMessage('success', "Your partner's details were saved.")
    const partner = await Partner.findByOrFail('subscription_id', membership.id)
    assert.equal(partner.email, 'somchai@example.com')
    assert.isNull(partner.phone)
    assert.equal(partner.dateOfBirth!.toISODate(), '1985-04-02')

    await send(client, user, 'put', url, { name: 'Somchai P. Partner' })
    await partner.refresh()
    assert.equal(partner.name, 'Somchai P. Partner')
    assert.equal(await countRows('partners', { subscription_id: membership.id }), 1)

    const removed = await send(client, user, 'delete', url)
    removed.assertFlashMessage('success', 'Your partner was removed from your membership.')
    assert.equal(await countRows('partners', { subscription_id: membership.id }), 0)
  })

  test('[spec 2.8] bad partner input gets field messages and saves nothing', async ({
    client,
    assert,
  }) => {
    const { user } = await personalMember()
    const response = await send(client, user, 'put', '/settings/partner-details/partner', {
      name: '',
      email: 'not-an-email',
      date_of_birth: bornAgo(-1),
    })
    const errors = errorsOf(response)
    assert.deepEqual(errors.name, ['The name field is required'])
    assert.property(errors, 'email')
    assert.property(errors, 'date_of_birth')
    assert.equal(await countRows('partners'), 0)
  })

  test('[spec 9] dependants: under 26 at home and under 18 in guardianship qualify', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await personalMember()
    const url = '/settings/partner-details/dependants'
    // 25 years and 364 days, at home: still covered.
    const oldest = await send(client, user, 'post', url, {
      name: 'Noah Child',
      date_of_birth: bornAgo(26, -1),
      relation: 'child',
      lives_at_home: true,
    })
    oldest.assertFlashMessage('success', 'Noah Child was added to your membership.')
    // 17 years old in guardianship, not at home: covered.
    await send(client, user, 'post', url, {
      name: 'Mali Ward',
      date_of_birth: bornAgo(17),
      relation: 'ward',
      lives_at_home: false,
      under_guardianship: true,
    })
    const rows = await Dependant.query().where('subscription_id', membership.id).orderBy('name')
    assert.deepEqual(
      rows.map((row) => [row.name, row.livesAtHome, row.underGuardianship]),
      [
        ['Mali Ward', false, true],
        ['Noah Child', true, false],
      ]
    )
  })

  test('[spec 9] a person who does not qualify gets a clear message (en and th) and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { user } = await personalMember()
    const url = '/settings/partner-details/dependants'
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { date_of_birth: bornAgo(26), relation: 'child', lives_at_home: true },
        'date_of_birth',
        'Children living at home are covered until they turn 26, so this person does not qualify.',
      ],
      [
        { date_of_birth: bornAgo(18), relation: 'ward', under_guardianship: true },
        'date_of_birth',
        'Children in your guardianship are covered until they turn 18, so this person does not qualify.',
      ],
      [
        { date_of_birth: bornAgo(20), relation: 'child', lives_at_home: false },
        'lives_at_home',
        'Children over 18 or not in your guardianship are covered only while they live at home with you.',
      ],
      [
        { date_of_birth: bornAgo(-1), relation: 'child', lives_at_home: true },
        'date_of_birth',
        'The date of birth cannot be in the future.',
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await send(client, user, 'post', url, { name: 'Too Old', ...body })
      assert.deepEqual(errorsOf(response)[field], [message], JSON.stringify(body))
    }
    user.locale = 'th'
    await user.save()
    const thai = await send(client, user, 'post', `${url}?lang=th`, {
      name: 'Too Old',
      date_of_birth: bornAgo(30),
      relation: 'child',
      lives_at_home: true,
    })
    assert.deepEqual(errorsOf(thai).date_of_birth, [
      'บุตรที่อาศัยอยู่ด้วยกันได้รับความคุ้มครองจนถึงอายุ 26 ปี บุคคลนี้จึงไม่มีสิทธิ์',
    ])
    const missing = await send(client, user, 'post', url, { relation: 'cousin' })
    assert.properties(errorsOf(missing), ['name', 'date_of_birth', 'relation'])
    assert.equal(await countRows('dependants'), 0)
  })

  test('[spec 9] a dependant is edited and removed; the rules apply to edits too', async ({
    client,
    assert,
  }) => {
    const { user, membership } = await personalMember()
    const child = await membership.related('dependants').create({
      name: 'Lily Child',
      dateOfBirth: DateTime.now().minus({ years: 9 }).startOf('day'),
      relation: 'child',
      livesAtHome: true,
      underGuardianship: false,
    })
    const url = `/settings/partner-details/dependants/${child.id}`
    const edited = await send(client, user, 'put', url, {
      name: 'Lily Rose Child',
      date_of_birth: bornAgo(10),
      relation: 'child',
      lives_at_home: true,
    })
    edited.assertHeader('location', '/settings/partner-details')
    await child.refresh()
    assert.equal(child.name, 'Lily Rose Child')

    const refused = await send(client, user, 'put', url, {
      name: 'Lily Rose Child',
      date_of_birth: bornAgo(10),
      relation: 'child',
      lives_at_home: false,
    })
    assert.property(errorsOf(refused), 'lives_at_home')
    await child.refresh()
    assert.isTrue(child.livesAtHome)

    await send(client, user, 'delete', url)
    assert.equal(await countRows('dependants', { id: child.id }), 0)
  })

  test("[spec 6] another member's dependant answers 404 and is left alone", async ({
    client,
    assert,
  }) => {
    const { membership: theirs } = await personalMember()
    const other = await theirs.related('dependants').create({
      name: 'Not Yours',
      dateOfBirth: DateTime.now().minus({ years: 5 }).startOf('day'),
      relation: 'child',
      livesAtHome: true,
      underGuardianship: false,
    })
    const { user } = await personalMember()
    const url = `/settings/partner-details/dependants/${other.id}`
    const edit = await send(client, user, 'put', url, {
      name: 'Hijacked',
      date_of_birth: bornAgo(5),
      relation: 'child',
      lives_at_home: true,
    })
    edit.assertStatus(404)
    const removal = await send(client, user, 'delete', url)
    removal.assertStatus(404)
    const malformed = await send(client, user, 'delete', '/settings/partner-details/dependants/abc')
    malformed.assertStatus(404)
    await other.refresh()
    assert.equal(other.name, 'Not Yours')
  })

  test('[spec 6] without a current Personal plan the page redirects to Profile Details and its actions answer 403', async ({
    client,
    assert,
  }) => {
    const business = await createUser(RoleSlug.USER)
    const price = await priceFor(PlanSlug.BUSINESS)
    await SubscriptionFactory.merge({
      userId: business.id,
      planId: price.planId,
      priceId: price.id,
    }).create()
    const { user: cancelled } = await personalMember('cancelled')
    for (const user of [business, cancelled]) {
      const page = await client.get('/settings/partner-details').loginAs(user).redirects(0)
      page.assertStatus(302)
      page.assertHeader('location', '/settings/profile-details')
      page.assertFlashMessage(
        'info',
        'That page is not part of your membership, so you have been taken to your profile.'
      )
      const write = await send(client, user, 'post', '/settings/partner-details/dependants', {
        name: 'Some Child',
        date_of_birth: bornAgo(5),
        relation: 'child',
        lives_at_home: true,
      })
      write.assertStatus(403)
    }
    assert.equal(await countRows('dependants'), 0)
  })
})
