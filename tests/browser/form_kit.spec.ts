import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import ContactMessage from '#models/contact_message'
import { countRows, useDatabase } from '#tests/helpers'

test.group('Form kit in the browser (SPEC §5, CONVENTIONS 11)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 5] a server validation error is shown by the kit next to its field, and a fixed form posts and resets', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/resources/contact-us')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full name').fill('Emma Clarke')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Subject').fill('Question about the Personal plan')
    await form.getByLabel('Message').fill('Does the Personal plan cover my partner in a dispute?')
    await form.getByRole('button', { name: 'Send message' }).click()

    const email = form.locator('input[name=email]')
    await page.waitForFunction(
      () => document.querySelector('input[name=email]')?.getAttribute('aria-invalid') === 'true'
    )
    // The message sits in the email field's own frame and describes its input.
    const error = email.locator('xpath=..').locator('[role=alert]')
    assert.equal(await error.innerText(), 'The email field must be a valid email address')
    assert.equal(await email.getAttribute('aria-describedby'), await error.getAttribute('id'))
    assert.equal(await form.locator('[data-field-error]').count(), 1)
    // What was typed stays, so it can be corrected.
    assert.equal(await form.getByLabel('Full name').inputValue(), 'Emma Clarke')
    assert.equal(await countRows('contact_messages'), 0)

    await email.fill('emma@example.com')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.waitForFunction(
      () => (document.querySelector('input[name=name]') as HTMLInputElement | null)?.value === ''
    )
    assert.equal(await form.locator('[data-field-error]').count(), 0)
    const stored = await ContactMessage.firstOrFail()
    assert.equal(stored.email, 'emma@example.com')
  })

  test('[spec 5] a password field has a show/hide toggle', async ({ visit, assert }) => {
    const page = await visit('/login')
    const password = page.locator('input[name=password]')
    await password.fill('Bangkok-2026-ok')
    assert.equal(await password.getAttribute('type'), 'password')

    const toggle = page.getByRole('button', { name: 'Show password' })
    await toggle.click()
    assert.equal(await password.getAttribute('type'), 'text')
    const hide = page.getByRole('button', { name: 'Hide password' })
    assert.equal(await hide.getAttribute('aria-pressed'), 'true')
    assert.equal(await password.inputValue(), 'Bangkok-2026-ok')

    await hide.click()
    assert.equal(await password.getAttribute('type'), 'password')
    assert.equal(
      await page.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed'),
      'false'
    )
  })
})
