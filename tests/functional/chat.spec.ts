import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { ChatConversationStatus, FaqPage } from '#enums/content'
import FaqEntry from '#models/faq_entry'
import Lead from '#models/lead'
import ChatToken from '#models/chat_token'
import ChatConversation from '#models/chat_conversation'
import ChatMessage from '#models/chat_message'
import ConsultancyRequest from '#models/consultancy_request'
import AuditLog from '#models/audit_log'
import ChatAppBuild from '#models/chat_app_build'
import { digest } from '#services/support_desk/chat/chat_tokens'
import { CALLBACK_CATEGORY } from '#services/support_desk/chat/conversations'
import { resetSearchIndex, useAssistantProvider } from '#services/support_desk/assistant/assistant'
import { OpenAiCompatibleAssistant } from '#services/support_desk/assistant/openai_provider'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { FakeOpenAi, failure, streamed } from '#tests/support/fake_openai'
import { seedGeneralFaq } from '#database/seed/faq'
import { seedPlanFaqs } from '#database/seed/plan_faqs'
import { clearThrottles } from '#tests/support/throttles'

/** An APK is a ZIP archive: the same magic bytes. */
const APK_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('apk-bytes')])

/** The FAQ entries the assistant answers from in these tests. */
async function seedFaq() {
  await FaqEntry.createMany([
    {
      pageKey: FaqPage.GENERAL,
      question: 'How do I cancel?',
      answer:
        '<p>Send a <strong>written request</strong>; cancellation takes effect 30 days later.</p>',
      position: 1,
      isPublished: true,
    },
    {
      pageKey: FaqPage.GENERAL,
      question: 'Which payment methods do you accept?',
      answer: '<p>Credit and debit cards through Omise, and Google Pay.</p>',
      position: 2,
      isPublished: true,
    },
    {
      pageKey: FaqPage.GENERAL,
      question: 'Secret draft answer',
      answer: '<p>Unpublished text about cancellation.</p>',
      position: 3,
      isPublished: false,
    },
  ])
  resetSearchIndex()
}

/** A conversation and its token, as the window gets them from GET /chatGPT. */
async function openChat(client: any) {
  const response = await client.get('/chatGPT').header('X-Requested-With', 'XMLHttpRequest')
  response.assertStatus(200)
  return response.body() as { token: string; reply: string; expiresAt: string }
}

