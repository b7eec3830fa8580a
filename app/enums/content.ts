/**
 * Fixed vocabularies of the content entities (SPEC §3 and §4). Stored as
 * plain strings so adding a value needs no schema change on either database.
 */

function valuesOf<T extends Record<string, string>>(vocabulary: T): Array<T[keyof T]> {
  return Object.values(vocabulary) as Array<T[keyof T]>
}

/** SPEC §4: pending (info), resolving (warning), completed (success). */
export const SupportTicketStatus = {
  PENDING: 'pending',
  RESOLVING: 'resolving',
  COMPLETED: 'completed',
} as const
export type SupportTicketStatus = (typeof SupportTicketStatus)[keyof typeof SupportTicketStatus]
export const SUPPORT_TICKET_STATUSES = valuesOf(SupportTicketStatus)

/** SPEC §5: rating, multiple_choice, checkbox, free text. */
export const SurveyQuestionType = {
  RATING: 'rating',
  MULTIPLE_CHOICE: 'multiple_choice',
  CHECKBOX: 'checkbox',
  FREE_TEXT: 'free_text',
} as const
export type SurveyQuestionType = (typeof SurveyQuestionType)[keyof typeof SurveyQuestionType]
export const SURVEY_QUESTION_TYPES = valuesOf(SurveyQuestionType)

export const ConsultancyRequestStatus = {
  NEW: 'new',
  SCHEDULED: 'scheduled',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const
export type ConsultancyRequestStatus =
  (typeof ConsultancyRequestStatus)[keyof typeof ConsultancyRequestStatus]
export const CONSULTANCY_REQUEST_STATUSES = valuesOf(ConsultancyRequestStatus)

/** Pages that carry an FAQ list; the general FAQ page is SPEC §2.3. */
export const FaqPage = {
  GENERAL: 'general',
  PERSONAL: 'personal',
  BUSINESS: 'business',
  RESOURCES: 'resources',
} as const
export type FaqPage = (typeof FaqPage)[keyof typeof FaqPage]
export const FAQ_PAGES = valuesOf(FaqPage)

export const BlogPostStatus = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  /** Published by the queue at `published_at` (app/jobs/publish_blog_post_job.ts). */
  SCHEDULED: 'scheduled',
} as const
export type BlogPostStatus = (typeof BlogPostStatus)[keyof typeof BlogPostStatus]
export const BLOG_POST_STATUSES = valuesOf(BlogPostStatus)

export const MailAudience = {
  ALL_MEMBERS: 'all_members',
  ACTIVE_MEMBERS: 'active_members',
  SUBSCRIBERS: 'subscribers',
  STAFF: 'staff',
  // Segments of Send template Mail, Event Announcements and FCM.
  ALL: 'all',
  PLAN: 'plan',
  STATUS: 'status',
  NATIONALITY: 'nationality',
  ROLE: 'role',
  ADDRESS: 'address',
} as const
export type MailAudience = (typeof MailAudience)[keyof typeof MailAudience]
export const MAIL_AUDIENCES = valuesOf(MailAudience)

export const ScheduledMailStatus = {
  QUEUED: 'queued',
  SENDING: 'sending',
  SENT: 'sent',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
} as const
export type ScheduledMailStatus = (typeof ScheduledMailStatus)[keyof typeof ScheduledMailStatus]
export const SCHEDULED_MAIL_STATUSES = valuesOf(ScheduledMailStatus)

export const EmailHistoryStatus = {
  QUEUED: 'queued',
  SENT: 'sent',
  FAILED: 'failed',
} as const
export type EmailHistoryStatus = (typeof EmailHistoryStatus)[keyof typeof EmailHistoryStatus]
export const EMAIL_HISTORY_STATUSES = valuesOf(EmailHistoryStatus)

export const DevicePlatform = {
  ANDROID: 'android',
  IOS: 'ios',
  WEB: 'web',
} as const
export type DevicePlatform = (typeof DevicePlatform)[keyof typeof DevicePlatform]
export const DEVICE_PLATFORMS = valuesOf(DevicePlatform)

export const IdentityDocumentType = {
  PASSPORT: 'passport',
  NATIONAL_ID: 'national_id',
  DRIVING_LICENCE: 'driving_licence',
  OTHER: 'other',
} as const
export type IdentityDocumentType = (typeof IdentityDocumentType)[keyof typeof IdentityDocumentType]
export const IDENTITY_DOCUMENT_TYPES = valuesOf(IdentityDocumentType)

export const IdentityVerificationStatus = {
  /** Asked for by a lawyer; the member has not uploaded yet. */
  REQUESTED: 'requested',
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const
export type IdentityVerificationStatus =
  (typeof IdentityVerificationStatus)[keyof typeof IdentityVerificationStatus]
export const IDENTITY_VERIFICATION_STATUSES = valuesOf(IdentityVerificationStatus)

export const DeletionRequestStatus = {
  PENDING: 'pending',
  PROCESSED: 'processed',
  REJECTED: 'rejected',
} as const
export type DeletionRequestStatus =
  (typeof DeletionRequestStatus)[keyof typeof DeletionRequestStatus]
export const DELETION_REQUEST_STATUSES = valuesOf(DeletionRequestStatus)

export const AffiliateReferralStatus = {
  CLICKED: 'clicked',
  SIGNED_UP: 'signed_up',
  CONVERTED: 'converted',
} as const
export type AffiliateReferralStatus =
  (typeof AffiliateReferralStatus)[keyof typeof AffiliateReferralStatus]
export const AFFILIATE_REFERRAL_STATUSES = valuesOf(AffiliateReferralStatus)

/** SPEC §3: a chat message comes from the user or the bot (or, after a hand-off, a staff member). */
export const ChatSender = {
  USER: 'user',
  BOT: 'bot',
  STAFF: 'staff',
} as const
export type ChatSender = (typeof ChatSender)[keyof typeof ChatSender]
export const CHAT_SENDERS = valuesOf(ChatSender)

/** SPEC §5: star ratings 1 to 5. */
export const RATING_MIN = 1
export const RATING_MAX = 5

/** SPEC §8. */
export const NO_RESPONSE_PROVIDED = 'No response provided.'

/** Where a GPT Chatroom conversation stands (hand-off to a human). */
export const ChatConversationStatus = {
  BOT: 'bot',
  HANDED_OFF: 'handed_off',
  STAFF: 'staff',
  CLOSED: 'closed',
} as const
export type ChatConversationStatus =
  (typeof ChatConversationStatus)[keyof typeof ChatConversationStatus]

/** The languages content is stored in (DESIGN §1): English, and Thai beside it. */
export const CONTENT_LOCALES = ['en', 'th'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]
