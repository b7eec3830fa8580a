import { test } from '@japa/runner'
import { globalTransaction } from '#tests/helpers'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { BlogPostFactory, SurveyQuestionFactory } from '#database/factories/content_factories'
import { describeReport, fuzz } from '#tests/support/fuzz/harness'

/**
 * The CI-sized fuzz run: every state-changing route, bad
 * inputs generated from its validator's schema, sent as the roles it lets
 * through and some it refuses, in JSON, Inertia and form encodings. The
 * full run (over 10,000 requests) is `npm run bench:fuzz`.
 */
test.group('[security] fuzz: every write, bad inputs', (group) => {
  group.setup(() => globalTransaction())
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

  test('[security] contact and invoice details, a replacement tax invoice, keep my membership: bad inputs, no 5xx, no change when refused', async ({
    assert,
  }) => {
    const report = await fuzz({
      baseUrl: `http://${env.get('HOST')}:${env.get('PORT')}`,
      fixtures: { blogSlug: 'none', surveyId: 0, memberId: 1 },
      only: /^(admin\.users\.(update|invoice_details|invoice_replacement)|settings\.profile-details\.(update|invoice-details\.update)|auth\.personal-info\.store|settings\.partner-details\.partner\.update|settings\.subscriptions\.keep\.store)$/,
      primary: 30,
      others: 2,
      refused: 1,
      encodings: 'rotate',
      seed: 27,
    })
    const summary = describeReport(report).join('\n')
    assert.lengthOf(report.routes, 8, summary)
    assert.isAbove(report.refused, 100, summary)
    // Every one of them but keep-my-membership (no body) reaches its validator.
    assert.deepEqual(
      report.routes.filter((route) => !route.validator).map((route) => route.route),
      ['POST /settings/subscriptions/:id/keep'],
      summary
    )
    assert.equal(report.csrfRefusals, 0, summary)
    assert.deepEqual(report.serverErrors, [], summary)
    assert.deepEqual(report.rowsChangedByRefused, [], summary)
  }).timeout(420_000)

  test('[security] the partner invitation and the service promises: bad inputs, no 5xx, no change when refused', async ({
    assert,
  }) => {
    const report = await fuzz({
      baseUrl: `http://${env.get('HOST')}:${env.get('PORT')}`,
      fixtures: { blogSlug: 'none', surveyId: 0, memberId: 1 },
      only: /^(settings\.partner-details\.partner\.invitation\.(store|resend)|admin\.settings\.service-promises\.update)$/,
      primary: 30,
      others: 2,
      refused: 2,
      encodings: 'rotate',
      seed: 28,
    })
    const summary = describeReport(report).join('\n')
    assert.lengthOf(report.routes, 3, summary)
    assert.isAbove(report.refused, 40, summary)
    assert.equal(report.csrfRefusals, 0, summary)
    assert.deepEqual(report.serverErrors, [], summary)
    assert.deepEqual(report.rowsChangedByRefused, [], summary)
  }).timeout(420_000)

  test('[security] the public forms\' phones, invoice details and "pay by card instead": bad inputs, no 5xx, no change when refused', async ({
    assert,
  }) => {
    const report = await fuzz({
      baseUrl: `http://${env.get('HOST')}:${env.get('PORT')}`,
      fixtures: { blogSlug: 'none', surveyId: 0, memberId: 1 },
      only: /^(resources\.contact-us\.store|support\.(emergency|living-mail)\.store|api\.leads\.store|settings\.profile-details\.invoice-details\.update|payments\.promptpay\.(card|renew))$/,
      primary: 30,
      others: 2,
      refused: 1,
      encodings: 'rotate',
      seed: 2707,
    })
    const summary = describeReport(report).join('\n')
    assert.lengthOf(report.routes, 7, summary)
    assert.isAbove(report.refused, 100, summary)
    assert.equal(report.csrfRefusals, 0, summary)
    assert.deepEqual(report.serverErrors, [], summary)
    assert.deepEqual(report.rowsChangedByRefused, [], summary)
  }).timeout(420_000)
})
