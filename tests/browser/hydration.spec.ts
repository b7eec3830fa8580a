import { test } from '@japa/runner'
import { useDatabase } from '#tests/helpers'
import { seedGeneralFaq } from '#database/seed/faq'
import { seedPlanFaqs } from '#database/seed/plan_faqs'
import { seedTerms } from '#database/seed/content'
import {
  BUSINESS_TOPICS,
  PERSONAL_TOPIC_GROUPS,
  SERVICE_AREAS,
  SITE_PAGES,
  topicPath,
} from '#support/site_pages'

/**
 * Every public page of the site registry, plus one page of each kind of
 * topic. tests/bootstrap.ts makes a visit fail when the page never hydrates
 * or logs an error while loading (React's hydration mismatch #418 among them).
 */
const PATHS = [
  ...SITE_PAGES.map((entry) => entry.path),
  topicPath('personal', PERSONAL_TOPIC_GROUPS.visa_immigration[0]),
  topicPath('business', BUSINESS_TOPICS[0]),
  topicPath('service', SERVICE_AREAS[0]),
]

test.group('Hydration of the public site', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await seedGeneralFaq()
    await seedPlanFaqs()
    await seedTerms()
  })

  for (const lang of ['en', 'th']) {
    test(`[perf] every public page hydrates without a console error (${lang})`, async ({
      visit,
      assert,
    }) => {
      const failures: string[] = []
      for (const path of PATHS) {
        try {
          const page = await visit(`${path}?lang=${lang}`)
          await page.close()
        } catch (error) {
          failures.push((error as Error).message.split('\n')[0])
        }
      }
      assert.isAbove(PATHS.length, 40)
      assert.deepEqual(failures, [])
    }).timeout(300_000)
  }
})
