import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { useDatabase, createUser } from '#tests/helpers'
import { RoleSlug } from '#enums/role'
import {
  NO_RESPONSE_PROVIDED,
  SupportTicketStatus,
  SurveyQuestionType,
  BlogPostStatus,
} from '#enums/content'
import Review, { isValidRating } from '#models/review'
import Feedback from '#models/feedback'
import BlogPost from '#models/blog_post'
import TermsAndCondition from '#models/terms_and_condition'
import FaqEntry from '#models/faq_entry'
import MailTemplate from '#models/mail_template'
import ConsultancyRequest from '#models/consultancy_request'
import IdentityVerification from '#models/identity_verification'
import SupportTicket from '#models/support_ticket'
import SurveyQuestion from '#models/survey_question'
import Subscriber from '#models/subscriber'
import AuditLog from '#models/audit_log'
import Notification from '#models/notification'
import {
  BlogPostFactory,
  ConsultancyRequestFactory,
  FaqEntryFactory,
  FeedbackFactory,
  IdentityVerificationFactory,
  MailTemplateFactory,
  ReviewFactory,
  ScheduledMailFactory,
  SupportTicketFactory,
  SurveyQuestionFactory,
  TermsAndConditionFactory,
} from '#database/factories/content_factories'

const HOSTILE = '<p onclick="steal()">Hello <strong>member</strong></p><script>alert(1)</script>'

function assertClean(assert: any, html: string | null) {
  assert.notInclude(html, '<script')
  assert.notInclude(html, 'alert(1)')
  assert.notInclude(html, 'onclick')
  assert.include(html, '<strong>member</strong>')
}

test.group('Content models: relationships', (group) => {
  useDatabase(group)

  test('[spec 3] a feedback loads its member, its lawyer and its responses', async ({ assert }) => {
    const member = await createUser()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const created = await FeedbackFactory.merge({ userId: member.id, lawyerId: lawyer.id })
      .with('responses', 2, (response) => response.with('surveyQuestion'))
      .create()

    const feedback = await Feedback.query()
      .where('id', created.id)
      .preload('user')
      .preload('lawyer')
      .preload('responses', (q) => q.preload('surveyQuestion'))
      .firstOrFail()
    assert.equal(feedback.user.name, member.name)
    assert.equal(feedback.lawyer.name, lawyer.name)
    assert.lengthOf(feedback.responses, 2)
    assert.equal(feedback.responses[0].surveyQuestion.surveyId, 1)
  })

  test('[spec 3] a blog post loads its category, author and tags', async ({ assert }) => {
    const created = await BlogPostFactory.with('category').with('author').with('tags', 3).create()
    const post = await BlogPost.query()
      .where('id', created.id)
      .preload('category')
      .preload('author')
      .preload('tags')
      .firstOrFail()
    assert.isNotNull(post.category)
    assert.isNotNull(post.author)
    assert.lengthOf(post.tags, 3)
  })

  test('[spec 3] a consultancy request loads its member and its lawyer', async ({ assert }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const created = await ConsultancyRequestFactory.with('user')
      .merge({ lawyerId: lawyer.id })
      .create()
    const request = await ConsultancyRequest.query()
      .where('id', created.id)
      .preload('user')
      .preload('lawyer')
      .firstOrFail()
    assert.isNotNull(request.user)
    assert.equal(request.lawyer.id, lawyer.id)
  })

  test('[spec 3] reviews, tickets, scheduled mails and POI rows load their users', async ({
    assert,
  }) => {
    const review = await ReviewFactory.with('user').create()
    await review.load('user')
    assert.isNotNull(review.user)

    const ticket = await SupportTicketFactory.with('user').create()
    await ticket.load('user')
    assert.isNotNull(ticket.user)

    const mail = await ScheduledMailFactory.with('mailTemplate').with('creator').create()
    await mail.load('mailTemplate')
    await mail.load('creator')
    assert.isNotNull(mail.mailTemplate)
    assert.isNotNull(mail.creator)

    const reviewer = await createUser(RoleSlug.LAWYER)
    const poi = await IdentityVerificationFactory.with('user')
      .merge({ reviewedBy: reviewer.id })
      .create()
    await poi.load('reviewer')
    assert.equal(poi.reviewer.id, reviewer.id)
  })
})

