import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { callingCountry, country, email, personName, phoneNumber } from '#validators/rules'
import { BULK_MAX } from '#validators/subscriber'

/** Every role a staff member can give (members are `user`). */
export const ROLE_SLUGS = Object.values(RoleSlug) as [RoleSlug, ...RoleSlug[]]
/** Roles of staff accounts (SPEC §6): every role but the member's. */
export const STAFF_ROLE_SLUGS = ROLE_SLUGS.filter((role) => role !== RoleSlug.USER) as [
  RoleSlug,
  ...RoleSlug[],
]

/** Manage Users › Edit details. The email stays unique, this person's own excepted. */
export const userDetailsValidator = vine.withMetaData<{ userId: number }>().create({
  name: personName(),
  email: email().unique({
    table: 'users',
    column: 'email',
    filter: (query, _value, field) => {
      query.whereNot('id', field.meta.userId)
    },
  }),
  phone: phoneNumber().nullable().optional(),
  phone_country: callingCountry().optional(),
  country: country().nullable().optional(),
  nationality: country().nullable().optional(),
})

export const freeMemberValidator = vine.create({ is_free_member: vine.boolean({ strict: true }) })

/** Billed outside Lexpat (users.is_omise_user, DESIGN §10). */
export const billedOutsideValidator = vine.create({
  billed_outside: vine.boolean({ strict: true }),
})

export const changeRoleValidator = vine.create({ role: vine.enum(ROLE_SLUGS) })

export const disableValidator = vine.create({ disabled: vine.boolean({ strict: true }) })

/** Manage Users › Create a staff account. */
export const createStaffValidator = vine.create({
  name: personName(),
  email: email().unique({ table: 'users', column: 'email' }),
  role: vine.enum(STAFF_ROLE_SLUGS),
})

export const bulkUsersValidator = vine.create({
  action: vine.enum(['password_reset'] as const),
  ids: vine
    .array(vine.number().withoutDecimals().positive())
    .minLength(1)
    .maxLength(BULK_MAX)
    .distinct(),
})

/**
 * A date range of a list (`from`, `to`, both YYYY-MM-DD, days in Bangkok).
 * Like the rest of a list URL, a bad value is dropped, never an error.
 */
export function dateRange(qs: Record<string, unknown>) {
  const read = (name: string) => {
    const raw = Array.isArray(qs[name]) ? (qs[name] as unknown[])[0] : qs[name]
    if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null
    const day = DateTime.fromISO(raw, { zone: 'Asia/Bangkok' })
    return day.isValid ? { text: raw, day } : null
  }
  const from = read('from')
  const to = read('to')
  return {
    from: from?.text ?? '',
    to: to?.text ?? '',
    /** Inclusive bounds in UTC, for a `created_at` comparison. */
    start: from ? from.day.startOf('day').toUTC() : null,
    end: to ? to.day.endOf('day').toUTC() : null,
  }
}

/** A free-text list filter (an id, a name): trimmed, capped, never an error. */
export function textFilter(qs: Record<string, unknown>, name: string, max = 64) {
  const raw = Array.isArray(qs[name]) ? (qs[name] as unknown[])[0] : qs[name]
  return typeof raw === 'string' ? raw.trim().slice(0, max) : ''
}

/** The date range as list filters (empty ends left out). */
export function withRange(range: { from: string; to: string }): { from?: string; to?: string } {
  return { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) }
}
