import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const contact = {
  name: 'Emma Clarke',
  email: 'emma@example.com',
  phone: '(02) 123-4567',
  subject: 'Question about the Personal plan',
  message: 'Does the Personal plan cover my partner for a dispute with our landlord?',
}

const profile = {
  name: 'Wanida Hart',
  phone: '(02) 123-4567',
  country: 'Thailand',
  nationality: 'Irish',
  date_of_birth: '1979-11-30',
}

function postContact(client: any, body: Record<string, unknown>) {
  return client
    .post('/resources/contact-us')
    .withCsrfToken()
    .header('referer', '/resources/contact-us')
    .json(body)
    .withInertia()
    .redirects(0)
}

function putProfile(client: any, user: any, body: Record<string, unknown>) {
  return client
    .put('/settings/profile-details')
    .withCsrfToken()
    .loginAs(user)
    .header('referer', '/settings/profile-details')
    .json(body)
    .withInertia()
    .redirects(0)
}

test.group('Validators are strict and share one rule per field kind', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 5] one phone rule: the contact form and Profile Details accept and refuse the same numbers', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    for (const [phone, accepted] of [
      ['(02) 123-4567', true],
      ['+66 81 234 5678', true],
      ['call me', false],
      ['12345', false],
    ] as const) {
      const sent = await postContact(client, { ...contact, phone })
      const saved = await putProfile(client, user, { ...profile, phone })
      const contactErrors = sent.flashMessages().inputErrorsBag ?? {}
      const profileErrors = saved.flashMessages().inputErrorsBag ?? {}
      assert.equal('phone' in contactErrors, !accepted, `contact ${phone}`)
      assert.equal('phone' in profileErrors, !accepted, `profile ${phone}`)
    }
    assert.equal(await countRows('contact_messages'), 2)
  })

  test('[security] text fields refuse booleans, arrays and objects with a field message', async ({
    client,
    assert,
  }) => {
    const response = await postContact(client, {
      ...contact,
      name: true,
      phone: ['0812345678'],
      message: { text: 'hello there, this is long enough' },
    })
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, ['name', 'phone', 'message'])
    assert.equal(await countRows('contact_messages'), 0)
  })

  test('[security] Profile Details refuses an over-long country and keeps the stored one', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { country: 'Thailand' })
    const response = await putProfile(client, user, { ...profile, country: 'x'.repeat(81) })
    assert.property(response.flashMessages().inputErrorsBag, 'country')
    await user.refresh()
    assert.equal(user.country, 'Thailand')
  })
})
