import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Plan from '#models/plan'
import Subscription from '#models/subscription'
import Subscriber from '#models/subscriber'
import { CURRENT_STATUSES, SubscriptionStatus } from '#enums/billing'
import { RoleId, ROLES, type RoleSlug } from '#enums/role'
import { MailAudience } from '#enums/content'
import { countryCodeFromText } from '#services/accounts/contact_details_conversion'
import cache, { CacheKeys } from '#services/platform/shared_cache'

/**
 * Who a mailing or a push goes to: all members, members of a
 * plan, members whose membership has a status, members of a nationality,
 * everybody with a role, or one address.
 */
export const SEGMENT_AUDIENCES = [
  MailAudience.ALL,
  MailAudience.PLAN,
  MailAudience.STATUS,
  MailAudience.NATIONALITY,
  MailAudience.ROLE,
  MailAudience.ADDRESS,
] as const
export type SegmentAudience = (typeof SEGMENT_AUDIENCES)[number]
export type Segment = { audience: SegmentAudience; value: string | null }

export const SEGMENT_STATUSES = Object.values(SubscriptionStatus)
export const SEGMENT_ROLES = ROLES.map((role) => role.slug)

export type Recipient = {
  email: string
  name: string
  locale: string | null
  userId: number | null
}

/** What the form offers as values (plans from the database, the fixed vocabularies). */
export async function segmentOptions() {
  const plans = await Plan.query().select('slug', 'name').orderBy('id')
  return {
    plans: [...new Map(plans.map((plan) => [plan.slug, plan.name])).entries()].map(
      ([value, label]) => ({ value, label })
    ),
    statuses: SEGMENT_STATUSES,
    roles: SEGMENT_ROLES,
    nationalities: await memberNationalities(),
  }
}

/**
 * The members' nationalities, for the nationality segment's choices. A
 * distinct over every member (30–50 ms on PostgreSQL at 100,000 members;
 * a plain index does not shorten it), so it is kept a minute in the shared cache:
 * a nationality no member had before shows in the list within the minute.
 */
function memberNationalities(): Promise<string[]> {
  return cache.getOrSet<string[]>({
    key: CacheKeys.MEMBER_NATIONALITIES,
    ttl: '1m',
    factory: async () => {
      const rows = await User.query()
        .whereNull('deleted_at')
        .where('role_id', RoleId.USER)
        .whereNotNull('nationality')
        .distinct('nationality')
        .orderBy('nationality')
        .limit(300)
      return rows.map((user) => user.nationality!).filter(Boolean)
    },
  })
}

/**
 * The users of a segment, still reachable (not deleted nor disabled). With
 * `marketing`, those who unsubscribed (their account, or their address as
 * a newsletter subscriber) are left out: PDPA, honoured at once.
 */
export function segmentUsers(segment: Segment, { marketing }: { marketing: boolean }) {
  const value = segment.value?.trim() ?? ''
  const query = User.query().whereNull('users.deleted_at').whereNull('users.disabled_at')
  const members = () => query.where('users.role_id', RoleId.USER)
  const withMembership = (statuses: readonly string[], planSlug?: string) =>
    members().whereIn(
      'users.id',
      Subscription.query()
        .whereIn('status', [...statuses])
        .if(planSlug, (sub) =>
          sub.whereIn('plan_id', Plan.query().where('slug', planSlug!).select('id'))
        )
        .select('user_id')
    )

  switch (segment.audience as MailAudience) {
    case MailAudience.ALL:
    case MailAudience.ALL_MEMBERS:
      members()
      break
    case MailAudience.ACTIVE_MEMBERS:
      withMembership([SubscriptionStatus.ACTIVE])
      break
    case MailAudience.STAFF:
      query.whereNot('users.role_id', RoleId.USER)
      break
    case MailAudience.PLAN:
      withMembership(CURRENT_STATUSES, value)
      break
    case MailAudience.STATUS:
      withMembership([value])
      break
    case MailAudience.NATIONALITY: {
      // Stored as a country code (SPEC §2.8); "Thai" or "Thailand" name the same one.
      const code = countryCodeFromText(value, { exact: true })
      members().where((nationality) => {
        nationality.whereRaw('lower(users.nationality) = ?', [value.toLowerCase()])
        if (code) nationality.orWhere('users.nationality', code)
      })
      break
    }
    case MailAudience.ROLE: {
      const role = ROLES.find((entry) => entry.slug === value)
      query.where('users.role_id', role?.id ?? -1)
      break
    }
    case MailAudience.ADDRESS:
      query.where('users.email', value.toLowerCase())
      break
    default:
      // Newsletter subscribers are not users (see subscriberBatches); anything else matches nobody.
      query.whereRaw('1 = 0')
  }
  if (marketing) {
    query
      .whereNull('users.marketing_unsubscribed_at')
      .whereNotExists((sub) =>
        sub
          .from('subscribers')
          .whereRaw('subscribers.email = users.email')
          .whereNotNull('subscribers.unsubscribed_at')
      )
  }
  return query
}