test.group('GPT Chatroom calls (SPEC §7, §8)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    // Every test chats from the same address: the chat's rate limit starts afresh.
    await clearThrottles()
    await seedFaq()
    return () => useAssistantProvider(null)
  })

  test('[spec 7] a lead is stored once, and GET /chatGPT announces it in a conversation attached to it', async ({
    client,
    assert,
  }) => {
    const lead = { name: 'Somchai Dee', phone: '+66 81 234 5678', email: 'Somchai@Example.test' }
    const first = await client.post('/api/leads').json(lead).withCsrfToken()
    first.assertStatus(201)
    // The same contact again within a day: the same lead, no second row.
    const again = await client
      .post('/api/leads')
      .json({ ...lead, name: 'Somchai D.' })
      .withCsrfToken()
      .withSession(first.session())
    again.assertStatus(201)
    assert.equal(await countRows('leads'), 1)
    const stored = await Lead.firstOrFail()
    assert.equal(stored.email, 'somchai@example.test')
    assert.equal(stored.name, 'Somchai D.')

    const announcement =
      'New legal help form. Name: Somchai D.. Phone: +66 81 234 5678. Email: somchai@example.test.'
    const opened = await client
      .get('/chatGPT')
      .qs({ message: announcement })
      .withSession(again.session())
    opened.assertStatus(200)
    assert.match(opened.body().token, /^chat_[A-Za-z0-9_-]{43}$/)
    assert.include(opened.body().reply, 'Somchai D.')
    assert.include(opened.body().reply, 'not a lawyer')
    assert.equal(opened.header('cache-control'), 'private, no-store')

    const conversation = await ChatConversation.firstOrFail()
    assert.equal(conversation.leadId, stored.id)
    const messages = await ChatMessage.conversation(conversation.publicId)
    assert.deepEqual(
      messages.map((message) => [message.sender, message.content.slice(0, 20)]),
      [
        ['user', announcement.slice(0, 20)],
        ['bot', opened.body().reply.slice(0, 20)],
      ]
    )
  })

  test('[spec 5] a lead with a missing field is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/leads')
      .json({ name: 'Somchai', phone: '', email: 'a@example.test' })
      .accept('json')
      .withCsrfToken()
    response.assertStatus(422)
    assert.equal(await countRows('leads'), 0)
  })

  test('[spec 7] the chat token is kept hashed, scoped to chat and expires', async ({
    client,
    assert,
  }) => {
    const { token, expiresAt } = await openChat(client)
    const row = await ChatToken.firstOrFail()
    assert.equal(row.tokenHash, digest(token))
    assert.notInclude(JSON.stringify(row.$attributes), token)
    assert.equal(row.scope, 'chat')
    const hours = DateTime.fromISO(expiresAt).diffNow('hours').hours
    assert.isAbove(hours, 23)
    assert.isAtMost(hours, 24)

    // Scoped: the bearer token signs nobody in anywhere else.
    const settings = await client.get('/settings/profile-details').bearerToken(token).redirects(0)
    settings.assertStatus(302)
    assert.equal(settings.header('location'), '/login')

    // Expired: refused with the error field the window shows.
    row.expiresAt = DateTime.now().minus({ minutes: 1 })
    await row.save()
    const expired = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'Hello' })
    expired.assertStatus(401)
    assert.equal(expired.body().error, 'Your chat session has expired. Please open a new chat.')
  })

  test('[spec 7] without a token, with a forged one or after revoking, /chatroom/send answers 401 with an error', async ({
    client,
    assert,
  }) => {
    const none = await client.post('/chatroom/send').json({ message: 'Hello' })
    none.assertStatus(401)
    assert.isString(none.body().error)
    const forged = await client
      .post('/chatroom/send')
      .bearerToken('chat_' + 'x'.repeat(43))
      .json({ message: 'Hello' })
    forged.assertStatus(401)

    const { token } = await openChat(client)
    const revoked = await client.post('/chatroom/revoke').bearerToken(token)
    revoked.assertStatus(204)
    const after = await client.post('/chatroom/send').bearerToken(token).json({ message: 'Hello' })
    after.assertStatus(401)
  })

  test('[spec 8] an empty message is refused with an error field; nothing is stored', async ({
    client,
    assert,
  }) => {
    const { token } = await openChat(client)
    const before = await countRows('chat_messages')
    const response = await client.post('/chatroom/send').bearerToken(token).json({ message: '   ' })
    response.assertStatus(422)
    assert.equal(response.body().error, 'Please type a message of up to 2,000 characters.')
    assert.equal(await countRows('chat_messages'), before)
  })

  test('[spec 7] the offline assistant answers from published passages and links to them', async ({
    client,
    assert,
  }) => {
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: '  How can I cancel my membership?  ' })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 'bot')
    assert.include(body.reply, '**How do I cancel?**')
    assert.include(body.reply, 'written request')
    assert.notInclude(body.reply, 'Unpublished')
    assert.equal(body.sources[0].title, 'How do I cancel?')
    // The exact entry, on its page in the answer's language.
    const entry = await FaqEntry.findByOrFail('question', 'How do I cancel?')
    assert.equal(body.sources[0].url, `/faqs/general?lang=en#faq-${entry.id}`)
    const stored = await ChatMessage.query()
      .where('sender', 'user')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(stored.content, 'How can I cancel my membership?')
  })

  test('[spec 7] a Thai question about an entry with no Thai text gets its English passage, labelled', async ({
    client,
    assert,
  }) => {
    const opened = await client.get('/chatGPT').qs({ lang: 'th' })
    assert.include(opened.body().reply, 'ผู้ช่วยอัตโนมัติ')
    const response = await client
      .post('/chatroom/send')
      .bearerToken(opened.body().token)
      .json({ message: 'ยกเลิกได้อย่างไร' })
    response.assertStatus(200)
    assert.equal(response.body().sources[0].title, 'How do I cancel? (ภาษาอังกฤษ)')
    assert.include(response.body().reply, 'ยังไม่มีฉบับภาษาไทย')
    assert.match(response.body().sources[0].url, /^\/faqs\/general\?lang=th#faq-\d+$/)
  })

  test('[spec 7] a Thai question gets a Thai answer from the Thai FAQ, its sources linking to the exact entries in Thai', async ({
    client,
    assert,
  }) => {
    await seedGeneralFaq()
    await seedPlanFaqs()
    resetSearchIndex()
    const entry = await FaqEntry.query()
      .where('page_key', FaqPage.BUSINESS)
      .where('question', 'How much does the Business plan cost?')
      .firstOrFail()
    // Asked on the English site: the question's language decides.
    const { token } = await openChat(client)
    const thai = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'แผนธุรกิจราคาเท่าไหร่ต่อเดือน' })
    thai.assertStatus(200)
    const reply = thai.body().reply as string
    assert.isTrue(reply.startsWith(`**${entry.questionTh}**`))
    assert.include(reply, '4,950 บาท')
    assert.notInclude(reply, 'THB per month')
    const sources = thai.body().sources as Array<{ title: string; url: string }>
    assert.equal(sources[0].title, entry.questionTh)
    assert.equal(sources[0].url, `/business-plan/faq?lang=th#faq-${entry.id}`)
    for (const source of sources) {
      assert.match(source.title, /\p{Script=Thai}/u)
      assert.include(source.url, '?lang=th')
    }
    // The link lands on the Thai page, which carries the entry's anchor.
    const [path] = sources[0].url.split('#')
    const page = await client.get(path)
    page.assertStatus(200)
    assert.include(page.text(), `id="faq-${entry.id}"`)
    assert.include(page.text(), entry.questionTh!)
    // Mixed Thai and English is Thai.
    const mixed = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'plan business กี่บาท' })
    assert.equal(mixed.body().sources[0].url, `/business-plan/faq?lang=th#faq-${entry.id}`)

    const english = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'How much does the business plan cost per month?' })
    assert.isTrue((english.body().reply as string).startsWith(`**${entry.question}**`))
    assert.include(english.body().reply, 'THB per month')
    assert.notMatch(english.body().reply, /\p{Script=Thai}/u)
    assert.equal(english.body().sources[0].url, `/business-plan/faq?lang=en#faq-${entry.id}`)
  })

  test('[spec 7] a question in Thai on the English site is answered from the Thai texts', async ({
    client,
    assert,
  }) => {
    await FaqEntry.create({
      pageKey: FaqPage.GENERAL,
      question: 'Can my partner use my membership?',
      questionTh: 'คู่สมรสใช้สมาชิกภาพของฉันได้ไหม',
      answer: '<p>Yes, your spouse or partner is covered on the Personal plan.</p>',
      answerTh: '<p>ได้ คู่สมรสหรือคู่ชีวิตของคุณได้รับความคุ้มครองในแผนส่วนบุคคล</p>',
      position: 4,
      isPublished: true,
    })
    resetSearchIndex()
    const { token } = await openChat(client)
    const thai = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'คู่สมรสใช้สมาชิกภาพได้ไหม' })
    thai.assertStatus(200)
    assert.include(thai.body().reply, 'ได้รับความคุ้มครองในแผนส่วนบุคคล')
    assert.equal(thai.body().sources[0].title, 'คู่สมรสใช้สมาชิกภาพของฉันได้ไหม')
    // The same conversation, asked in English: answered in English.
    const english = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'Can my partner use the membership?' })
    assert.include(english.body().reply, 'your spouse or partner is covered')
  })

  test('[spec 2.6] asking for a person hands off: a call-back request and the console lists it', async ({
    client,
    assert,
  }) => {
    const leadResponse = await client
      .post('/api/leads')
      .json({ name: 'Nok Chan', phone: '0812345678', email: 'nok@example.test' })
      .withCsrfToken()
    const opened = await client
      .get('/chatGPT')
      .qs({ message: 'New legal help form' })
      .withSession(leadResponse.session())
    const token = opened.body().token
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'I want to talk to a person please' })
    response.assertStatus(200)
    assert.equal(response.body().status, ChatConversationStatus.HANDED_OFF)
    const request = await ConsultancyRequest.query()
      .where('category', CALLBACK_CATEGORY)
      .firstOrFail()
    assert.include(request.details, 'Phone: +66812345678')
    assert.include(response.body().reply, request.intakeNumber)

    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const console = await client.get('/admin/chat_app').withInertia().loginAs(admin)
    console.assertStatus(200)
    console.assertInertiaComponent('Admin/ChatApp')
    const listed = console.inertiaProps.conversations as Array<{ name: string; status: string }>
    assert.deepEqual(
      listed.map((row) => [row.name, row.status]),
      [['Nok Chan', 'handed_off']]
    )

    // While staff have it, the visitor's messages get no bot reply.
    const waiting = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'Hello?' })
    assert.equal(waiting.body().reply, '')
  })

  test('[spec 2.6] a question no passage answers is handed off with a message saying so', async ({
    client,
    assert,
  }) => {
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'zebra quantum xylophone' })
    assert.include(response.body().reply, "couldn't find this in our published pages")
    assert.equal(response.body().status, ChatConversationStatus.HANDED_OFF)
  })

  test("[spec 2.6] a question about the visitor's own case gets the not-a-lawyer notice", async ({
    client,
    assert,
  }) => {
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'Should I sign my contract or cancel it?' })
    assert.include(response.body().reply, "not a lawyer, and can't advise on your own situation")
  })
})

