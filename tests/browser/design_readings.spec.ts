import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { useAssistantProvider } from '#services/support_desk/assistant/assistant'
import type { AssistantProvider } from '#services/support_desk/assistant/types'
import { createUser, useDatabase } from '#tests/helpers'
import { RoleSlug } from '#enums/role'
import { ConsultancyRequestFactory } from '#database/factories/content_factories'

const offline: AssistantProvider = {
  name: 'offline',
  answer: async () => ({ reply: 'Hello from the GPT Chatroom.', sources: [] }),
}

/** The GPT Chatroom is open and usable (not behind a drawer). */
async function chatroomOpen(page: Page) {
  await page.getByRole('heading', { name: 'GPT Chatroom' }).waitFor()
  await page.getByTestId('chat-input').click()
}

test.group('DESIGN §10 readings in the browser', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    useAssistantProvider(offline)
    return () => useAssistantProvider(null)
  })

  test('[design 10] the FAQ\'s "Chat with us online" opens the GPT Chatroom', async ({ visit }) => {
    const page = await visit('/faqs/general')
    await page.getByRole('button', { name: 'Chat with us online' }).click()
    await chatroomOpen(page)
  })

  test("[design 10] the navigation's chat panel (About) opens the GPT Chatroom and the drawers make way", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.setViewportSize({ width: 1700, height: 900 })
    await page.click('[data-parent="about"]')
    await page
      .locator('[data-drawer-level="1"]')
      .getByRole('button', { name: 'Chat with us' })
      .click()
    await page.getByTestId('content-panel-chat').waitFor()
    await page.getByRole('button', { name: 'Open the GPT Chatroom' }).click()
    await chatroomOpen(page)
    assert.equal(await page.locator('[data-drawer-level]').count(), 0)
  })

  test('[design 10] every request the front end makes carries X-Requested-With, the CSRF fetch included', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    const calls: Array<{ url: string; xhr: string | undefined }> = []
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) {
        calls.push({ url: request.url(), xhr: request.headers()['x-requested-with'] })
      }
    })
    await page.getByTestId('lead-launcher').click()
    const dialog = page.getByRole('dialog', { name: 'Get Legal Support Today' })
    await dialog.getByLabel('Name').fill('Malee Sook')
    await dialog.getByLabel('Phone').fill('0812345678')
    await dialog.getByLabel('Email').fill('malee@example.test')
    page.once('dialog', (alert) => alert.accept())
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await chatroomOpen(page)
    const paths = calls.map((call) => new URL(call.url).pathname)
    assert.includeMembers(paths, ['/csrf', '/api/leads', '/chatGPT'])
    for (const call of calls) assert.equal(call.xhr, 'XMLHttpRequest', call.url)
  })
})

test.group('Information dialogs in admin lists (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] the Consultancy list has its information dialog with the whole request', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { name: 'Mina Member' })
    const request = await ConsultancyRequestFactory.merge({
      userId: member.id,
      category: 'Property',
      details: 'A landlord keeps the deposit.\nThe lease ended in May.',
    }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/consultancy-requests')
    await page.getByRole('button', { name: 'Row actions' }).first().click()
    await page.getByRole('menuitem', { name: 'Details' }).click()
    const dialog = page.getByRole('dialog', { name: `Consultancy request ${request.intakeNumber}` })
    await dialog.waitFor()
    const text = (await dialog.textContent()) ?? ''
    assert.include(text, 'Mina Member')
    assert.include(text, 'Property')
    assert.include(text, 'The lease ended in May.')
  })
})
