import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { SEGMENT_AUDIENCES, SEGMENT_ROLES, SEGMENT_STATUSES } from '#services/marketing/segments'
import { PlanSlug } from '#enums/billing'
import { email, id } from '#validators/rules'
import type { NewMailing } from '#services/marketing/mailings'

/** `datetime-local` as the form sends it, read as Bangkok time. */
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export function bangkokDateTime(value: string): DateTime {
  return DateTime.fromISO(value, { zone: 'Asia/Bangkok' }).toUTC()
}

/** A moment in the future (scheduling), Bangkok time, at most a year ahead. */
const afterNow = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !LOCAL_DATETIME.test(value)) return
  const moment = DateTime.fromISO(value, { zone: 'Asia/Bangkok' })
  if (!moment.isValid || moment <= DateTime.now() || moment > DateTime.now().plus({ years: 1 })) {
    field.report('The {field} field must be a time in the coming year', 'after_now', field)
  }
})

const localDateTime = () => vine.string().trim().regex(LOCAL_DATETIME).use(afterNow())

/** A rich-text body (sanitized by the model on save). */
const richText = () => vine.string().trim().minLength(1).maxLength(100_000)

const templateKey = () =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_]{2,80}$/)

/** A template; its key is unique (`meta.id`: the template being edited keeps its own). */
export const mailTemplateValidator = vine.create({
  key: templateKey().unique({
    table: 'mail_templates',
    column: 'key',
    filter: (query, _value, field) => {
      const own = field.meta.id as number | undefined
      if (own) query.whereNot('id', own)
    },
  }),
  name: vine.string().trim().minLength(2).maxLength(160),
  subject: vine.string().trim().minLength(2).maxLength(255),
  body: richText(),
  subject_th: vine.string().trim().maxLength(255).optional(),
  body_th: vine.string().trim().maxLength(100_000).optional(),
  is_active: vine.boolean().optional(),
})

export const previewValidator = vine.create({
  subject: vine.string().trim().maxLength(255).optional(),
  body: vine.string().trim().maxLength(100_000).optional(),
  locale: vine.enum(['en', 'th'] as const).optional(),
  member_email: email().optional(),
})

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The value must fit the audience: a plan slug, a status, a role, an address. */
const fitsAudience = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const audience = (field.parent as Record<string, unknown>)?.audience
  const allowed: Record<string, (text: string) => boolean> = {
    plan: (text) => (Object.values(PlanSlug) as string[]).includes(text),
    status: (text) => (SEGMENT_STATUSES as readonly string[]).includes(text),
    role: (text) => (SEGMENT_ROLES as readonly string[]).includes(text),
    address: (text) => text.length <= 254 && ADDRESS.test(text),
    nationality: (text) => text.length >= 2 && text.length <= 60,
  }
  // Own keys only: an audience like "__proto__" or "constructor" names no rule.
  const check =
    typeof audience === 'string' && Object.hasOwn(allowed, audience) ? allowed[audience] : undefined
  if (check && !check(value))
    field.report('The selected {field} does not fit the audience', 'segment_value', field)
})

/** Who receives it: a segment, each audience with the value it needs. */
const segment = {
  audience: vine.enum(SEGMENT_AUDIENCES),
  value: vine
    .string()
    .trim()
    .maxLength(254)
    .use(fitsAudience())
    .optional()
    .requiredWhen('audience', 'notIn', ['all']),
}

/** When: now, or at a time (Bangkok) within the coming year. */
const when = {
  send_at: vine.enum(['now', 'later'] as const),
  scheduled_at: localDateTime().optional().requiredWhen('send_at', '=', 'later'),
}

export const sendMailValidator = vine.create({
  template_id: id(),
  ...segment,
  ...when,
})

export const eventAnnouncementValidator = vine.create({
  title: vine.string().trim().minLength(2).maxLength(200),
  starts_at: vine.string().trim().regex(LOCAL_DATETIME).use(afterNow()),
  place: vine.string().trim().minLength(2).maxLength(255),
  details: vine.string().trim().maxLength(2000).optional(),
  ...segment,
  ...when,
})

type SegmentAndWhen = Pick<
  Infer<typeof sendMailValidator>,
  'audience' | 'value' | 'send_at' | 'scheduled_at'
>

/** Who receives a mailing and when, from the form (a time is Bangkok's). */
function audienceAndTime(data: SegmentAndWhen) {
  return {
    segment: { audience: data.audience, value: data.value ?? null },
    scheduledAt: data.send_at === 'later' ? bangkokDateTime(data.scheduled_at!) : null,
  }
}

/** The template mail form as the mailing it creates. */
export function templateMailing(
  data: Infer<typeof sendMailValidator>,
  templateId: number
): NewMailing {
  return { kind: 'template', templateId, ...audienceAndTime(data) }
}

/** The event announcement form as the mailing it creates, with the event template. */
export function eventMailing(
  data: Infer<typeof eventAnnouncementValidator>,
  templateId: number
): NewMailing {
  return {
    kind: 'event',
    templateId,
    ...audienceAndTime(data),
    event: {
      title: data.title,
      startsAt: bangkokDateTime(data.starts_at),
      place: data.place,
      details: data.details ?? null,
    },
  }
}

export const pushValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(120),
  body: vine.string().trim().minLength(1).maxLength(1000),
  link: vine
    .string()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['https', 'http'] })
    .optional(),
  target: vine.enum(['segment', 'topic'] as const),
  audience: vine.enum(SEGMENT_AUDIENCES).optional().requiredWhen('target', '=', 'segment'),
  value: vine.string().trim().maxLength(254).use(fitsAudience()).optional(),
  topic: vine
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9-_.~%]{1,120}$/)
    .optional()
    .requiredWhen('target', '=', 'topic'),
  ...when,
})

/** The member app asks for a bearer token with the member's email and password. */
export const apiTokenValidator = vine.create({
  email: email(),
  password: vine.string().minLength(1).maxLength(200),
  device_name: vine.string().trim().maxLength(120).optional(),
})

export const deviceTokenValidator = vine.create({
  token: vine
    .string()
    .trim()
    .minLength(20)
    .maxLength(512)
    .regex(/^[A-Za-z0-9_:\-.]+$/),
  platform: vine.enum(['android', 'ios', 'web'] as const),
})

export const forgetDeviceValidator = vine.create({
  token: vine.string().trim().minLength(1).maxLength(512),
})