test.group('GPT Chatroom with an OpenAI-compatible endpoint (DESIGN §9)', (group) => {
  useDatabase(group)
  const server = new FakeOpenAi()
  group.setup(async () => {
    await server.start()
    return () => server.stop()
  })
  group.each.setup(async () => {
    await clearThrottles()
    await seedFaq()
    server.requests = []
    useAssistantProvider(
      new OpenAiCompatibleAssistant({
        baseUrl: server.baseUrl,
        apiKey: 'sk-test',
        model: 'test-model',
        maxRetries: 1,
      })
    )
    return () => useAssistantProvider(null)
  })

  test('[spec 7] the endpoint gets the same passages and the rules; its streamed reply reaches the window', async ({
    client,
    assert,
  }) => {
    server.reply(streamed(['Send a ', '**written request** [1].']))
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'How do I cancel?' })
    response.assertStatus(200)
    assert.equal(response.body().reply, 'Send a **written request** [1].')
    const sent = server.requests[0].body
    assert.equal(server.requests[0].headers.authorization, 'Bearer sk-test')
    assert.equal(sent.model, 'test-model')
    assert.isTrue(sent.stream)
    const entry = await FaqEntry.findByOrFail('question', 'How do I cancel?')
    const system = sent.messages[0].content as string
    assert.include(system, 'not a lawyer')
    assert.include(system, `[1] How do I cancel? (/faqs/general?lang=en#faq-${entry.id})`)
    assert.include(system, 'written request')
    assert.deepEqual(sent.messages.at(-1), { role: 'user', content: 'How do I cancel?' })
    assert.equal(response.body().sources[0].title, 'How do I cancel?')
  })

  test('[spec 7] when the endpoint keeps failing, the offline answer is given instead', async ({
    client,
    assert,
  }) => {
    server.reply(failure(503))
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'How do I cancel?' })
    response.assertStatus(200)
    assert.include(response.body().reply, '**How do I cancel?**')
    // The first attempt and the one retry.
    assert.lengthOf(server.requests, 2)
  })

  test('[spec 8] an empty reply from the endpoint is passed on empty (the window shows "No response from AI")', async ({
    client,
    assert,
  }) => {
    server.reply(streamed([]))
    const { token } = await openChat(client)
    const response = await client
      .post('/chatroom/send')
      .bearerToken(token)
      .json({ message: 'How do I cancel?' })
    response.assertStatus(200)
    assert.equal(response.body().reply, '')
  })
})

