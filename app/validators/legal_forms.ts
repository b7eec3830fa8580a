import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import {
  FIELD_KEY_PATTERN,
  LEGAL_FORM_CATEGORIES,
  LEGAL_FORM_FIELD_TYPES,
  LEGAL_FORM_LIMITS as LIMIT,
  type LegalFormField,
} from '#enums/legal_forms'
import { CONTENT_SLUG_MAX, SLUG_PATTERN } from '#validators/admin_content'
import { integer } from '#validators/rules'

/**
 * The online legal forms: the staff editor's validator,
 * and the member's answers checked against the fields of one form — loosely
 * for a draft (anything short enough may be kept), strictly for the PDF
 * (required answers, real dates, numbers, one of the choices).
 */

const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)

export const legalFormValidator = vine.create({
  title_en: text(LIMIT.title),
  title_th: text(LIMIT.title),
  description_en: vine.string().trim().maxLength(LIMIT.description).optional(),
  description_th: vine.string().trim().maxLength(LIMIT.description).optional(),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(CONTENT_SLUG_MAX)
    .regex(new RegExp(SLUG_PATTERN, 'u'))
    .unique({
      table: 'legal_forms',
      column: 'slug',
      filter: (query, _value, field) => {
        const own = field.meta.id as number | undefined
        if (own) query.whereNot('id', own)
      },
    })
    .optional(),
  category: vine.enum(LEGAL_FORM_CATEGORIES),
  fields: vine
    .array(
      vine.object({
        key: vine
          .string()
          .trim()
          .toLowerCase()
          .maxLength(LIMIT.key)
          .regex(new RegExp(FIELD_KEY_PATTERN, 'u')),
        label_en: text(LIMIT.label),
        label_th: text(LIMIT.label),
        type: vine.enum(LEGAL_FORM_FIELD_TYPES),
        required: vine.boolean().optional(),
        // One choice a line: "English | ไทย" (only for choice fields).
        options_text: vine.string().trim().maxLength(LIMIT.optionsText).optional(),
      })
    )
    .minLength(1)
    .maxLength(LIMIT.fields),
  body_en: text(LIMIT.body),
  body_th: text(LIMIT.body),
  published: vine.boolean().optional(),
  position: integer().min(0).max(10_000).optional(),
})

/** Lines of "English | ไทย" as choices; the value is the English label in lower case. */
export function parseOptions(textValue: string | undefined) {
  return (textValue ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [english, thai] = line.split('|').map((part) => part.trim())
      const value = english
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '')
      return { value: value || english, label_en: english, label_th: thai || english }
    })
}

/** Accepts a number from JSON as the text a form would send. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value)

const isoDate = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid
  if (!valid) field.report('The {field} field must be a valid date', 'date', field)
})

const decimal = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(value.replace(/,/g, ''))) {
    field.report('The {field} field must be a number', 'number', field)
  }
})

function strictRule(field: LegalFormField) {
  switch (field.type) {
    case 'date':
      return vine.string().trim().parse(asText).use(isoDate())
    case 'number':
      return vine.string().trim().parse(asText).use(decimal())
    case 'choice':
      return vine.enum((field.options ?? []).map((option) => option.value))
    case 'address':
      return vine.string().trim().maxLength(LIMIT.address)
    default:
      return vine.string().trim().maxLength(LIMIT.text)
  }
}

/** The answers needed for the PDF, checked against the form's own fields. */
export function documentValidator(fields: LegalFormField[]) {
  const values = Object.fromEntries(
    fields.map((field) => {
      const rule = strictRule(field)
      return [field.key, field.required ? rule : rule.optional()]
    })
  )
  return vine.create({ lang: vine.enum(['en', 'th'] as const), values: vine.object(values) })
}

/** A draft keeps whatever the member typed, as long as each answer is text of a sane length. */
export function draftValidator(fields: LegalFormField[]) {
  const values = Object.fromEntries(
    fields.map((field) => [
      field.key,
      vine.string().trim().parse(asText).maxLength(LIMIT.draftValue).optional(),
    ])
  )
  return vine.create({ values: vine.object(values).optional() })
}

/** The shared messages, with each answer named by its label in the member's language. */
export function answerMessages(
  i18n: I18n,
  fields: LegalFormField[],
  locale: string
): MessagesProviderContact {
  const shared = i18n.createMessagesProvider()
  const labels = new Map(
    fields.map((field) => [field.key, locale === 'th' ? field.label_th : field.label_en])
  )
  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: any) {
      const message = shared.getMessage(defaultMessage, rule, field, meta)
      const label = labels.get(String(field.name))
      return label ? message.replace(String(field.name), label) : message
    },
  }
}
