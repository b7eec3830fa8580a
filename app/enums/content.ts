/**
 * Fixed vocabularies of the content entities (SPEC §3 and §4). Stored as
 * plain strings so adding a value needs no schema change on either database.
 */

import { vocabulary, valuesOf, type ValueOf } from '#enums/vocabulary'

/** SPEC §4: pending (info), resolving (warning), completed (success). */
export const SupportTicketStatus = vocabulary(['pending', 'resolving', 'completed'])
export type SupportTicketStatus = ValueOf<typeof SupportTicketStatus>
export const SUPPORT_TICKET_STATUSES = valuesOf(SupportTicketStatus)

/** SPEC §5: rating, multiple_choice, checkbox, free text. */
export const SurveyQuestionType = vocabulary(['rating', 'multiple_choice', 'checkbox', 'free_text'])
export type SurveyQuestionType = ValueOf<typeof SurveyQuestionType>
export const SURVEY_QUESTION_TYPES = valuesOf(SurveyQuestionType)

export const ConsultancyRequestStatus = vocabulary(['new', 'scheduled', 'completed', 'cancelled'])
export type ConsultancyRequestStatus = ValueOf<typeof ConsultancyRequestStatus>
export const CONSULTANCY_REQUEST_STATUSES = valuesOf(ConsultancyRequestStatus)

/** Pages that carry an FAQ list; the general FAQ page is SPEC §2.3. */
export const FaqPage = vocabulary(['general', 'personal', 'business', 'resources'])
export type FaqPage = ValueOf<typeof FaqPage>
export const FAQ_PAGES = valuesOf(FaqPage)

export const BlogPostStatus = vocabulary([
  'draft',
  'published',
  /** Published by the queue at `published_at` (app/jobs/publish_blog_post_job.ts). */
  'scheduled',
])
export type BlogPostStatus = ValueOf<typeof BlogPostStatus>
export const BLOG_POST_STATUSES = valuesOf(BlogPostStatus)

export const MailAudience = vocabulary([
  'all_members',
  'active_members',
  'subscribers',
  'staff',
  // Segments of Send template Mail, Event Announcements and FCM.
  'all',
  'plan',
  'status',
  'nationality',
  'role',
  'address',
])
export type MailAudience = ValueOf<typeof MailAudience>
export const MAIL_AUDIENCES = valuesOf(MailAudience)

export const ScheduledMailStatus = vocabulary(['queued', 'sending', 'sent', 'failed', 'cancelled'])
export type ScheduledMailStatus = ValueOf<typeof ScheduledMailStatus>
export const SCHEDULED_MAIL_STATUSES = valuesOf(ScheduledMailStatus)

export const EmailHistoryStatus = vocabulary(['queued', 'sent', 'failed'])
export type EmailHistoryStatus = ValueOf<typeof EmailHistoryStatus>
export const EMAIL_HISTORY_STATUSES = valuesOf(EmailHistoryStatus)

export const DevicePlatform = vocabulary(['android', 'ios', 'web'])
export type DevicePlatform = ValueOf<typeof DevicePlatform>
export const DEVICE_PLATFORMS = valuesOf(DevicePlatform)

export const IdentityDocumentType = vocabulary([
  'passport',
  'national_id',
  'driving_licence',
  'other',
])
export type IdentityDocumentType = ValueOf<typeof IdentityDocumentType>
export const IDENTITY_DOCUMENT_TYPES = valuesOf(IdentityDocumentType)

export const IdentityVerificationStatus = vocabulary([
  /** Asked for by a lawyer; the member has not uploaded yet. */
  'requested',
  'pending',
  'approved',
  'rejected',
])
export type IdentityVerificationStatus = ValueOf<typeof IdentityVerificationStatus>
export const IDENTITY_VERIFICATION_STATUSES = valuesOf(IdentityVerificationStatus)

export const DeletionRequestStatus = vocabulary(['pending', 'processed', 'rejected'])
export type DeletionRequestStatus = ValueOf<typeof DeletionRequestStatus>
export const DELETION_REQUEST_STATUSES = valuesOf(DeletionRequestStatus)

export const AffiliateReferralStatus = vocabulary(['clicked', 'signed_up', 'converted'])
export type AffiliateReferralStatus = ValueOf<typeof AffiliateReferralStatus>
export const AFFILIATE_REFERRAL_STATUSES = valuesOf(AffiliateReferralStatus)

/** SPEC §3: a chat message comes from the user or the bot (or, after a hand-off, a staff member). */
export const ChatSender = vocabulary(['user', 'bot', 'staff'])
export type ChatSender = ValueOf<typeof ChatSender>
export const CHAT_SENDERS = valuesOf(ChatSender)

/** SPEC §5: star ratings 1 to 5. */
export const RATING_MIN = 1
export const RATING_MAX = 5

/** SPEC §8. */
export const NO_RESPONSE_PROVIDED = 'No response provided.'

/** Where a GPT Chatroom conversation stands (hand-off to a human). */
export const ChatConversationStatus = vocabulary(['bot', 'handed_off', 'staff', 'closed'])
export type ChatConversationStatus = ValueOf<typeof ChatConversationStatus>

/** The languages content is stored in (DESIGN §1): English, and Thai beside it. */
export const CONTENT_LOCALES = ['en', 'th'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]
