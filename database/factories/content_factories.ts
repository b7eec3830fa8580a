import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Lead from '#models/lead'
import Review from '#models/review'
import TermsAndCondition from '#models/terms_and_condition'
import SupportTicket from '#models/support_ticket'
import SurveyQuestion from '#models/survey_question'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import ConsultancyRequest from '#models/consultancy_request'
import Service from '#models/service'
import FaqEntry from '#models/faq_entry'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import BlogPost from '#models/blog_post'
import Subscriber from '#models/subscriber'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import EmailHistory from '#models/email_history'
import DeviceToken from '#models/device_token'
import Notification from '#models/notification'
import IdentityVerification from '#models/identity_verification'
import DeletionRequest from '#models/deletion_request'
import AuditLog from '#models/audit_log'
import AffiliateReferral from '#models/affiliate_referral'
import ChatMessage from '#models/chat_message'
import { UserFactory } from '#database/factories/user_factory'
import {
  AffiliateReferralStatus,
  BlogPostStatus,
  ChatSender,
  ConsultancyRequestStatus,
  DeletionRequestStatus,
  DevicePlatform,
  EmailHistoryStatus,
  FaqPage,
  IdentityDocumentType,
  IdentityVerificationStatus,
  MailAudience,
  ScheduledMailStatus,
  SupportTicketStatus,
  SurveyQuestionType,
} from '#enums/content'

const CATEGORIES = ['Immigration', 'Contracts', 'Family', 'Employment', 'Property', 'Traffic']

/**
 * Unique keys get a counter plus a random run prefix, so factory rows never
 * collide with each other nor with the demo seed.
 */
let sequence = 0
const runId = Math.random().toString(36).slice(2, 7)
function unique(prefix: string): string {
  sequence += 1
  return `${prefix}-${runId}-${sequence}`
}