test.group('Content models: rules', (group) => {
  useDatabase(group)

  test('[spec 5] a review rating outside 1-5 is refused', async ({ assert }) => {
    for (const rating of [0, 6, 2.5, -1]) {
      await assert.rejects(() => ReviewFactory.merge({ rating }).create(), /rating must be/)
    }
    const [reviews] = await Review.query().count('* as total')
    assert.equal(Number(reviews.$extras.total), 0)
    assert.isTrue(isValidRating(1))
    assert.isTrue(isValidRating(5))
    assert.isFalse(isValidRating('4'))
  })

  test('[spec 3] rich text is sanitized on save: scripts and event handlers are stripped', async ({
    assert,
  }) => {
    const post = await BlogPostFactory.merge({ body: HOSTILE, bodyTh: HOSTILE }).create()
    const terms = await TermsAndConditionFactory.merge({ description: HOSTILE }).create()
    const faq = await FaqEntryFactory.merge({ answer: HOSTILE, answerTh: HOSTILE }).create()
    const template = await MailTemplateFactory.merge({ body: HOSTILE }).create()

    const storedPost = await BlogPost.findOrFail(post.id)
    const storedTerms = await TermsAndCondition.findOrFail(terms.id)
    const storedFaq = await FaqEntry.findOrFail(faq.id)
    const storedTemplate = await MailTemplate.findOrFail(template.id)
    assertClean(assert, storedPost.body)
    assertClean(assert, storedPost.bodyTh)
    assertClean(assert, storedTerms.description)
    assertClean(assert, storedFaq.answer)
    assertClean(assert, storedFaq.answerTh)
    assertClean(assert, storedTemplate.body)

    // Also on update, not only on create.
    post.body = '<p>ok <img src="x" onerror="steal()"></p>'
    await post.save()
    const updated = await BlogPost.findOrFail(post.id)
    assert.notInclude(updated.body, 'onerror')
  })

  test('[spec 8] matched survey responses say "No response provided." for an unanswered question', async ({
    assert,
  }) => {
    const rating = await SurveyQuestionFactory.apply('rating')
      .merge({ surveyId: 7, position: 1 })
      .create()
    const choice = await SurveyQuestionFactory.apply('checkbox')
      .merge({ surveyId: 7, position: 2 })
      .create()
    const open = await SurveyQuestionFactory.merge({
      surveyId: 7,
      position: 3,
      question: 'Anything else?',
    }).create()
    // Another survey's question must not leak in.
    await SurveyQuestionFactory.merge({ surveyId: 8, position: 1 }).create()

    const feedback = await Feedback.create({ surveyData: { survey_id: 7 } })
    await feedback.related('responses').createMany([
      { surveyQuestionId: rating.id, answer: '4' },
      { surveyQuestionId: choice.id, answer: JSON.stringify(['Email', 'LINE']) },
    ])

    const matched = await feedback.matchedSurveyResponses()
    assert.deepEqual(matched, [
      { question: rating.question, answer: '4' },
      { question: choice.question, answer: 'Email, LINE' },
      { question: open.question, answer: NO_RESPONSE_PROVIDED },
    ])
    assert.equal(NO_RESPONSE_PROVIDED, 'No response provided.')

    // A blank answer counts as no answer.
    await feedback.related('responses').create({ surveyQuestionId: open.id, answer: '   ' })
    const reloaded = await Feedback.query()
      .where('id', feedback.id)
      .preload('responses')
      .firstOrFail()
    const rematched = await reloaded.matchedSurveyResponses()
    assert.equal(rematched[2].answer, NO_RESPONSE_PROVIDED)
  })

  test('[spec 3] feedback without a survey id has no matched responses', async ({ assert }) => {
    const feedback = await Feedback.create({ surveyData: null })
    assert.deepEqual(await feedback.matchedSurveyResponses(), [])
  })

  test('[spec 3] survey question options round-trip as a JSON list', async ({ assert }) => {
    const question = await SurveyQuestionFactory.apply('multiple_choice').create()
    const fresh = await SurveyQuestion.findOrFail(question.id)
    assert.equal(fresh.type, SurveyQuestionType.MULTIPLE_CHOICE)
    assert.deepEqual(fresh.options, ['Yes', 'No', 'Not sure'])
  })

  test('[spec 3] intake numbers are sequential per year', async ({ assert }) => {
    const first = await ConsultancyRequest.create({ category: 'Property', details: 'Lease review' })
    const second = await ConsultancyRequest.create({ category: 'Family', details: 'Will' })
    const year = DateTime.now().setZone('Asia/Bangkok').year
    const seq = Number(first.intakeNumber.split('-')[2])
    assert.match(first.intakeNumber, new RegExp(`^IN-${year}-\\d{6}$`))
    assert.equal(second.intakeNumber, ConsultancyRequest.formatIntakeNumber(year, seq + 1))
    assert.equal(first.status, 'new')
  })

  test('[spec 4] a new ticket is pending; completing it stamps resolved_at, reopening clears it', async ({
    assert,
  }) => {
    const ticket = await SupportTicket.create({
      name: 'Ava',
      email: 'ava@example.com',
      category: 'Billing',
      message: 'Double charge',
    })
    assert.equal(ticket.status, SupportTicketStatus.PENDING)
    assert.isNull(ticket.resolvedAt ?? null)

    ticket.status = SupportTicketStatus.COMPLETED
    await ticket.save()
    const completed = await SupportTicket.findOrFail(ticket.id)
    assert.isNotNull(completed.resolvedAt)

    ticket.status = SupportTicketStatus.RESOLVING
    await ticket.save()
    const reopened = await SupportTicket.findOrFail(ticket.id)
    assert.isNull(reopened.resolvedAt)
  })

  test('[spec 3] booleans read back as booleans and drafts get no publication date', async ({
    assert,
  }) => {
    const draft = await BlogPostFactory.apply('draft').create()
    const fresh = await BlogPost.findOrFail(draft.id)
    assert.equal(fresh.status, BlogPostStatus.DRAFT)
    assert.isNull(fresh.publishedAt)
    const before = await BlogPost.query().withScopes((s) => s.visible())
    assert.notInclude(
      before.map((p) => p.id),
      draft.id
    )

    const published = await BlogPostFactory.merge({ publishedAt: null }).create()
    assert.isNotNull(published.publishedAt)
    const after = await BlogPost.query().withScopes((s) => s.visible())
    assert.include(
      after.map((p) => p.id),
      published.id
    )

    const faq = await FaqEntryFactory.merge({ isPublished: false, groupHeading: '  ' }).create()
    const faqFresh = await FaqEntry.findOrFail(faq.id)
    assert.strictEqual(faqFresh.isPublished, false)
    assert.isNull(faqFresh.groupHeading)
  })

  test('[spec 3] subscriber emails are stored lower-cased', async ({ assert }) => {
    const subscriber = await Subscriber.create({ email: '  Reader@Example.COM ', locale: 'en' })
    const stored = await Subscriber.findOrFail(subscriber.id)
    assert.equal(stored.email, 'reader@example.com')
  })

  test('[spec 2.9] a POI link token is stored hashed and expires', async ({ assert }) => {
    const poi = await IdentityVerificationFactory.with('user').create()
    const token = poi.issueLink(30)
    await poi.save()

    const stored = await IdentityVerification.findOrFail(poi.id)
    assert.notEqual(stored.linkToken, token)
    assert.lengthOf(stored.linkToken!, 64)
    const opened = await IdentityVerification.findByLinkToken(token)
    assert.equal(opened?.id, poi.id)
    assert.isNull(await IdentityVerification.findByLinkToken('not-a-token'))
    assert.notProperty(stored.serialize(), 'documentPath')
    assert.notProperty(stored.serialize(), 'linkToken')

    stored.linkExpiresAt = DateTime.now().minus({ minutes: 1 })
    await stored.save()
    assert.isNull(await IdentityVerification.findByLinkToken(token))
  })

  test('[spec 3] an audit log records actor, subject and JSON changes', async ({ assert }) => {
    const actor = await createUser(RoleSlug.OFFICER_ACCESS)
    const ticket = await SupportTicketFactory.create()
    const log = await AuditLog.record('support_ticket.status_changed', {
      actor,
      subject: ticket,
      changes: { status: ['pending', 'resolving'] },
      ip: '203.0.113.7',
    })
    const fresh = await AuditLog.query().where('id', log.id).preload('user').firstOrFail()
    assert.equal(fresh.user.id, actor.id)
    assert.equal(fresh.subjectType, 'SupportTicket')
    assert.equal(fresh.subjectId, String(ticket.id))
    assert.deepEqual(fresh.changes, { status: ['pending', 'resolving'] })
  })

  test('[spec 3] a member sees own notifications and broadcasts only', async ({ assert }) => {
    const member = await createUser()
    const other = await createUser()
    const mine = await Notification.create({ userId: member.id, title: 'Mine', body: 'x' })
    const broadcast = await Notification.create({ userId: null, title: 'All', body: 'x' })
    await Notification.create({ userId: other.id, title: 'Theirs', body: 'x' })
    const visible = await Notification.query().withScopes((s) => s.visibleTo(member.id))
    assert.sameMembers(
      visible.map((n) => n.id),
      [mine.id, broadcast.id]
    )
    assert.isTrue(broadcast.isBroadcast)
  })
})
