import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import SurveyQuestion from '#models/survey_question'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import { RoleSlug } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const SURVEY = 7

async function seedSurvey() {
  const rows = await SurveyQuestion.createMany([
    {
      surveyId: SURVEY,
      position: 1,
      type: 'rating',
      question: "How would you rate your lawyer's service?",
      options: ['1', '2', '3', '4', '5'],
    },
    {
      surveyId: SURVEY,
      position: 2,
      type: 'multiple_choice',
      question: 'Has your matter been resolved?',
      options: ['Yes', 'Partly', 'No'],
    },
    {
      surveyId: SURVEY,
      position: 3,
      type: 'checkbox',
      question: 'How did your lawyer keep in touch?',
      options: ['Email', 'Phone', 'LINE'],
    },
    {
      surveyId: SURVEY,
      position: 4,
      type: 'free_text',
      question: 'Anything we could do better?',
      options: null,
    },
  ])
  const [rating, choice, checkbox, text] = rows
  return { rating, choice, checkbox, text }
}

function submit(client: any, body: Record<string, unknown>) {
  return client
    .post('/survey')
    .withCsrfToken()
    .header('referer', `/survey?survey=${SURVEY}`)
    .json(body)
    .withInertia()
    .redirects(0)
}

test.group('Survey form (SPEC §2.2, §5)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  test('[spec 5] the survey page shows each question with the widget of its type', async ({
    client,
    assert,
  }) => {
    await seedSurvey()
    const response = await client.get(`/survey?survey=${SURVEY}`).header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/Survey"')
    assert.include(html, 'Member Survey - Lexpat')
    assert.include(html, 'How would you rate your lawyer&#x27;s service?')
    assert.include(html, 'role="radiogroup"')
    assert.match(html, /<input type="radio"[^>]*name="answers\[\d+\]" value="Partly"/)
    assert.match(html, /<input type="checkbox"[^>]*name="answers\[\d+\]\[\]" value="LINE"/)
    assert.include(html, '<textarea')
    // A guest is asked to sign in before sending answers.
    assert.include(html, 'data-testid="survey-sign-in"')
    assert.match(html, /<a href="\/login"[^>]*>Sign in<\/a>/)
  })

  test('[spec 8] an unknown or malformed survey is a 404', async ({ client }) => {
    await seedSurvey()
    for (const url of ['/survey?survey=999', '/survey?survey=abc', '/survey']) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
    }
  })

  test('[spec 5] a guest cannot submit answers', async ({ client, assert }) => {
    const { rating } = await seedSurvey()
    const response = await submit(client, { survey_id: SURVEY, answers: { [rating.id]: 5 } })
    response.assertStatus(302)
    response.assertFlashMessage('error', 'Please sign in to send your answers.')
    assert.equal(await countRows('feedbacks'), 0)
  })

  test("[spec 5] a member's answers are stored as a feedback with one response per answered question", async ({
    client,
    assert,
  }) => {
    const { rating, choice, checkbox, text } = await seedSurvey()
    const user = await createUser(RoleSlug.USER)
    const response = await submit(client, {
      survey_id: SURVEY,
      answers: {
        [rating.id]: 4,
        [choice.id]: 'Partly',
        [checkbox.id]: ['Email', 'LINE'],
        [text.id]: '',
      },
    }).loginAs(user)
    response.assertStatus(302)
    response.assertHeader('location', `/survey?survey=${SURVEY}`)
    response.assertFlashMessage('success', 'Thank you for your feedback.')
    const feedback = await Feedback.query().where('user_id', user.id).firstOrFail()
    assert.deepEqual(feedback.surveyData, { survey_id: SURVEY })
    const responses = await SurveyResponse.query()
      .where('feedback_id', feedback.id)
      .orderBy('survey_question_id')
    assert.deepEqual(
      responses.map((row) => [row.surveyQuestionId, row.answer]),
      [
        [rating.id, '4'],
        [choice.id, 'Partly'],
        [checkbox.id, '["Email","LINE"]'],
      ]
    )
    const matched = await feedback.matchedSurveyResponses()
    assert.equal(matched[3].answer, 'No response provided.')
  })

  test('[spec 5] answers outside their type are refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { rating, choice, checkbox } = await seedSurvey()
    const user = await createUser(RoleSlug.USER)
    const response = await submit(client, {
      survey_id: SURVEY,
      answers: { [rating.id]: 7, [choice.id]: 'Maybe', [checkbox.id]: ['Fax'] },
    }).loginAs(user)
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, [
      `answers.${rating.id}`,
      `answers.${choice.id}`,
      `answers.${checkbox.id}.0`,
    ])
    assert.equal(await countRows('feedbacks'), 0)
    assert.equal(await countRows('survey_responses'), 0)
  })

  test('[spec 5] an empty submission or an unknown survey is refused', async ({
    client,
    assert,
  }) => {
    await seedSurvey()
    const user = await createUser(RoleSlug.USER)
    const empty = await submit(client, { survey_id: SURVEY, answers: {} }).loginAs(user)
    assert.property(empty.flashMessages().inputErrorsBag, 'answers')
    const unknown = await submit(client, { survey_id: 999, answers: { 1: 5 } }).loginAs(user)
    assert.property(unknown.flashMessages().inputErrorsBag, 'survey_id')
    assert.equal(await countRows('feedbacks'), 0)
  })

  test('[security] survey refuses survey_id: true and other ids that are not numbers', async ({
    client,
    assert,
  }) => {
    const { rating } = await seedSurvey()
    // A survey with id 1 exists too, so `true` read as 1 would be stored.
    await SurveyQuestion.create({
      surveyId: 1,
      position: 1,
      type: 'rating',
      question: 'Rate us',
      options: null,
    })
    const user = await createUser(RoleSlug.USER)
    for (const surveyId of [true, [SURVEY], { id: SURVEY }, '0x7', '']) {
      const response = await submit(client, {
        survey_id: surveyId,
        answers: { [rating.id]: 5 },
      }).loginAs(user)
      response.assertStatus(302)
      assert.property(
        response.flashMessages().inputErrorsBag,
        'survey_id',
        JSON.stringify(surveyId)
      )
    }
    assert.equal(await countRows('feedbacks'), 0)
  })

  test('[security] a rating answer of true is refused, not read as 1 star', async ({
    client,
    assert,
  }) => {
    const { rating } = await seedSurvey()
    const user = await createUser(RoleSlug.USER)
    const response = await submit(client, {
      survey_id: SURVEY,
      answers: { [rating.id]: true },
    }).loginAs(user)
    assert.properties(response.flashMessages().inputErrorsBag, [`answers.${rating.id}`])
    assert.equal(await countRows('survey_responses'), 0)
  })
})
