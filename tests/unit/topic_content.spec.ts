import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  ADD_ON_COVERAGE,
  BUSINESS_TOPIC_GROUPS,
  BUSINESS_TOPICS,
  PERSONAL_TOPIC_GROUPS,
  SERVICE_AREAS,
} from '#support/site_pages'
import {
  findTopic,
  MAX_POINTS,
  MIN_POINTS,
  TOPIC_TEXT_KEYS,
} from '#controllers/marketing/topics_controller'

const TOPICS = [
  ...Object.values(PERSONAL_TOPIC_GROUPS).flat(),
  ...BUSINESS_TOPICS,
  ...Object.values(BUSINESS_TOPIC_GROUPS).flat(),
].map((slug) => ({ file: 'topics', slug }))
const AREAS = SERVICE_AREAS.map((slug) => ({ file: 'service_areas', slug }))
const ENTRIES = [...TOPICS, ...AREAS]

const GROUP_KEYS = [
  ...Object.keys(PERSONAL_TOPIC_GROUPS),
  ...Object.keys(BUSINESS_TOPIC_GROUPS),
  'business_topics',
].map((group) => `topics.groups.${group}`)
const SERVICE_GROUP_KEYS = ['add_on_coverage', 'service_areas'].map(
  (group) => `service_areas.groups.${group}`
)
const PAGE_KEYS = [
  'topics.page.how_we_help',
  'topics.page.membership_covers',
  'topics.page.not_covered',
  'topics.page.exclusions_general',
  'topics.page.example',
  'topics.page.related',
  'topics.page.personal_coverage',
  'topics.page.business_coverage',
  'topics.page.ask_question',
  'service_areas.page.add_on_label',
  'service_areas.page.add_on_notice',
]

function messages(locale: string): Record<string, string> {
  return i18nManager.getTranslationsFor(locale) as Record<string, string>
}

test.group('Topic and service-area copy', () => {
  test('[spec 2.2] every topic and service area has all its English texts', ({ assert }) => {
    const en = messages('en')
    for (const { file, slug } of ENTRIES) {
      for (const key of TOPIC_TEXT_KEYS) {
        const text = en[`${file}.${slug}.${key}`]
        assert.isString(text, `${file}.${slug}.${key} is missing`)
        assert.isAbove(text.trim().length, 0, `${file}.${slug}.${key} is empty`)
      }
      const points = Array.from(
        { length: MAX_POINTS },
        (_, index) => en[`${file}.${slug}.points.${index + 1}`]
      )
      const count = points.findIndex((point) => point === undefined)
      const filled = count === -1 ? MAX_POINTS : count
      assert.isAtLeast(filled, MIN_POINTS, `${file}.${slug} needs at least ${MIN_POINTS} points`)
      // Numbered without gaps: a point after a missing one would never be shown.
      assert.isUndefined(en[`${file}.${slug}.points.${MAX_POINTS + 1}`])
      for (const point of points.slice(filled))
        assert.isUndefined(point, `${file}.${slug} has a gap`)
    }
  })

  test('[spec 1] meta descriptions fit 160 characters and intros are 2-3 sentences', ({
    assert,
  }) => {
    const en = messages('en')
    for (const { file, slug } of ENTRIES) {
      const meta = en[`${file}.${slug}.meta`]
      assert.isAtMost(meta.length, 160, `${file}.${slug}.meta is ${meta.length} characters`)
      const sentences = en[`${file}.${slug}.intro`].split(/(?<=[.!?])\s+/).length
      assert.isAtLeast(sentences, 2, `${file}.${slug}.intro`)
      assert.isAtMost(sentences, 3, `${file}.${slug}.intro`)
    }
  })

  test('[spec 2.2] every title, group heading and page heading exists in Thai', ({ assert }) => {
    const en = messages('en')
    const th = messages('th')
    for (const { file, slug } of ENTRIES) {
      const key = `${file}.${slug}.title`
      assert.isString(th[key], `${key} has no Thai text`)
      assert.notEqual(th[key], en[key], `${key} is not translated`)
    }
    for (const key of [...GROUP_KEYS, ...SERVICE_GROUP_KEYS, ...PAGE_KEYS]) {
      assert.isString(en[key], `${key} is missing in English`)
      assert.isString(th[key], `${key} is missing in Thai`)
    }
  })

  test('[spec 9] no copy invents a price for an add-on supplement', ({ assert }) => {
    const en = messages('en')
    for (const slug of ADD_ON_COVERAGE) {
      const plan = en[`service_areas.${slug}.plan`]
      assert.include(plan, 'ask member services for the supplement price')
      // The only amount quoted is the Personal plan's own starting price.
      const amounts = [...plan.matchAll(/([\d,]+)\s*(?:THB|baht)/gi)].map((match) => match[1])
      assert.deepEqual(amounts, ['795'], `service_areas.${slug}.plan quotes ${amounts.join(', ')}`)
    }
  })

  test('[spec 2.2] every listed slug resolves to a group and a plan, unknown ones do not', ({
    assert,
  }) => {
    for (const slug of Object.values(PERSONAL_TOPIC_GROUPS).flat()) {
      assert.equal(findTopic('personal', slug)?.plan, 'personal')
    }
    for (const slug of [...BUSINESS_TOPICS, ...Object.values(BUSINESS_TOPIC_GROUPS).flat()]) {
      assert.equal(findTopic('business', slug)?.plan, 'business')
    }
    for (const slug of ADD_ON_COVERAGE) {
      assert.equal(findTopic('service', slug)?.group, 'add_on_coverage')
      assert.equal(findTopic('service', slug)?.plan, 'personal')
    }
    assert.isNull(findTopic('personal', 'trademark'))
    assert.isNull(findTopic('business', 'thai-visas'))
    assert.isNull(findTopic('service', 'no-such-area'))
  })
})
