import { test } from '@japa/runner'
import { useDatabase, countRows } from '#tests/helpers'

test.group('Cookie-less public pages in the browser (DESIGN §6)', (group) => {
  useDatabase(group)

  test('[design 6] a first-time visitor gets no cookie from a public page, and the contact form still sends', async ({
    visit,
    browserContext,
    assert,
  }) => {
    // A first-time visitor has made no cookie choice yet (tests/bootstrap.ts gives one by default).
    await browserContext.clearCookies({ name: 'lexpat_consent' })
    const page = await visit('/resources/contact-us')
    const before = await browserContext.cookies()
    assert.deepEqual(
      before.map((cookie) => cookie.name).filter((name) => name !== 'fresh_visitor'),
      []
    )

    await page.getByLabel('Full name').fill('Somchai Cookieless')
    await page.getByLabel('Email address').fill('somchai@example.com')
    await page.getByLabel('Subject').fill('Visa question')
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('I would like to know how the visa help works for my family.')
    await page.getByRole('button', { name: 'Send message' }).click()

    await page.getByText('Thank you, your message has been sent.').first().waitFor()
    assert.equal(await countRows('contact_messages', { email: 'somchai@example.com' }), 1)
    const cookies = await browserContext.cookies()
    const after = cookies.map((cookie) => cookie.name)
    assert.include(after, 'XSRF-TOKEN')
    assert.include(after, 'lexpat-session')
  })
})
