import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { RoleSlug } from '#enums/role'
import User from '#models/user'
import Partner from '#models/partner'
import Lead from '#models/lead'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { convertStoredContactDetails } from '#services/accounts/contact_details_conversion'
import { createUser, useDatabase } from '#tests/helpers'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import ContactMessage from '#models/contact_message'
import SupportTicket from '#models/support_ticket'
import ConsultancyRequest from '#models/consultancy_request'

function putProfile(client: any, user: User, body: Record<string, unknown>) {
  return client
    .put('/settings/profile-details')
    .withCsrfToken()
    .loginAs(user)
    .header('referer', '/settings/profile-details')
    .json(body)
    .withInertia()
    .redirects(0)
}

const profile = {
  name: 'Wanida Hart',
  country: 'TH',
  nationality: 'IE',
  date_of_birth: '1979-11-30',
}

/** Writes a row as the old free-text forms stored it, past the model's validators. */
async function legacyUser(email: string, values: Record<string, string | null>) {
  const user = await createUser(RoleSlug.USER, { email })
  await db.from('users').where('id', user.id).update(values)
  return user
}

const usersListed = (response: any) =>
  (response.inertiaProps.list.rows as Array<{ email: string }>).map((row) => row.email).sort()

test.group('Phones and countries (SPEC 2.8)', (group) => {
  useDatabase(group)

  test('[spec 2.8] Profile Details stores E.164 from a local number and its calling code', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { phone: null, countryNeedsReview: true })
    const response = await putProfile(client, user, {
      ...profile,
      phone: '020 7946 0958',
      phone_country: 'GB',
    })
    response.assertStatus(303)
    response.assertHeader('location', '/settings/profile-details')
    await user.refresh()
    assert.equal(user.phone, '+442079460958')
    assert.equal(user.country, 'TH')
    assert.equal(user.nationality, 'IE')
    assert.isFalse(user.countryNeedsReview)

    // The page receives the stored E.164 number; the phone field splits it for editing.
    const page = await client.get('/settings/profile-details').withInertia().loginAs(user)
    assert.equal(page.inertiaProps.profile.phone, '+442079460958')
  })

  test('[spec 2.8] a number that is not one of the calling code chosen is refused and nothing changes', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, {
      name: 'Wanida Hart',
      phone: '+66812345678',
      country: 'TH',
    })
    // A Thai mobile number under the United Kingdom's +44.
    const response = await putProfile(client, user, {
      ...profile,
      name: 'Someone Else',
      phone: '081 234 5678',
      phone_country: 'GB',
      country: 'DE',
    })
    response.assertStatus(303)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.phone, ['The phone is not a valid number for the calling code chosen'])
    await user.refresh()
    assert.equal(user.name, 'Wanida Hart')
    assert.equal(user.phone, '+66812345678')
    assert.equal(user.country, 'TH')
  })

  test('[spec 2.8] a country is one of the list: a code or an exact name, never free text', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { country: 'TH', nationality: 'AU' })
    const refused = await putProfile(client, user, {
      ...profile,
      phone: '081 234 5678',
      country: 'Narnia',
      nationality: 'ZZ',
    })
    const errors = refused.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.country, ['Choose the country of residence from the list'])
    assert.deepEqual(errors.nationality, ['Choose the nationality from the list'])
    await user.refresh()
    assert.equal(user.nationality, 'AU')

    await putProfile(client, user, {
      ...profile,
      phone: '081 234 5678',
      country: 'ไทย',
      nationality: 'Germany',
    }).then((response: any) => response.assertStatus(303))
    await user.refresh()
    assert.equal(user.country, 'TH')
    assert.equal(user.nationality, 'DE')
    assert.equal(user.phone, '+66812345678')
  })

  test('[spec 2.8] the conversion of stored rows: E.164 and codes, unreadable values kept and flagged', async ({
    assert,
  }) => {
    const cases: Array<[string, Record<string, string | null>]> = [
      ['dash@example.test', { phone: '081-234-5678', country: 'thailand', nationality: 'Thai' }],
      ['spaces@example.test', { phone: '+66 81 234 5678', country: 'ไทย', nationality: 'U.S.A.' }],
      ['zeros@example.test', { phone: '0066812345678', country: 'UK', nationality: 'British' }],
      ['bkk@example.test', { phone: '(02) 123 4567', country: 'USA', nationality: 'Deutschland' }],
      [
        'uk@example.test',
        { phone: '+44 20 7946 0958', country: 'United Kingdom', nationality: 'GB' },
      ],
      ['words@example.test', { phone: 'call me', country: 'Narnia', nationality: 'Thai' }],
      ['empty@example.test', { phone: null, country: null, nationality: null }],
    ]
    for (const [email, values] of cases) await legacyUser(email, values)
    const holder = await createUser(RoleSlug.USER, { email: 'holder@example.test' })
    const membership = await SubscriptionFactory.merge({ userId: holder.id }).create()
    const partner = await Partner.create({
      subscriptionId: membership.id,
      name: 'Daniel Partner',
      phone: 'ask reception',
      nationality: 'burmese',
    })
    const lead = await Lead.create({
      name: 'Somchai Dee',
      email: 'somchai@example.test',
      phone: '081 234 5678',
      source: 'popup',
    })

    const report = await convertStoredContactDetails(db.connection())
    assert.isAtLeast(report.users.converted, 6)
    assert.equal(report.users.flagged, 1)

    const row = async (email: string) => {
      const user = await User.findByOrFail('email', email)
      return [
        user.phone,
        user.country,
        user.nationality,
        user.phoneNeedsReview,
        user.countryNeedsReview,
      ]
    }
    assert.deepEqual(await row('dash@example.test'), ['+66812345678', 'TH', 'TH', false, false])
    assert.deepEqual(await row('spaces@example.test'), ['+66812345678', 'TH', 'US', false, false])
    assert.deepEqual(await row('zeros@example.test'), ['+66812345678', 'GB', 'GB', false, false])
    assert.deepEqual(await row('bkk@example.test'), ['+6621234567', 'US', 'DE', false, false])
    assert.deepEqual(await row('uk@example.test'), ['+442079460958', 'GB', 'GB', false, false])
    assert.deepEqual(await row('words@example.test'), ['call me', 'Narnia', 'TH', true, true])
    assert.deepEqual(await row('empty@example.test'), [null, null, null, false, false])

    await partner.refresh()
    assert.equal(partner.phone, 'ask reception')
    assert.isTrue(partner.phoneNeedsReview)
    assert.equal(partner.nationality, 'MM')
    assert.isFalse(partner.countryNeedsReview)
    await lead.refresh()
    assert.equal(lead.phone, '+66812345678')

    // Run again: nothing left to convert, the flags stay.
    const again = await convertStoredContactDetails(db.connection())
    assert.equal(again.users.converted, 0)
    assert.equal(again.users.flagged, 1)
    assert.deepEqual(await row('words@example.test'), ['call me', 'Narnia', 'TH', true, true])
  })

  test('[spec 2.9] Manage Users filters by country and by the values staff have to check', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'thai@example.test', country: 'TH' })
    await createUser(RoleSlug.USER, { email: 'german@example.test', country: 'DE' })
    await createUser(RoleSlug.USER, {
      email: 'check@example.test',
      country: 'DE',
      phone: 'call me',
      phoneNeedsReview: true,
    })
    await createUser(RoleSlug.USER, {
      email: 'narnia@example.test',
      country: 'Narnia',
      countryNeedsReview: true,
    })
    const admin = await createUser(RoleSlug.ADMIN, { email: 'admin@example.test', country: null })
    const list = (query: string) => client.get(`/admin/users?${query}`).withInertia().loginAs(admin)

    const germans = await list('country=DE')
    germans.assertStatus(200)
    assert.deepEqual(usersListed(germans), ['check@example.test', 'german@example.test'])
    assert.includeMembers(germans.inertiaProps.list.filterOptions.country, ['TH', 'DE'])

    const phones = await list('check=phone')
    assert.deepEqual(usersListed(phones), ['check@example.test'])
    assert.isTrue(phones.inertiaProps.list.rows[0].phoneNeedsReview)

    const countries = await list('check=country')
    assert.deepEqual(usersListed(countries), ['narnia@example.test'])

    // A value the list does not offer is no filter at all (never a 500).
    const unknown = await list('country=Narnia')
    unknown.assertStatus(200)
    assert.equal(unknown.inertiaProps.list.total, 5)
  })

  test('[spec 2.9] the member page links the phone as tel: and WhatsApp from the E.164 number', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { phone: '+66812345678' })
    const legacy = await createUser(RoleSlug.USER, { phone: 'call me', phoneNeedsReview: true })
    const admin = await createUser(RoleSlug.ADMIN)

    const page = await client.get(`/admin/users/${member.id}`).withInertia().loginAs(admin)
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.member.phoneLinks, {
      display: '+66 81 234 5678',
      tel: 'tel:+66812345678',
      whatsapp: 'https://wa.me/66812345678',
    })

    const unreadable = await client.get(`/admin/users/${legacy.id}`).withInertia().loginAs(admin)
    assert.equal(unreadable.inertiaProps.member.phone, 'call me')
    assert.isNull(unreadable.inertiaProps.member.phoneLinks)

    // A lead's number, typed on the public form, is dialled in E.164 too.
    await Lead.create({
      name: 'Somchai Dee',
      email: 'somchai@example.test',
      phone: '081 234 5678',
      source: 'popup',
    })
    const leads = await client.get('/admin/leads').withInertia().loginAs(admin)
    leads.assertStatus(200)
    assert.equal(leads.inertiaProps.list.rows[0].phoneLinks.tel, 'tel:+66812345678')
  })

  test('[spec 2.8] the public forms store phones in E.164 with the calling code chosen: contact, emergency call-back, living will, lead popup; a number not of that country is refused; old values stay readable', async ({
    client,
    assert,
  }) => {
    await limiter.clear()
    mail.fake()
    const form = (url: string, body: Record<string, unknown>) =>
      client.post(url).withCsrfToken().header('referer', url).form(body).redirects(0)

    // Contact: a Thai mobile as people write it, the calling code Thailand.
    const contact = {
      name: 'Emma Clarke',
      email: 'emma@example.com',
      subject: 'A question about the Personal plan',
      message: 'Does the Personal plan cover my partner for a dispute with our landlord?',
    }
    await form('/resources/contact-us', { ...contact, phone: '081 234 5678', phone_country: 'TH' })
    const first = await ContactMessage.firstOrFail()
    assert.equal(first.phone, '+66812345678')
    // A German number with the German code; the same digits as a Thai number are refused.
    const refused = await form('/resources/contact-us', {
      ...contact,
      phone: '030 12345678',
      phone_country: 'TH',
    })
    assert.property((refused.flashMessages() as any).inputErrorsBag, 'phone')
    await form('/resources/contact-us', { ...contact, phone: '030 12345678', phone_country: 'DE' })
    const phones = await ContactMessage.query().orderBy('id').select('phone')
    assert.deepEqual(
      phones.map((row) => row.phone),
      ['+66812345678', '+493012345678']
    )

    // Emergency call-back: the ticket says the number to dial.
    await form('/support/emergency', {
      name: 'Anna Kowalski',
      phone: '089 555 0101',
      phone_country: 'TH',
      situation: 'My husband was taken to the police station in Patong after a fight.',
    })
    const ticket = await SupportTicket.firstOrFail()
    assert.include(ticket.message, 'Call back on: +66895550101')

    // Living will: optional, stored in E.164 when given.
    await form('/support/living-mail', {
      name: 'Peter Jensen',
      email: 'peter.jensen@example.com',
      phone: '02 555 0199',
      phone_country: 'TH',
      details: 'I am Danish, 71, living in Hua Hin, and want my refusal of life support recorded.',
    })
    const intake = await ConsultancyRequest.firstOrFail()
    assert.include(intake.details, 'Phone: +6625550199')

    // The lead popup (JSON): E.164 stored; a number that is none is a 422 on `phone`.
    const lead = await client.post('/api/leads').withCsrfToken().json({
      name: 'Nok Chan',
      phone: '0812345678',
      phone_country: 'TH',
      email: 'nok@example.test',
    })
    lead.assertStatus(201)
    const stored = await Lead.findByOrFail('email', 'nok@example.test')
    assert.equal(stored.phone, '+66812345678')
    const badLead = await client
      .post('/api/leads')
      .accept('json')
      .withCsrfToken()
      .json({ name: 'Nok Chan', phone: '12345', phone_country: 'TH', email: 'nok2@example.test' })
    badLead.assertStatus(422)
    assert.equal((badLead.body() as any).errors[0].field, 'phone')

    // A message stored as free text before numbers were checked still reads as it was.
    const admin = await createUser(RoleSlug.ADMIN)
    await Lead.create({
      name: 'Old Lead',
      email: 'old@example.test',
      phone: 'call me after 6pm',
      source: 'popup',
    })
    const leads = await client.get('/admin/leads?search=old').withInertia().loginAs(admin)
    const row = (leads.inertiaProps as any).list.rows.find(
      (entry: any) => entry.email === 'old@example.test'
    )
    assert.equal(row.phone, 'call me after 6pm')
    assert.isNull(row.phoneLinks)
    mail.restore()
  })
})