/** Whether an address (not necessarily a user's) refused marketing mail. */
export async function addressUnsubscribed(email: string): Promise<boolean> {
  const address = email.trim().toLowerCase()
  const user = await User.query()
    .where('email', address)
    .whereNotNull('marketing_unsubscribed_at')
    .first()
  if (user) return true
  const row = await db
    .from('subscribers')
    .where('email', address)
    .whereNotNull('unsubscribed_at')
    .first()
  return Boolean(row)
}

/** How many would receive it now, and how many are left out for having unsubscribed. */
export async function countSegment(segment: Segment, { marketing }: { marketing: boolean }) {
  if ((segment.audience as MailAudience) === MailAudience.SUBSCRIBERS) {
    const receiving = await Subscriber.query()
      .withScopes((scopes) => scopes.receiving())
      .count('* as total')
    const out = await Subscriber.query().whereNotNull('unsubscribed_at').count('* as total')
    return {
      recipients: Number(receiving[0].$extras.total),
      unsubscribed: Number(out[0].$extras.total),
    }
  }
  if (segment.audience === MailAudience.ADDRESS) {
    const unsubscribed = marketing && (await addressUnsubscribed(segment.value ?? ''))
    const valid = Boolean(segment.value?.includes('@'))
    return { recipients: valid && !unsubscribed ? 1 : 0, unsubscribed: unsubscribed ? 1 : 0 }
  }
  const count = async (onlyReachable: boolean) => {
    const row = await segmentUsers(segment, { marketing: onlyReachable })
      .count('* as total')
      .first()
    return Number(row?.$extras.total ?? 0)
  }
  const recipients = await count(marketing)
  const everybody = marketing ? await count(false) : recipients
  return { recipients, unsubscribed: everybody - recipients }
}

/**
 * The recipients in id order, `size` at a time (the throttle's batches).
 * One address that belongs to no user is still a recipient.
 */
export async function* recipientBatches(
  segment: Segment,
  { marketing, size }: { marketing: boolean; size: number }
): AsyncGenerator<Recipient[]> {
  let lastId = 0
  let found = false
  while (true) {
    const users = await segmentUsers(segment, { marketing })
      .where('users.id', '>', lastId)
      .orderBy('users.id')
      .limit(size)
      .select('users.id', 'users.email', 'users.name', 'users.locale')
    if (!users.length) break
    found = true
    lastId = users[users.length - 1].id
    yield users.map((user) => ({
      email: user.email,
      name: user.name,
      locale: user.locale,
      userId: user.id,
    }))
  }
  if ((segment.audience as MailAudience) === MailAudience.SUBSCRIBERS) {
    let lastSubscriber = 0
    while (true) {
      const rows = await Subscriber.query()
        .withScopes((scopes) => scopes.receiving())
        .where('id', '>', lastSubscriber)
        .orderBy('id')
        .limit(size)
      if (!rows.length) break
      lastSubscriber = rows[rows.length - 1].id
      yield rows.map((row) => ({ email: row.email, name: '', locale: row.locale, userId: null }))
    }
  }
  if (!found && segment.audience === MailAudience.ADDRESS && segment.value?.includes('@')) {
    const email = segment.value.trim().toLowerCase()
    const exists = await User.query().where('email', email).first()
    if (!exists && !(marketing && (await addressUnsubscribed(email))))
      yield [{ email, name: '', locale: null, userId: null }]
  }
}

export const isRoleSlug = (value: string): value is RoleSlug =>
  (SEGMENT_ROLES as string[]).includes(value)
