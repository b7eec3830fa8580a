import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useDatabase, createUser } from '#tests/helpers'
import { RoleSlug } from '#enums/role'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import ConsultancyRequest from '#models/consultancy_request'
import BlogPost from '#models/blog_post'
import Subscriber from '#models/subscriber'
import Service from '#models/service'
import MailTemplate from '#models/mail_template'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import DeviceToken from '#models/device_token'
import ScheduledMail from '#models/scheduled_mail'
import Review from '#models/review'
import { seedContentDemo } from '#database/seed/content'
import {
  BlogPostFactory,
  ConsultancyRequestFactory,
  DeviceTokenFactory,
  FeedbackFactory,
  MailTemplateFactory,
  ReviewFactory,
  ScheduledMailFactory,
  ServiceFactory,
  SubscriberFactory,
} from '#database/factories/content_factories'

/**
 * Runs a write that must fail inside a savepoint, so that on PostgreSQL the
 * surrounding test transaction stays usable afterwards.
 */
async function refused(write: (trx: any) => Promise<unknown>) {
  let error: unknown = null
  try {
    await db.transaction(async (trx) => {
      await write(trx)
    })
  } catch (caught) {
    error = caught
  }
  return error
}

/** SQLite and PostgreSQL name the same violations differently. */
const VIOLATION = {
  unique: ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'],
  // SQLite reports ON DELETE RESTRICT as a trigger constraint.
  foreignKey: ['SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_TRIGGER', '23503'],
  check: ['SQLITE_CONSTRAINT_CHECK', '23514'],
}

function violationCode(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? 'no error'
}

async function count(model: LucidModel, column?: string, value?: unknown): Promise<number> {
  const query = model.query()
  if (column) query.where(column, value as any)
  const [row] = await query.count('* as total')
  return Number(row.$extras.total)
}

const CONTENT_TABLES = [
  'leads',
  'reviews',
  'terms_and_conditions',
  'support_tickets',
  'survey_questions',
  'feedbacks',
  'survey_responses',
  'consultancy_requests',
  'services',
  'faq_entries',
  'blog_categories',
  'blog_tags',
  'blog_posts',
  'blog_post_tag',
  'subscribers',
  'mail_templates',
  'scheduled_mails',
  'email_histories',
  'device_tokens',
  'notifications',
  'identity_verifications',
  'deletion_requests',
  'audit_logs',
  'affiliate_referrals',
  'chat_messages',
]

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of CONTENT_TABLES) {
    const [row] = await db.from(table).count('* as total')
    counts[table] = Number(row.total)
  }
  return counts
}

test.group('Content constraints: unique keys', (group) => {
  useDatabase(group)

  test('[spec 3] a duplicate intake number is refused and not stored', async ({ assert }) => {
    await ConsultancyRequestFactory.merge({ intakeNumber: 'IN-2026-000777' }).create()
    const error = await refused((trx) =>
      ConsultancyRequestFactory.merge({ intakeNumber: 'IN-2026-000777' }).client(trx).create()
    )
    assert.include(VIOLATION.unique, violationCode(error))
    assert.equal(await count(ConsultancyRequest, 'intake_number', 'IN-2026-000777'), 1)
  })

  test('[spec 3] a duplicate blog slug is refused and not stored', async ({ assert }) => {
    await BlogPostFactory.merge({ slug: 'thai-wills' }).create()
    const error = await refused((trx) =>
      BlogPostFactory.merge({ slug: 'thai-wills' }).client(trx).create()
    )
    assert.include(VIOLATION.unique, violationCode(error))
    assert.equal(await count(BlogPost, 'slug', 'thai-wills'), 1)
  })

  test('[spec 3] a subscriber email is unique regardless of case', async ({ assert }) => {
    await SubscriberFactory.merge({ email: 'reader@example.com' }).create()
    const error = await refused((trx) =>
      SubscriberFactory.merge({ email: 'Reader@EXAMPLE.com' }).client(trx).create()
    )
    assert.include(VIOLATION.unique, violationCode(error))
    assert.equal(await count(Subscriber), 1)
  })

  test('[spec 3] duplicate service slugs and mail template keys are refused', async ({
    assert,
  }) => {
    await ServiceFactory.merge({ slug: 'family-law' }).create()
    const serviceError = await refused((trx) =>
      ServiceFactory.merge({ slug: 'family-law' }).client(trx).create()
    )
    assert.include(VIOLATION.unique, violationCode(serviceError))
    assert.equal(await count(Service, 'slug', 'family-law'), 1)

    await MailTemplateFactory.merge({ key: 'welcome' }).create()
    const templateError = await refused((trx) =>
      MailTemplateFactory.merge({ key: 'welcome' }).client(trx).create()
    )
    assert.include(VIOLATION.unique, violationCode(templateError))
    assert.equal(await count(MailTemplate, 'key', 'welcome'), 1)
  })

  test('[spec 5] the database itself refuses a rating outside 1-5', async ({ assert }) => {
    const error = await refused((trx) =>
      trx.table('reviews').insert({
        name: 'Direct insert',
        comment: 'Bypassing the model',
        rating: 9,
        is_published: false,
        created_at: new Date(),
      })
    )
    assert.include(VIOLATION.check, violationCode(error))
    assert.equal(await count(Review), 0)
    await ReviewFactory.merge({ rating: 5 }).create()
    assert.equal(await count(Review), 1)
  })
})

