import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import SurveyQuestion from '#models/survey_question'
import AuditLog from '#models/audit_log'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import { SurveyQuestionFactory } from '#database/factories/content_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

async function surveyWithFeedback() {
  const rating = await SurveyQuestionFactory.merge({
    surveyId: 3,
    position: 1,
    question: 'Rate us',
  })
    .apply('rating')
    .create()
  const channels = await SurveyQuestionFactory.merge({
    surveyId: 3,
    position: 2,
    question: 'How did we reach you?',
  })
    .apply('checkbox')
    .create()
  const free = await SurveyQuestionFactory.merge({
    surveyId: 3,
    position: 3,
    question: 'Anything else?',
  }).create()
  const member = await createUser(RoleSlug.USER, { name: 'Mia Member' })
  const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Leo Lawyer' })
  const feedback = await Feedback.create({
    userId: member.id,
    lawyerId: lawyer.id,
    surveyData: { survey_id: 3 },
  })
  await SurveyResponse.createMany([
    { feedbackId: feedback.id, surveyQuestionId: rating.id, answer: '5' },
    {
      feedbackId: feedback.id,
      surveyQuestionId: channels.id,
      answer: JSON.stringify(['Email', 'LINE']),
    },
  ])
  return { rating, channels, free, feedback }
}

/** The status a request answers. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** The Inertia props a request answers. */
async function propsOf(request: PromiseLike<{ inertiaProps: any }>) {
  const response = await request
  return response.inertiaProps
}