test.group('Support chat console (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await clearThrottles()
    await seedFaq()
  })

  test('[spec 2.9] staff take over, reply, and close; the visitor sees the reply and the token stops working', async ({
    client,
    assert,
  }) => {
    const { token } = await openChat(client)
    await client.post('/chatroom/send').bearerToken(token).json({ message: 'talk to a person' })
    const conversation = await ChatConversation.firstOrFail()
    const admin = await createUser(RoleSlug.SUPER_ADMIN, { name: 'Kanya Staff' })

    const taken = await client
      .post(`/admin/chat_app/conversations/${conversation.id}/take`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    taken.assertStatus(302)
    await conversation.refresh()
    assert.equal(conversation.status, ChatConversationStatus.STAFF)
    assert.equal(conversation.assignedStaffId, admin.id)

    const replied = await client
      .post(`/admin/chat_app/conversations/${conversation.id}/messages`)
      .form({ message: 'Hello, this is Kanya.' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    replied.assertStatus(302)
    const polled = await client.get('/chatroom/messages').qs({ after: 0 }).bearerToken(token)
    polled.assertStatus(200)
    assert.equal(polled.body().status, 'staff')
    assert.includeDeepMembers(
      polled.body().messages.map((m: any) => [m.sender, m.content]),
      [['staff', 'Hello, this is Kanya.']]
    )

    const closed = await client
      .post(`/admin/chat_app/conversations/${conversation.id}/close`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    closed.assertStatus(302)
    await conversation.refresh()
    assert.equal(conversation.status, ChatConversationStatus.CLOSED)
    const after = await client.post('/chatroom/send').bearerToken(token).json({ message: 'Hi' })
    after.assertStatus(401)
    const entries = await AuditLog.query().where('user_id', admin.id).orderBy('id')
    const actions = entries.map((entry) => entry.action)
    assert.deepEqual(actions, ['chat.taken_over', 'chat.replied', 'chat.closed'])
  })

  test('[spec 7] the download route answers no link when no build was uploaded', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/admin/chat_app/download').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { link: null })
  })

  test('[spec 7] an uploaded APK is stored with Drive and the download route answers a signed link to it', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const refused = await client
      .post('/admin/chat_app/builds')
      .file('build', Buffer.from('MZ'), { filename: 'support.exe' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    refused.assertStatus(302)
    assert.equal(await countRows('chat_app_builds'), 0)

    const uploaded = await client
      .post('/admin/chat_app/builds')
      .file('build', APK_BYTES, { filename: 'support-chat.apk' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    uploaded.assertStatus(302)
    assert.equal(await countRows('chat_app_builds'), 1, JSON.stringify(uploaded.flashMessages()))
    const response = await client.get('/admin/chat_app/download').loginAs(admin)
    const link = response.body().link as string
    assert.match(link, /\/files\/private\/chat-app\/.+\.apk\?/)
    const file = await client.get(link.replace(/^https?:\/\/[^/]+/, ''))
    file.assertStatus(200)
    assert.equal(file.text(), APK_BYTES.toString())
    const build = await ChatAppBuild.firstOrFail()
    assert.equal(build.kind, 'apk')
  })

  for (const role of [RoleSlug.ADMIN, RoleSlug.LAWYER, RoleSlug.ACCOUNTING]) {
    test(`[spec 6] ${role} cannot open the support chat console nor its event stream`, async ({
      client,
    }) => {
      const user = await createUser(role)
      const page = await client.get('/admin/chat_app').loginAs(user)
      page.assertStatus(403)
      const stream = await client.get('/admin/chat_app/__transmit/events').loginAs(user)
      stream.assertStatus(403)
    })
  }

  test('[spec 7] the event stream refuses a malformed client id with 400, not 500', async ({
    client,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const stream = await client.get('/admin/chat_app/__transmit/events').loginAs(admin)
    stream.assertStatus(400)
    const subscribe = await client
      .post('/admin/chat_app/__transmit/subscribe')
      .json({ uid: 'nope', channel: 'chat/console' })
      .withCsrfToken()
      .loginAs(admin)
    subscribe.assertStatus(400)
  })
})
