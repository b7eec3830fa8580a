import { test } from '@japa/runner'
import { SearchIndex } from '#services/support_desk/assistant/search_index'
import { OfflineAssistant } from '#services/support_desk/assistant/offline_provider'
import type { Passage } from '#services/support_desk/assistant/types'

/** One entry with Thai text, one without (its Thai passage is the English, marked). */
const PASSAGES: Passage[] = [
  {
    id: 'faq:1',
    kind: 'faq',
    locale: 'en',
    title: 'How much does the Business plan cost?',
    text: 'The Business plan starts at 4,950 THB per month.',
    fallback: false,
    titleEn: 'How much does the Business plan cost?',
    url: '/business-plan/faq?lang=en#faq-1',
  },
  {
    id: 'faq:1',
    kind: 'faq',
    locale: 'th',
    title: 'แผนธุรกิจราคาเท่าใด',
    text: 'แผนธุรกิจเริ่มต้นเดือนละ 4,950 บาท',
    fallback: false,
    titleEn: 'How much does the Business plan cost?',
    url: '/business-plan/faq?lang=th#faq-1',
  },
  {
    id: 'faq:2',
    kind: 'faq',
    locale: 'en',
    title: 'How do I cancel?',
    text: 'Send a written request; cancellation takes effect 30 days later.',
    fallback: false,
    titleEn: 'How do I cancel?',
    url: '/faqs/general?lang=en#faq-2',
  },
  {
    id: 'faq:2',
    kind: 'faq',
    locale: 'th',
    title: 'How do I cancel?',
    text: 'Send a written request; cancellation takes effect 30 days later.',
    fallback: true,
    titleEn: 'How do I cancel?',
    url: '/faqs/general?lang=th#faq-2',
  },
]

test.group('Assistant retrieval, one index per language (DESIGN §9)', () => {
  const index = new SearchIndex(PASSAGES)

  test('[spec 7] a Thai question is answered from the Thai passage, an English one from the English', async ({
    assert,
  }) => {
    const thai = index.search('แผนธุรกิจราคาเท่าไหร่ต่อเดือน', 'th')
    assert.equal(thai[0].title, 'แผนธุรกิจราคาเท่าใด')
    assert.equal(thai[0].url, '/business-plan/faq?lang=th#faq-1')
    assert.isTrue(thai.every((passage) => passage.locale === 'th'))
    const english = index.search('how much is the business plan', 'en')
    assert.equal(english[0].title, 'How much does the Business plan cost?')
    assert.isTrue(english.every((passage) => passage.locale === 'en'))
  })

  test('[spec 7] typos and word beginnings still match (fuzzy and prefix)', async ({ assert }) => {
    assert.equal(index.search('buisness plan prise', 'en')[0]?.id, 'faq:1')
    assert.equal(index.search('cancell', 'en')[0]?.id, 'faq:2')
  })

  test('[spec 7] an entry without Thai text answers a Thai question in English, labelled as such', async ({
    assert,
  }) => {
    const passages = index.search('ยกเลิกสมาชิกยังไง', 'th')
    assert.equal(passages[0].id, 'faq:2')
    assert.isTrue(passages[0].fallback)
    const answer = await new OfflineAssistant().answer({
      question: 'ยกเลิกสมาชิกยังไง',
      locale: 'th',
      passages,
      history: [],
    })
    assert.include(answer.reply, 'ยังไม่มีฉบับภาษาไทย')
    assert.equal(answer.sources[0].title, 'How do I cancel? (ภาษาอังกฤษ)')
    assert.equal(answer.sources[0].url, '/faqs/general?lang=th#faq-2')
  })

  test('[spec 7] words no passage contains find nothing', ({ assert }) => {
    assert.deepEqual(index.search('zebra quantum xylophone', 'en'), [])
  })
})
