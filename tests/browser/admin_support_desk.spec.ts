import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import {
  EmailHistoryFactory,
  MailTemplateFactory,
  SurveyQuestionFactory,
} from '#database/factories/content_factories'
import { createUser, useDatabase } from '#tests/helpers'

async function feedback() {
  const rated = await SurveyQuestionFactory.merge({
    surveyId: 5,
    position: 1,
    question: 'Rate your lawyer',
  })
    .apply('rating')
    .create()
  await SurveyQuestionFactory.merge({
    surveyId: 5,
    position: 2,
    question: 'Anything to add?',
  }).create()
  const member = await createUser(RoleSlug.USER, { name: 'Mina Member' })
  const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lars Lawyer' })
  const row = await Feedback.create({
    userId: member.id,
    lawyerId: lawyer.id,
    surveyData: { survey_id: 5 },
  })
  await SurveyResponse.create({ feedbackId: row.id, surveyQuestionId: rated.id, answer: '4' })
}

test.group('Admin support desk in the browser (SPEC §2.9, §7, §8)', (group) => {
  useDatabase(group)

  test('[spec 8] the Feedback dialog matches answers to the questions and says "No response provided." for the rest', async ({
    visit,
    browserContext,
  }) => {
    await feedback()
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/feedbacks')
    await page.assertTextContains('tbody', 'Mina Member')
    await page.assertTextContains('tbody', 'Lars Lawyer')
    await page.getByRole('button', { name: 'Row actions' }).first().click()
    await page.getByRole('menuitem', { name: 'Details' }).click()
    const list = page.getByTestId('survey-responses')
    await list.waitFor()
    await page.assertTextContains('[data-testid="survey-responses"]', 'Rate your lawyer')
    await page.assertTextContains('[data-testid="survey-responses"]', '4')
    await page.assertTextContains('[data-testid="survey-responses"]', 'Anything to add?')
    await page.assertTextContains('[data-testid="survey-responses"]', 'No response provided.')
  })

  test('[spec 7] a non-OK answer from /admin/survey-questions is logged and the list stays empty with the catalogue text', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await feedback()
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const logged: string[] = []
    const page = await visit('/admin/feedbacks')
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.route('**/admin/survey-questions/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
    )
    await page.getByRole('button', { name: 'Row actions' }).first().click()
    await page.getByRole('menuitem', { name: 'Details' }).click()
    await page.getByTestId('survey-responses-empty').waitFor()
    await page.assertTextContains(
      '[data-testid="survey-responses-empty"]',
      'No survey questions or responses available for this feedback.'
    )
    await page.assertElementsCount('[data-testid="survey-responses"]', 0)
    assert.isTrue(
      logged.some((text) => text.includes('HTTP 500')),
      logged.join('\n')
    )
  })

  test('[spec 2.9] an opened email is shown in a script-free sandbox', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const template = await MailTemplateFactory.merge({
      body: '<p>Dear member, your plan renews soon.</p>',
    }).create()
    const history = await EmailHistoryFactory.merge({
      subject: 'Renewal soon',
      mailTemplateId: template.id,
    }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    await browserContext.loginAs(lawyer)
    const page = await visit(`/admin/email-histories/${history.id}`)
    const frame = page.locator('[data-testid="email-preview"]')
    await frame.waitFor()
    assert.equal(await frame.getAttribute('sandbox'), '')
    await page
      .frameLocator('[data-testid="email-preview"]')
      .getByText('your plan renews soon')
      .waitFor()
  })
})