test.group('Admin Feedbacks (SPEC §2.9, §3, §7, §8)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 3] ${role} sees feedback rows with the member's and the lawyer's names`, async ({
      client,
      assert,
    }) => {
      const { rating, channels, free } = await surveyWithFeedback()
      const user = await createUser(role)
      const response = await client.get('/admin/feedbacks').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Feedbacks')
      const row = response.inertiaProps.list.rows[0]
      assert.equal(row.user.name, 'Mia Member')
      assert.equal(row.lawyer.name, 'Leo Lawyer')
      assert.equal(row.surveyId, 3)
      assert.deepEqual(row.answers, { [rating.id]: '5', [channels.id]: 'Email, LINE' })
      assert.notProperty(row.answers, String(free.id))
    })
  }

  test('[spec 3] a row names the member and the lawyer and holds each answer; the CSV matches each question', async ({
    client,
    assert,
  }) => {
    const { rating, channels, feedback } = await surveyWithFeedback()
    const createdAt = DateTime.fromISO('2026-06-10T03:00:00Z')
    feedback.createdAt = createdAt
    await feedback.save()
    const member = await feedback.related('user').query().firstOrFail()
    const admin = await createUser(RoleSlug.ADMIN)
    const props = await propsOf(client.get('/admin/feedbacks').withInertia().loginAs(admin))
    assert.deepEqual(props.list.rows, [
      {
        id: feedback.id,
        user: { name: 'Mia Member', email: member.email },
        lawyer: { name: 'Leo Lawyer' },
        surveyId: 3,
        answers: { [rating.id]: '5', [channels.id]: 'Email, LINE' },
        createdAt: createdAt.toISO(),
      },
    ])

    const csv = await client.get('/admin/feedbacks/export').loginAs(admin)
    csv.assertStatus(200)
    assert.equal(
      csv.text().trim(),
      [
        'Member,Lawyer,Survey,Created at,Responses',
        `Mia Member,Leo Lawyer,3,${createdAt.toISO()},"Rate us: 5`,
        'How did we reach you?: Email, LINE',
        'Anything else?: "',
      ].join('\n')
    )
  })

  test('[spec 2.9] the list searches the member and the lawyer name', async ({
    client,
    assert,
  }) => {
    await surveyWithFeedback()
    const admin = await createUser(RoleSlug.ADMIN)
    const total = async (q: string) => {
      const props = await propsOf(
        client.get(`/admin/feedbacks?q=${q}`).withInertia().loginAs(admin)
      )
      return props.list.total
    }
    assert.equal(await total('leo'), 1)
    assert.equal(await total('mia'), 1)
    assert.equal(await total('nobody'), 0)
  })

  test('[spec 7] GET /admin/survey-questions/{surveyId} answers id, question, type and options in order', async ({
    client,
    assert,
  }) => {
    const { rating, channels, free } = await surveyWithFeedback()
    const admin = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client
      .get('/admin/survey-questions/3')
      .header('X-Requested-With', 'XMLHttpRequest')
      .loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      { id: rating.id, question: 'Rate us', type: 'rating', options: ['1', '2', '3', '4', '5'] },
      {
        id: channels.id,
        question: 'How did we reach you?',
        type: 'checkbox',
        options: ['Email', 'Phone', 'LINE', 'In person'],
      },
      { id: free.id, question: 'Anything else?', type: 'free_text', options: [] },
    ])
    // A survey without questions is not OK (the screen then shows its empty text).
    const missing = await client
      .get('/admin/survey-questions/999')
      .header('X-Requested-With', 'XMLHttpRequest')
      .loginAs(admin)
    missing.assertStatus(404)
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on feedbacks and the survey-questions call`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role)
      assert.equal(await statusOf(client.get('/admin/feedbacks').loginAs(user)), 403)
      assert.equal(await statusOf(client.get('/admin/survey-questions/1').loginAs(user)), 403)
      assert.equal(await statusOf(client.get('/admin/feedbacks/questions').loginAs(user)), 403)
    })
  }

  test('[spec 8] the Feedbacks page carries the two catalogue texts exactly as SPEC writes them', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/admin/feedbacks').withInertia().loginAs(admin)
    const html = await client.get('/admin/feedbacks').loginAs(admin)
    html.assertStatus(200)
    assert.include(html.text(), 'No survey questions or responses available for this feedback.')
    assert.include(html.text(), 'No response provided.')
    response.assertStatus(200)
  })
})

test.group('Admin Feedbacks › survey questions (SPEC §5)', (group) => {
  useDatabase(group)

  const send = (
    client: any,
    user: any,
    method: 'post' | 'put' | 'delete',
    url: string,
    form = {}
  ) =>
    client[method](url)
      .form(form)
      .withCsrfToken()
      .header('referer', '/admin/feedbacks/questions?survey=4')
      .redirects(0)
      .loginAs(user)

  test('[spec 5] staff list, create (each type), edit, order and delete survey questions, all audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const page = await client
      .get('/admin/feedbacks/questions?survey=4')
      .withInertia()
      .loginAs(admin)
    page.assertStatus(200)
    page.assertInertiaComponent('Admin/FeedbackQuestions')
    assert.equal(page.inertiaProps.survey, 4)
    assert.deepEqual(page.inertiaProps.questions, [])

    for (const [question, type, options] of [
      ['How satisfied are you?', 'rating', ''],
      ['Was it resolved?', 'multiple_choice', 'Yes\nNo\n\nYes'],
      ['Which channels?', 'checkbox', 'Email\nPhone'],
      ['Anything else?', 'free_text', ''],
    ]) {
      const created = await send(client, admin, 'post', '/admin/feedbacks/questions', {
        survey_id: 4,
        question,
        type,
        options,
      })
      created.assertStatus(302)
      created.assertHeader('location', '/admin/feedbacks/questions?survey=4')
    }
    const stored = await SurveyQuestion.forSurvey(4)
    assert.deepEqual(
      stored.map((q) => [q.position, q.type, q.options]),
      [
        [1, 'rating', ['1', '2', '3', '4', '5']],
        [2, 'multiple_choice', ['Yes', 'No']],
        [3, 'checkbox', ['Email', 'Phone']],
        [4, 'free_text', null],
      ]
    )

    const edited = await send(client, admin, 'put', `/admin/feedbacks/questions/${stored[3].id}`, {
      survey_id: 4,
      question: 'Anything we could do better?',
      type: 'free_text',
    })
    edited.assertStatus(302)
    await stored[3].refresh()
    assert.equal(stored[3].question, 'Anything we could do better?')

    await send(client, admin, 'post', `/admin/feedbacks/questions/${stored[3].id}/move`, {
      direction: 'up',
    })
    const reordered = await SurveyQuestion.forSurvey(4)
    assert.deepEqual(
      reordered.map((q) => q.id),
      [stored[0].id, stored[1].id, stored[3].id, stored[2].id]
    )

    const deleted = await send(
      client,
      admin,
      'delete',
      `/admin/feedbacks/questions/${stored[2].id}`
    )
    deleted.assertStatus(302)
    assert.isNull(await SurveyQuestion.find(stored[2].id))

    const audits = await AuditLog.query().where('action', 'like', 'survey_question.%')
    const actions = audits.map((a) => a.action)
    assert.equal(actions.filter((a) => a === 'survey_question.created').length, 4)
    assert.includeMembers(actions, [
      'survey_question.updated',
      'survey_question.moved',
      'survey_question.deleted',
    ])
  })

  test('[spec 5] validation: a choice question needs two options, an unknown type is refused; nothing is stored', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const one = await send(client, admin, 'post', '/admin/feedbacks/questions', {
      survey_id: 4,
      question: 'Pick one',
      type: 'multiple_choice',
      options: 'Only',
    })
    assert.deepEqual(one.flashMessages().inputErrorsBag.options, [
      'Give at least two options, one per line.',
    ])
    const bad = await send(client, admin, 'post', '/admin/feedbacks/questions', {
      survey_id: 'x',
      question: '',
      type: 'essay',
    })
    assert.properties(bad.flashMessages().inputErrorsBag, ['survey_id', 'question', 'type'])
    assert.equal(await countRows('survey_questions'), 0)
  })

  test('[spec 2.9] a question members answered cannot be deleted', async ({ client, assert }) => {
    const { rating } = await surveyWithFeedback()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await send(client, admin, 'delete', `/admin/feedbacks/questions/${rating.id}`)
    response.assertFlashMessage(
      'error',
      'Members have answered this question: it cannot be deleted, only edited.'
    )
    assert.isNotNull(await SurveyQuestion.find(rating.id))
  })
})
