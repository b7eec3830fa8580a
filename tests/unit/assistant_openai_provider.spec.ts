import { test } from '@japa/runner'
import { OpenAiCompatibleAssistant } from '#services/support_desk/assistant/openai_provider'
import type { RetrievedPassage } from '#services/support_desk/assistant/types'
import { FakeOpenAi, failure, streamed } from '#tests/support/fake_openai'

const PASSAGE: RetrievedPassage = {
  id: 'faq:7',
  kind: 'faq',
  locale: 'th',
  title: 'แผนธุรกิจราคาเท่าใด',
  text: 'แผนธุรกิจเริ่มต้นเดือนละ 4,950 บาท',
  fallback: false,
  titleEn: 'How much does the Business plan cost?',
  url: '/business-plan/faq?lang=th#faq-7',
  score: 1,
  rank: 10,
}

test.group('Assistant through an OpenAI-compatible server (DESIGN §9)', (group) => {
  const server = new FakeOpenAi()
  group.setup(async () => {
    await server.start()
    return () => server.stop()
  })
  group.each.setup(() => {
    server.requests = []
  })

  test('[spec 7] the reply is streamed and gathered; the model gets the Thai passages and is told to answer in Thai', async ({
    assert,
  }) => {
    server.reply(streamed(['แผนธุรกิจ', 'เริ่มต้นเดือนละ ', '4,950 บาท [1]']))
    const assistant = new OpenAiCompatibleAssistant({
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
    })
    const answer = await assistant.answer({
      question: 'plan business กี่บาท',
      locale: 'th',
      passages: [PASSAGE],
      history: [{ sender: 'bot', content: 'สวัสดีค่ะ' }],
    })
    assert.equal(answer.reply, 'แผนธุรกิจเริ่มต้นเดือนละ 4,950 บาท [1]')
    assert.deepEqual(answer.sources, [
      { id: 'faq:7', title: 'แผนธุรกิจราคาเท่าใด', url: '/business-plan/faq?lang=th#faq-7' },
    ])
    assert.lengthOf(server.requests, 1)
    const [request] = server.requests
    assert.equal(request.headers.authorization, 'Bearer sk-test')
    assert.equal(request.body.model, 'test-model')
    assert.isTrue(request.body.stream)
    assert.include(request.body.messages[0].content, 'Answer in Thai')
    assert.include(request.body.messages[0].content, '[1] แผนธุรกิจราคาเท่าใด')
    assert.deepEqual(request.body.messages.slice(1), [
      { role: 'assistant', content: 'สวัสดีค่ะ' },
      { role: 'user', content: 'plan business กี่บาท' },
    ])
  })

  test('[spec 7] a 500 is retried once by the client and the second answer is used', async ({
    assert,
  }) => {
    server.reply(failure(500), streamed(['Send a ', '**written request** [1].']))
    const assistant = new OpenAiCompatibleAssistant({
      baseUrl: server.baseUrl,
      model: 'test-model',
      maxRetries: 1,
    })
    const answer = await assistant.answer({
      question: 'How do I cancel?',
      locale: 'en',
      passages: [{ ...PASSAGE, locale: 'en', title: 'How do I cancel?', url: '/faqs/general' }],
      history: [],
    })
    assert.equal(answer.reply, 'Send a **written request** [1].')
    assert.lengthOf(server.requests, 2)
  })

  test('[spec 7] when every attempt fails the provider throws (the chat then answers offline)', async ({
    assert,
  }) => {
    server.reply(failure(503))
    const assistant = new OpenAiCompatibleAssistant({
      baseUrl: server.baseUrl,
      model: 'test-model',
      maxRetries: 1,
    })
    await assert.rejects(() =>
      assistant.answer({
        question: 'How do I cancel?',
        locale: 'en',
        passages: [PASSAGE],
        history: [],
      })
    )
    assert.lengthOf(server.requests, 2)
  })
})