test.group('Content constraints: foreign keys', (group) => {
  useDatabase(group)

  test('[spec 3] deleting a user keeps their feedback and unlinks them', async ({ assert }) => {
    const member = await createUser()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const feedback = await FeedbackFactory.merge({ userId: member.id, lawyerId: lawyer.id })
      .with('responses', 1, (response) => response.with('surveyQuestion'))
      .create()

    await member.delete()
    await lawyer.delete()
    const fresh = await Feedback.findOrFail(feedback.id)
    assert.isNull(fresh.userId)
    assert.isNull(fresh.lawyerId)
    assert.equal(await count(SurveyResponse, 'feedback_id', feedback.id), 1)

    // Responses go with their feedback.
    await fresh.delete()
    assert.equal(await count(SurveyResponse, 'feedback_id', feedback.id), 0)
  })

  test('[spec 3] deleting a user removes their device tokens', async ({ assert }) => {
    const member = await createUser()
    await DeviceTokenFactory.merge({ userId: member.id }).createMany(2)
    await member.delete()
    assert.equal(await count(DeviceToken, 'user_id', member.id), 0)
  })

  test('[spec 3] a mail template with scheduled mails cannot be deleted', async ({ assert }) => {
    const mail = await ScheduledMailFactory.with('mailTemplate').create()
    const template = await MailTemplate.findOrFail(mail.mailTemplateId)
    const error = await refused((trx) => {
      template.useTransaction(trx)
      return template.delete()
    })
    assert.include(VIOLATION.foreignKey, violationCode(error))
    assert.equal(await count(MailTemplate, 'id', mail.mailTemplateId), 1)
    assert.equal(await count(ScheduledMail, 'id', mail.id), 1)
  })

  test('[spec 3] deleting a blog post removes its tag links but keeps the tags', async ({
    assert,
  }) => {
    const post = await BlogPostFactory.with('tags', 2).create()
    await post.load('tags')
    const tagIds = post.tags.map((tag) => tag.id)
    await post.delete()
    const [links] = await db
      .from('blog_post_tag')
      .where('blog_post_id', post.id)
      .count('* as total')
    assert.equal(Number(links.total), 0)
    const [tags] = await db.from('blog_tags').whereIn('id', tagIds).count('* as total')
    assert.equal(Number(tags.total), 2)
  })
})

test.group('Content demo seed', (group) => {
  useDatabase(group)

  test('[spec 3] seedContentDemo() run twice leaves the same row counts', async ({ assert }) => {
    // The demo accounts the seed links to.
    await createUser(RoleSlug.USER, { email: 'member@lexpat.test', name: 'Maya Member' })
    await createUser(RoleSlug.LAWYER, { email: 'lawyer@lexpat.test', name: 'Lek Lawyer' })
    await createUser(RoleSlug.SUPER_ADMIN, { email: 'superadmin@lexpat.test' })

    await seedContentDemo()
    const first = await tableCounts()

    // The second run must not write at all: no insert, update or delete.
    const writes: string[] = []
    const client = db.connection().getWriteClient()
    const listener = (query: { sql: string }) => {
      if (/^\s*(insert|update|delete)/i.test(query.sql)) writes.push(query.sql)
    }
    client.on('query', listener)
    try {
      await seedContentDemo()
    } finally {
      client.off('query', listener)
    }
    const second = await tableCounts()

    assert.deepEqual(second, first)
    assert.deepEqual(writes, [])
    assert.equal(first.services, 8)
    assert.equal(first.reviews, 8)
    assert.equal(first.mail_templates, 5)
    assert.equal(first.blog_posts, 7)
    assert.equal(first.blog_categories, 3)
    assert.equal(first.blog_tags, 6)
    assert.equal(first.feedbacks, 3)
    assert.equal(first.identity_verifications, 1)
    for (const status of ['pending', 'resolving', 'completed']) {
      const [row] = await db.from('support_tickets').where('status', status).count('* as total')
      assert.isAtLeast(Number(row.total), 2)
    }
    const types = await db.from('survey_questions').where('survey_id', 1).distinct('type')
    assert.sameMembers(
      types.map((row) => row.type),
      ['rating', 'multiple_choice', 'checkbox', 'free_text']
    )

    // One seeded feedback leaves a question unanswered (SPEC §8).
    const feedbacks = await Feedback.query().preload('responses')
    const unanswered: string[] = []
    for (const feedback of feedbacks) {
      for (const item of await feedback.matchedSurveyResponses()) {
        if (item.answer === 'No response provided.') unanswered.push(item.question)
      }
    }
    assert.deepEqual(unanswered, ['Is there anything we could have done better?'])

    const published = await BlogPost.query().withScopes((s) => s.visible())
    assert.lengthOf(published, 6)
  })

  test('[spec 3] seedContentDemo() works without the demo accounts', async ({ assert }) => {
    await seedContentDemo()
    const counts = await tableCounts()
    assert.equal(counts.identity_verifications, 0)
    assert.equal(counts.services, 8)
  })
})
