import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { RoleSlug } from '#enums/role'
import { ChatConversationStatus, FaqPage } from '#enums/content'
import FaqEntry from '#models/faq_entry'
import Lead from '#models/lead'
import ChatConversation from '#models/chat_conversation'
import { resetSearchIndex, useAssistantProvider } from '#services/support_desk/assistant/assistant'
import { handOff, startConversation } from '#services/support_desk/chat/conversations'
import type { AssistantProvider } from '#services/support_desk/assistant/types'
import { countRows, createUser, useDatabase } from '#tests/helpers'

/** A provider that answers with a given text (what the window does with replies is under test). */
function replying(reply: string): AssistantProvider {
  return { name: 'offline', answer: async () => ({ reply, sources: [] }) }
}

/** The text of the alert an action shows (accepted); pages without a listener auto-dismiss alerts. */
async function alertOf(page: Page, action: () => Promise<unknown>): Promise<string> {
  // An alert blocks the page until it is answered: answer it as soon as it shows.
  const shown = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message()
    await dialog.accept()
    return message
  })
  await action()
  return shown
}

async function openPopup(page: Page) {
  await page.getByTestId('lead-launcher').click()
  await page.getByRole('dialog', { name: 'Get Legal Support Today' }).waitFor()
}

async function fillLead(page: Page, values: { name: string; phone: string; email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Get Legal Support Today' })
  await dialog.getByLabel('Name').fill(values.name)
  await dialog.getByLabel('Phone').fill(values.phone)
  await dialog.getByLabel('Email').fill(values.email)
}

async function openChatWithLead(page: Page) {
  await openPopup(page)
  await fillLead(page, { name: 'Malee Sook', phone: '0812345678', email: 'malee@example.test' })
  const alert = await alertOf(page, () => page.getByRole('button', { name: 'Submit' }).click())
  await page.getByTestId('chat-window').waitFor()
  await page.locator('[data-testid="chat-messages"] li[data-sender="bot"]').first().waitFor()
  return alert
}

async function ask(page: Page, text: string) {
  const before = await page.locator('[data-testid="chat-messages"] li[data-sender="bot"]').count()
  await page.getByTestId('chat-input').fill(text)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await page.locator('[data-testid="chat-messages"] li[data-sender="bot"]').nth(before).waitFor()
  return page.locator('[data-testid="chat-messages"] li[data-sender="bot"]').nth(before)
}

test.group('Lead popup and GPT Chatroom in the browser (SPEC §2.6, §4, §5, §7, §8)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await FaqEntry.create({
      pageKey: FaqPage.GENERAL,
      question: 'How do I cancel?',
      answer: '<p>Send a written request; it takes effect 30 days later.</p>',
      position: 1,
      isPublished: true,
    })
    resetSearchIndex()
    return () => useAssistantProvider(null)
  })

  test('[spec 2.6] the launcher mounts where its host element exists and records popupShown', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.getByTestId('lead-launcher').waitFor()
    assert.isNull(await page.evaluate(() => window.localStorage.getItem('popupShown')))
    await openPopup(page)
    assert.equal(await page.evaluate(() => window.localStorage.getItem('popupShown')), 'true')
    await page.assertExists('input[name="email"][type="email"]')
    await page.getByRole('button', { name: 'Close' }).first().click()
    await page
      .getByRole('dialog', { name: 'Get Legal Support Today' })
      .waitFor({ state: 'detached' })

    // Sign-up pages have no host element: no launcher.
    const signUp = await visit('/get-started/account')
    await signUp.assertNotExists('#lead-chat-launcher')
    await signUp.assertNotExists('[data-testid="lead-launcher"]')
  })

  test('[spec 5] a missing field shows "Please fill in all fields" and sends nothing', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads')) posted++
    })
    await openPopup(page)
    await fillLead(page, { name: 'Malee', phone: '', email: 'malee@example.test' })
    const alert = await alertOf(page, () => page.getByRole('button', { name: 'Submit' }).click())
    assert.equal(alert, 'Please fill in all fields')
    assert.equal(posted, 0)
    assert.equal(await countRows('leads'), 0)
    await page.getByRole('dialog', { name: 'Get Legal Support Today' }).waitFor()
  })

  test('[spec 7] a lead is submitted: "Submitted successfully!", the popup closes and the GPT Chatroom opens with the announcement', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    assert.equal(await openChatWithLead(page), 'Submitted successfully!')
    await page
      .getByRole('dialog', { name: 'Get Legal Support Today' })
      .waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: 'GPT Chatroom' }).waitFor()
    await page.assertTextContains('[data-testid="chat-messages"]', 'Malee Sook')
    // The number as stored (E.164, SPEC §2.8), read back as people write it.
    await page.assertTextContains('[data-testid="chat-messages"]', '+66 81 234 5678')
    const lead = await Lead.findByOrFail('email', 'malee@example.test')
    const conversation = await ChatConversation.findByOrFail('lead_id', lead.id)
    assert.equal(conversation.status, ChatConversationStatus.BOT)
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
    assert.match(token!, /^chat_/)
  })

  test('[spec 8] a lead the server refuses shows "There was a problem submitting your request"', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await openPopup(page)
    await fillLead(page, { name: 'Malee', phone: '0812345678', email: 'not-an-email' })
    const alert = await alertOf(page, () => page.getByRole('button', { name: 'Submit' }).click())
    assert.equal(alert, 'There was a problem submitting your request')
    await page.assertNotExists('[data-testid="chat-window"]')
  })

  test('[spec 8] a hostile reply is escaped; code fences, bold and line breaks are rendered', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await openChatWithLead(page)
    useAssistantProvider(
      replying(
        'Hello **friend**\n<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>\n```js\nconst tag = "<b>";\n```\nend'
      )
    )
    const reply = await ask(page, 'How do I cancel?')
    const html = await reply.getByTestId('bot-reply').innerHTML()
    assert.include(html, '<strong>friend</strong>')
    assert.include(html, '&lt;img src=x onerror="window.__xss=1"&gt;')
    assert.include(html, '<pre><code>const tag = "&lt;b&gt;";</code></pre>')
    assert.include(html, '<br>')
    assert.equal(await reply.locator('img, script, b').count(), 0)
    assert.isUndefined(await page.evaluate(() => (window as any).__xss))
    await page.assertTextContains('[data-testid="chat-messages"]', '<img src=x onerror=')
  })

  test('[spec 8] an empty reply shows "No response from AI"; an empty message is not sent; a message is trimmed', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await openChatWithLead(page)
    let sent = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/chatroom/send')) sent++
    })
    await page.getByTestId('chat-input').fill('    ')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    assert.equal(
      await page.locator('[data-testid="chat-messages"] li[data-sender="user"]').count(),
      0
    )

    useAssistantProvider(replying(''))
    const reply = await ask(page, '   How do I cancel?   ')
    await page.assertTextContains(
      '[data-testid="chat-messages"] li[data-sender="user"]',
      'How do I cancel?'
    )
    assert.equal(await page.getByTestId('user-text').innerText(), 'How do I cancel?')
    assert.include(await reply.innerText(), 'No response from AI')
    assert.equal(sent, 1)
    // Appended in order, scrolled to the bottom.
    const list = page.getByTestId('chat-messages')
    const senders = await list
      .locator('li[data-sender]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-sender')))
    assert.deepEqual(senders, ['bot', 'user', 'bot'])
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-testid="chat-messages"]')!
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 2
    })
  })

  test('[spec 8] a failure shows the server\'s error field, else "Network error"', async ({
    visit,
  }) => {
    const page = await visit('/')
    await openChatWithLead(page)
    const conversation = await ChatConversation.firstOrFail()
    conversation.status = ChatConversationStatus.CLOSED
    await conversation.save()
    const refused = await ask(page, 'How do I cancel?')
    await refused.getByText('This conversation has been closed.').waitFor()

    await page.route('**/chatroom/send', (route) => route.abort())
    const failed = await ask(page, 'Are you there?')
    await failed.getByText('Network error').waitFor()
  })

  test('[spec 7] the offline assistant answers with the passage and a link to it', async ({
    visit,
  }) => {
    const page = await visit('/')
    await openChatWithLead(page)
    const reply = await ask(page, 'How can I cancel my membership?')
    await reply.getByText('written request').waitFor()
    await reply.getByRole('link', { name: 'How do I cancel?' }).waitFor()
  })

  test('[spec 2.6] in Thai: the popup, the window title and the assistant speak Thai', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/?lang=th')
    await page.getByTestId('lead-launcher').click()
    const dialog = page.getByRole('dialog', { name: 'รับความช่วยเหลือทางกฎหมายวันนี้' })
    await dialog.waitFor()
    const submit = () => page.getByRole('button', { name: 'ส่ง', exact: true }).click()
    assert.equal(await alertOf(page, submit), 'กรุณากรอกข้อมูลให้ครบทุกช่อง')
    await dialog.getByLabel('ชื่อ').fill('มาลี สุข')
    await dialog.getByRole('textbox', { name: 'โทรศัพท์' }).fill('0812345678')
    await dialog.getByLabel('อีเมล').fill('malee.th@example.test')
    assert.equal(await alertOf(page, submit), 'ส่งข้อมูลเรียบร้อยแล้ว!')
    await page.getByRole('heading', { name: 'ห้องสนทนา GPT' }).waitFor()
    await page.locator('[data-testid="chat-messages"] li[data-sender="bot"]').first().waitFor()
    await page.assertTextContains('[data-testid="chat-messages"]', 'ผู้ช่วยอัตโนมัติ')
  })
})

test.group('Support chat console in the browser (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] the console receives a hand-off live', async ({ visit, browserContext }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/chat_app')
    await page.getByRole('heading', { name: 'Support chat app', level: 1 }).waitFor()
    await page.locator('[data-testid="console-live"][data-live="true"]').waitFor()

    const lead = await Lead.create({
      name: 'Arthit Live',
      phone: '0899999999',
      email: 'arthit@example.test',
      source: 'popup',
    })
    const { conversation } = await startConversation({ locale: 'en', lead })
    await handOff(conversation, 'requested')

    await page.getByTestId('console-announcement').getByText('New hand-off: Arthit Live').waitFor()
    await page.getByTestId('chat-conversation').getByText('Arthit Live').waitFor()
  })

  test('[spec 8] with no build, the download shows "No APK/ZIP file links found for download"', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/chat_app')
    const alert = await alertOf(page, () => page.getByTestId('chat-app-download').click())
    assert.equal(alert, 'No APK/ZIP file links found for download')
  })
})
