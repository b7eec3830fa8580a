import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { BUSINESS_ZONE } from '#support/business_hours'
import {
  CARD_NUMBER_MAX,
  CARDHOLDER_MAX,
  CARDHOLDER_MIN,
  CVC_MAX,
  CVC_PATTERN,
  id,
  integer,
} from '#validators/rules'

/** Years ahead a card expiry may be entered. */
export const EXPIRY_YEARS_AHEAD = 20

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index])
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

/** 12-19 digits (spaces allowed between groups) with a valid check digit. */
const cardNumberRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const digits = value.replace(/ /g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    field.report('The {field} is not a valid card number', 'card_number', field)
    return
  }
  field.mutate(digits, field)
})

/** The card expires at the end of its expiry month (Bangkok time). */
const notExpiredRule = vine.createRule((value, _options, field) => {
  const month = Number(field.parent?.expiry_month)
  if (typeof value !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return
  const now = DateTime.now().setZone(BUSINESS_ZONE)
  if (value < now.year || (value === now.year && month < now.month)) {
    field.report('The card has expired', 'card_expired', field)
  }
})

export const checkoutValidator = vine.create({
  price_id: id().exists({
    table: 'prices',
    column: 'id',
    filter: (query) => {
      query.where('is_active', true)
    },
  }),
  cardholder_name: vine.string().trim().minLength(CARDHOLDER_MIN).maxLength(CARDHOLDER_MAX),
  card_number: vine.string().trim().maxLength(CARD_NUMBER_MAX).use(cardNumberRule()),
  expiry_month: integer().range([1, 12]),
  expiry_year: integer()
    .range([2000, DateTime.now().year + EXPIRY_YEARS_AHEAD])
    .use(notExpiredRule()),
  cvc: vine.string().trim().regex(new RegExp(CVC_PATTERN)).maxLength(CVC_MAX),
  not_incarcerated: vine.accepted(),
  terms: vine.accepted(),
})