export const LeadFactory = factory
  .define(Lead, ({ faker }) => ({
    name: faker.person.fullName(),
    phone: `+66 8${faker.string.numeric(1)} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
    email: faker.internet.email().toLowerCase(),
    source: 'popup',
    userAgent: faker.internet.userAgent(),
    ip: faker.internet.ipv4(),
  }))
  .build()

export const ReviewFactory = factory
  .define(Review, ({ faker }) => ({
    name: faker.person.fullName(),
    comment: faker.lorem.sentences(2),
    rating: faker.number.int({ min: 3, max: 5 }),
    isPublished: true,
  }))
  .state('unpublished', (review) => (review.isPublished = false))
  .relation('user', () => UserFactory)
  .build()

export const TermsAndConditionFactory = factory
  .define(TermsAndCondition, ({ faker }) => ({
    title: 'Terms and Conditions',
    description: `<p>${faker.lorem.paragraph()}</p>`,
    version: unique('v'),
    isActive: false,
    publishedAt: DateTime.now(),
  }))
  .state('active', (terms) => (terms.isActive = true))
  .build()

export const SupportTicketFactory = factory
  .define(SupportTicket, ({ faker }) => ({
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    membershipNumber: null,
    category: faker.helpers.arrayElement(['Billing', 'Membership', 'Legal matter', 'Technical']),
    message: faker.lorem.paragraph(),
    status: SupportTicketStatus.PENDING,
  }))
  .state('resolving', (ticket) => (ticket.status = SupportTicketStatus.RESOLVING))
  .state('completed', (ticket) => (ticket.status = SupportTicketStatus.COMPLETED))
  .relation('user', () => UserFactory)
  .build()

export const SurveyQuestionFactory = factory
  .define(SurveyQuestion, ({ faker }) => ({
    surveyId: 1,
    question: `${faker.lorem.sentence().replace(/\.$/, '')}?`,
    type: SurveyQuestionType.FREE_TEXT,
    options: null,
    position: faker.number.int({ min: 1, max: 100 }),
  }))
  .state('rating', (q) => {
    q.type = SurveyQuestionType.RATING
    q.options = ['1', '2', '3', '4', '5']
  })
  .state('multiple_choice', (q) => {
    q.type = SurveyQuestionType.MULTIPLE_CHOICE
    q.options = ['Yes', 'No', 'Not sure']
  })
  .state('checkbox', (q) => {
    q.type = SurveyQuestionType.CHECKBOX
    q.options = ['Email', 'Phone', 'LINE', 'In person']
  })
  .build()

export const SurveyResponseFactory = factory
  .define(SurveyResponse, ({ faker }) => ({
    answer: faker.lorem.sentence(),
  }))
  .relation('surveyQuestion', () => SurveyQuestionFactory)
  .build()

export const FeedbackFactory = factory
  .define(Feedback, () => ({
    surveyData: { survey_id: 1 },
  }))
  .relation('user', () => UserFactory)
  .relation('lawyer', () => UserFactory)
  .relation('responses', () => SurveyResponseFactory)
  .build()

export const ConsultancyRequestFactory = factory
  .define(ConsultancyRequest, ({ faker }) => ({
    category: faker.helpers.arrayElement(CATEGORIES),
    // Year 2099 keeps factory numbers apart from real ones of the current year.
    intakeNumber: ConsultancyRequest.formatIntakeNumber(2099, (sequence += 1)),
    preferredDateTime: DateTime.now().plus({ days: faker.number.int({ min: 1, max: 14 }) }),
    details: faker.lorem.paragraph(),
    status: ConsultancyRequestStatus.NEW,
  }))
  .state('scheduled', (r) => (r.status = ConsultancyRequestStatus.SCHEDULED))
  .relation('user', () => UserFactory)
  .relation('lawyer', () => UserFactory)
  .build()

export const ServiceFactory = factory
  .define(Service, ({ faker }) => {
    const title = faker.helpers.arrayElement(CATEGORIES) + ' advice'
    return {
      title,
      slug: unique('service'),
      description: faker.lorem.sentence(),
      isActive: true,
      position: faker.number.int({ min: 1, max: 50 }),
    }
  })
  .build()

export const FaqEntryFactory = factory
  .define(FaqEntry, ({ faker }) => ({
    pageKey: FaqPage.GENERAL,
    groupHeading: null,
    question: `${faker.lorem.sentence().replace(/\.$/, '')}?`,
    answer: `<p>${faker.lorem.paragraph()}</p>`,
    position: faker.number.int({ min: 1, max: 100 }),
    isPublished: true,
  }))
  .build()

export const BlogCategoryFactory = factory
  .define(BlogCategory, ({ faker }) => ({
    name: faker.word.noun(),
    slug: unique('category'),
  }))
  .build()

export const BlogTagFactory = factory
  .define(BlogTag, ({ faker }) => ({
    name: faker.word.noun(),
    slug: unique('tag'),
  }))
  .build()

export const BlogPostFactory = factory
  .define(BlogPost, ({ faker }) => ({
    title: faker.lorem.sentence(),
    slug: unique('post'),
    excerpt: faker.lorem.sentence(),
    body: `<p>${faker.lorem.paragraph()}</p>`,
    status: BlogPostStatus.PUBLISHED,
    publishedAt: DateTime.now().minus({ days: faker.number.int({ min: 1, max: 60 }) }),
  }))
  .state('draft', (post) => {
    post.status = BlogPostStatus.DRAFT
    post.publishedAt = null
  })
  .relation('category', () => BlogCategoryFactory)
  .relation('author', () => UserFactory)
  .relation('tags', () => BlogTagFactory)
  .build()

export const SubscriberFactory = factory
  .define(Subscriber, ({ faker }) => ({
    email: `${unique('subscriber')}@${faker.internet.domainName()}`.toLowerCase(),
    locale: 'en',
    confirmedAt: DateTime.now(),
    unsubscribedAt: null,
  }))
  .build()

export const MailTemplateFactory = factory
  .define(MailTemplate, ({ faker }) => ({
    key: unique('template'),
    name: faker.lorem.words(3),
    subject: faker.lorem.sentence(),
    body: '<p>Dear {{name}},</p><p>Thank you.</p>',
    variables: ['name'],
    isActive: true,
  }))
  .build()

export const ScheduledMailFactory = factory
  .define(ScheduledMail, () => ({
    audience: MailAudience.SUBSCRIBERS,
    scheduledAt: DateTime.now().plus({ days: 1 }),
    status: ScheduledMailStatus.QUEUED,
    sentCount: 0,
  }))
  .relation('mailTemplate', () => MailTemplateFactory)
  .relation('creator', () => UserFactory)
  .build()

export const EmailHistoryFactory = factory
  .define(EmailHistory, ({ faker }) => ({
    toEmail: faker.internet.email().toLowerCase(),
    subject: faker.lorem.sentence(),
    status: EmailHistoryStatus.SENT,
    sentAt: DateTime.now(),
  }))
  .relation('mailTemplate', () => MailTemplateFactory)
  .relation('user', () => UserFactory)
  .build()

export const DeviceTokenFactory = factory
  .define(DeviceToken, ({ faker }) => ({
    token: `${unique('fcm')}:${faker.string.alphanumeric(60)}`,
    platform: faker.helpers.arrayElement([DevicePlatform.ANDROID, DevicePlatform.IOS]),
    lastUsedAt: DateTime.now(),
  }))
  .relation('user', () => UserFactory)
  .build()

export const NotificationFactory = factory
  .define(Notification, ({ faker }) => ({
    title: faker.lorem.words(4),
    body: faker.lorem.sentence(),
    data: { screen: 'home' },
    sentAt: DateTime.now(),
  }))
  .relation('user', () => UserFactory)
  .build()

export const IdentityVerificationFactory = factory
  .define(IdentityVerification, ({ faker }) => ({
    documentType: IdentityDocumentType.PASSPORT,
    documentPath: `identity/${faker.string.uuid()}.jpg`,
    status: IdentityVerificationStatus.PENDING,
  }))
  .relation('user', () => UserFactory)
  .relation('reviewer', () => UserFactory)
  .build()

export const DeletionRequestFactory = factory
  .define(DeletionRequest, ({ faker }) => ({
    email: faker.internet.email().toLowerCase(),
    reason: faker.lorem.sentence(),
    status: DeletionRequestStatus.PENDING,
  }))
  .relation('user', () => UserFactory)
  .build()

export const AuditLogFactory = factory
  .define(AuditLog, ({ faker }) => ({
    action: 'record.updated',
    subjectType: 'SupportTicket',
    subjectId: String(faker.number.int({ min: 1, max: 999 })),
    changes: { status: ['pending', 'resolving'] },
    ip: faker.internet.ipv4(),
  }))
  .relation('user', () => UserFactory)
  .build()

export const AffiliateReferralFactory = factory
  .define(AffiliateReferral, ({ faker }) => ({
    affiliateCode: faker.string.alphanumeric(8).toUpperCase(),
    referredEmail: faker.internet.email().toLowerCase(),
    status: AffiliateReferralStatus.CLICKED,
    commissionSatang: 0,
  }))
  .state('converted', (r) => {
    r.status = AffiliateReferralStatus.CONVERTED
    r.commissionSatang = 7950
    r.convertedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .build()

export const ChatMessageFactory = factory
  .define(ChatMessage, ({ faker }) => ({
    conversationId: faker.string.uuid(),
    sender: ChatSender.USER,
    content: faker.lorem.sentence(),
  }))
  .state('bot', (m) => (m.sender = ChatSender.BOT))
  .relation('user', () => UserFactory)
  .build()
