import string from '@adonisjs/core/helpers/string'
import type { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import type MailTemplate from '#models/mail_template'
import { CURRENT_STATUSES } from '#enums/billing'
import { appName, appUrl } from '#config/app'
import { sanitizeRichText } from '#support/rich_text'
import type { Recipient } from '#services/marketing/segments'
import { formatDateTime } from '#support/dates'

/** The variables a template may use, shown to staff beside the editor. */
export const TEMPLATE_VARIABLES = [
  'name',
  'email',
  'membership_number',
  'plan_name',
  'app_name',
  'app_url',
  'event_title',
  'event_date',
  'event_place',
  'event_details',
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]
export type TemplateValues = Partial<Record<TemplateVariable, string>>

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g

const known = (name: string): name is TemplateVariable =>
  (TEMPLATE_VARIABLES as readonly string[]).includes(name)

/**
 * Fills `{{variable}}` in HTML: every value is escaped (a member named
 * `<img onerror=…>` stays text) and the result sanitized again (DESIGN §6).
 * An unknown placeholder is left as written so staff see it in the preview.
 */
export function renderHtml(html: string, values: TemplateValues): string {
  const filled = html.replace(PLACEHOLDER, (whole, name: string) =>
    known(name) ? string.escapeHTML(values[name] ?? '') : whole
  )
  return sanitizeRichText(filled)
}

/** Fills `{{variable}}` in a subject line (plain text: nothing to escape). */
export function renderText(text: string, values: TemplateValues): string {
  return text
    .replace(PLACEHOLDER, (whole, name: string) => (known(name) ? (values[name] ?? '') : whole))
    .replace(/[\r\n]+/g, ' ')
    .trim()
}

/** The template's subject and body in the recipient's language (Thai when written, else English). */
export function localizedTemplate(template: MailTemplate, locale: string | null) {
  const thai = locale === 'th'
  return {
    subject: thai && template.subjectTh ? template.subjectTh : template.subject,
    body: thai && template.bodyTh ? template.bodyTh : template.body,
  }
}

export type EventDetails = {
  title: string | null
  startsAt: DateTime | null
  place: string | null
  details: string | null
}

export function eventValues(event: EventDetails | null, locale: string | null): TemplateValues {
  if (!event) return {}
  return {
    event_title: event.title ?? '',
    event_date: event.startsAt ? formatDateTime(event.startsAt, locale, 'full') : '',
    event_place: event.place ?? '',
    event_details: event.details ?? '',
  }
}

/** The values of one recipient: their name, address, current membership and plan. */
export async function recipientValues(recipient: Recipient): Promise<TemplateValues> {
  const subscription = recipient.userId
    ? await Subscription.query()
        .where('user_id', recipient.userId)
        .whereIn('status', [...CURRENT_STATUSES])
        .preload('plan')
        .orderBy('id', 'desc')
        .first()
    : null
  return {
    name: recipient.name || recipient.email,
    email: recipient.email,
    membership_number: subscription?.membershipNumber ?? '',
    plan_name:
      (recipient.locale === 'th' && subscription?.plan.nameTh) || subscription?.plan.name || '',
    app_name: appName,
    app_url: appUrl,
  }
}
