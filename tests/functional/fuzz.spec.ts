import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { BlogPostFactory, SurveyQuestionFactory } from '#database/factories/content_factories'
import { describeReport, fuzz } from '#tests/support/fuzz/harness'

/**
 * The CI-sized fuzz run (issue 16 C9): every state-changing route, bad
 * inputs generated from its validator's schema, sent as the roles it lets
 * through and some it refuses, in JSON, Inertia and form encodings. The
 * full run (over 10,000 requests) is `npm run bench:fuzz`.
 */
test.group('[security] fuzz: every write, bad inputs', (group) => {
  group.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[security] no bad input gets a 5xx, and no refused request changes a row', async ({
    assert,
  }) => {
    const post = await BlogPostFactory.create()
    const question = await SurveyQuestionFactory.merge({ surveyId: 9002, type: 'rating' }).create()
    await SurveyQuestionFactory.merge({
      surveyId: 9002,
      type: 'checkbox',
      options: ['Email', 'Phone'],
    }).create()
    const report = await fuzz({
      baseUrl: `http://${env.get('HOST')}:${env.get('PORT')}`,
      fixtures: { blogSlug: post.slug, surveyId: question.surveyId, memberId: 1 },
      primary: 24,
      others: 3,
      refused: 2,
      encodings: 'rotate',
      seed: 16,
    })
    const summary = describeReport(report).join('\n')
    assert.isAbove(report.sent, 500, summary)
    assert.isAbove(report.refused, 300, summary)
    assert.equal(report.csrfRefusals, 0, summary)
    assert.deepEqual(report.serverErrors, [], summary)
    assert.deepEqual(report.rowsChangedByRefused, [], summary)
  }).timeout(420_000)
})
