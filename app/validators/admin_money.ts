import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import type { I18n } from '@adonisjs/i18n'
import { REFUND_REASON_MAX_LENGTH } from '#services/billing/refunds'
import { isThaiTaxId } from '#services/documents/seller'
import { EMAIL_MAX, PHONE_MAX } from '#validators/limits'

/**
 * Validators of the money screens (Transactions, Settings). Their field
 * messages live in the screen's own namespace (`<namespace>.validator.<field>.<rule>`,
 * field labels in `<namespace>.validator.fields`), falling back to the
 * shared messages for everything else.
 */
export function scopedMessages(i18n: I18n, namespace: string): MessagesProviderContact {
  const shared = i18n.createMessagesProvider()
  const label = (name: string | number) => {
    const own = i18n.resolveIdentifier(`${namespace}.validator.fields.${name}`)
    return own ? i18n.formatRawMessage(own.message) : shared.translateField(name)
  }
  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: any) {
      const own =
        i18n.resolveIdentifier(`${namespace}.validator.${field.wildCardPath}.${rule}`) ??
        i18n.resolveIdentifier(`${namespace}.validator.${rule}`)
      if (own) return i18n.formatRawMessage(own.message, { field: label(field.name), ...meta })
      const message = shared.getMessage(defaultMessage, rule, field, meta)
      return message.replace(String(field.name), String(label(field.name)))
    },
  }
}

/** A full or partial refund (SPEC §2.9): the amount in satang, VAT included, and why. */
export const refundValidator = vine.create({
  amount_satang: vine.number().withoutDecimals().min(1).max(100_000_000),
  reason: vine.string().trim().minLength(3).maxLength(REFUND_REASON_MAX_LENGTH),
  /** Rendered with the dialog: a double submit refunds once. */
  idempotency_key: vine.string().trim().maxLength(80).optional(),
})

const thaiTaxId = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!isThaiTaxId(value)) field.report('Not a valid tax id', 'thai_tax_id', field)
})

/** "1,3,5": strictly increasing positive whole days, at most 10 of them, each at most 60. */
const retryDays = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const parts = value.split(',').map((part) => part.trim())
  const numbers = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN))
  const valid =
    parts.length <= 10 &&
    numbers.every(
      (n, i) => Number.isInteger(n) && n >= 1 && n <= 60 && (i === 0 || n > numbers[i - 1])
    )
  if (!valid) field.report('Not a list of days', 'retry_days', field)
})

const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)
const phone = () =>
  vine
    .string()
    .trim()
    .minLength(6)
    .maxLength(PHONE_MAX)
    .regex(/^\+?[\d ()./-]+$/)

/** Admin Settings (SPEC §2.9): what staff may change of the site, its contacts and its invoices. */
export const siteSettingsValidator = vine.create({
  site_name: text(80),
  contact_phone: phone(),
  contact_email: vine.string().trim().email().maxLength(EMAIL_MAX),
  contact_line: text(60),
  contact_whatsapp: phone(),
  contact_messenger: text(120),
  emergency_phone: phone(),
  support_days: text(60),
  support_open: vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  support_close: vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  cart_currency_symbol: vine.string().trim().minLength(1).maxLength(4),
  seller_name: text(200),
  seller_address: text(500),
  seller_tax_id: vine
    .string()
    .trim()
    .regex(/^\d{13}$/)
    .use(thaiTaxId()),
  seller_branch: vine
    .string()
    .trim()
    .regex(/^\d{5}$/),
  dunning_retry_days: vine
    .string()
    .trim()
    .maxLength(40)
    .use(retryDays())
    .transform((value) =>
      value
        .split(',')
        .map((day) => Number(day.trim()))
        .join(',')
    ),
  language_picker_visible: vine.boolean(),
  // Extra services: the hourly rate in THB and the member discount (SPEC §9).
  extra_service_hourly_rate: vine.number().decimal([0, 2]).range([1, 1_000_000]),
  member_discount_percent: vine.number().withoutDecimals().range([10, 25]),
})
