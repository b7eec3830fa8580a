import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { encode } from 'uqr'
import encryption from '@adonisjs/core/services/encryption'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { SubscriptionStatus } from '#enums/billing'
import MemberCard from '#models/member_card'
import Subscription from '#models/subscription'
import User from '#models/user'
import { localized } from '#support/localized'
import { partnerMembership } from '#services/memberships/partner_login'

/**
 * The member card (SPEC §2.8, DESIGN §10).
 *
 * The card's QR code links to a public page that answers only "valid" or
 * "not valid", the plan and the member's initials. Tokens are 32 random
 * bytes (base64url, 43 characters): unguessable, looked up by digest.
 */

/** Statuses the verification page calls valid (DESIGN §10). */
const VALID_STATUSES: ReadonlyArray<SubscriptionStatus> = [
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.PAST_DUE,
  SubscriptionStatus.CANCEL_PENDING,
]

/** Which membership the card shows first when a member has several. */
const CARD_ORDER: ReadonlyArray<SubscriptionStatus> = [
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.CANCEL_PENDING,
  SubscriptionStatus.PAST_DUE,
  SubscriptionStatus.REACTIVATION,
  SubscriptionStatus.PENDING_REVIEW,
]

/** The shape a token has; anything else is unknown without a database query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function newToken(): string {
  return randomBytes(32).toString('base64url')
}

function tokenColumns(token: string) {
  return { tokenHash: hashToken(token), tokenEncrypted: encryption.encrypt(token) }
}

/** The member's card row, created on first use. */
export async function cardFor(user: User): Promise<MemberCard> {
  const existing = await MemberCard.findBy('user_id', user.id)
  if (existing) return existing
  try {
    return await MemberCard.create({
      userId: user.id,
      rotatedAt: DateTime.utc(),
      ...tokenColumns(newToken()),
    })
  } catch (error) {
    // Two first visits at once (two tabs): one row per member (unique
    // user_id), the other request's row is the card.
    const created = await MemberCard.findBy('user_id', user.id)
    if (created) return created
    throw error
  }
}

/** The token printed in the card's QR code. */
export async function tokenFor(user: User): Promise<string> {
  const card = await cardFor(user)
  const token = encryption.decrypt<string>(card.tokenEncrypted)
  if (typeof token === 'string') return token
  // APP_KEY changed since the card was made: a fresh token replaces the unreadable one.
  return rotateToken(user)
}

/** A new token: cards printed with the old QR code stop verifying. */
export async function rotateToken(user: User): Promise<string> {
  const card = await cardFor(user)
  const token = newToken()
  card.merge({ rotatedAt: DateTime.utc(), ...tokenColumns(token) })
  await card.save()
  return token
}

export function verificationUrl(token: string): string {
  return urlFor('verify.show', { token }, { prefixUrl: appUrl })
}

/** The QR code's modules (error correction M, no quiet zone: the caller adds it). */
export function qrModules(url: string): { size: number; dark: (x: number, y: number) => boolean } {
  const code = encode(url, { ecc: 'M', border: 0 })
  return { size: code.size, dark: (x, y) => code.data[y][x] }
}

/**
 * The QR code of a URL as an SVG element with a two-module quiet zone, one
 * path (no width/height: the page sizes it).
 */
export function qrSvg(url: string): string {
  const { size, dark } = qrModules(url)
  const margin = 2
  const full = size + 2 * margin
  let d = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue
      // One rectangle per horizontal run of dark modules.
      let run = 1
      while (x + run < size && dark(x + run, y)) run++
      d += `M${x + margin} ${y + margin}h${run}v1h-${run}z`
      x += run - 1
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  )
}

/** "Maya Member" → "M. M."; at most three letters, first grapheme of each word. */
export function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return name
    .split(/[\s.,]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 3)
    .map((word) => {
      const first = segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? ''
      return `${first.toLocaleUpperCase()}.`
    })
    .join(' ')
}

export function isValidMembership(subscription: Subscription, now = DateTime.utc()): boolean {
  if (!VALID_STATUSES.includes(subscription.status)) return false
  if (subscription.status === SubscriptionStatus.CANCEL_PENDING) {
    return !subscription.cancelEffectiveAt || subscription.cancelEffectiveAt > now
  }
  return true
}

/**
 * The membership the card shows: the most useful current one, else null.
 * A partner login's card shows the membership it shares while it has
 * access (DESIGN §11).
 */
export async function cardMembership(
  user: Pick<User, 'id' | 'partnerOfUserId'>
): Promise<Subscription | null> {
  if (user.partnerOfUserId) return partnerMembership(user)
  const userId = user.id
  const rows = await Subscription.query()
    .where('user_id', userId)
    .whereIn('status', [...CARD_ORDER])
    .preload('plan')
    .orderBy('id', 'desc')
  rows.sort((a, b) => CARD_ORDER.indexOf(a.status) - CARD_ORDER.indexOf(b.status))
  return rows[0] ?? null
}

/** The last day the card is good for, or null while nothing is covered yet. */
export function validThrough(subscription: Subscription): DateTime | null {
  if (subscription.status === SubscriptionStatus.CANCEL_PENDING) {
    return subscription.cancelEffectiveAt ?? subscription.currentPeriodEnd
  }
  if (subscription.status === SubscriptionStatus.PENDING_REVIEW) return null
  return subscription.currentPeriodEnd
}

/** Whose card it is: the member's own, or the partner's on the member's membership. */
export type CardHolder = 'member' | 'partner'

export type Verification =
  | { found: false }
  | { found: true; valid: boolean; plan: string | null; initials: string; holder: CardHolder }

/**
 * What the public page may say about a token: nothing for an unknown one;
 * otherwise valid or not, the plan and the initials — nothing else.
 */
export async function verify(token: string, locale: string): Promise<Verification> {
  if (!TOKEN_SHAPE.test(token)) return { found: false }
  const card = await MemberCard.findBy('token_hash', hashToken(token))
  if (!card) return { found: false }
  const user = await User.query().where('id', card.userId).whereNull('deleted_at').first()
  if (!user) return { found: false }
  if (user.isPartnerLogin()) {
    // The partner's card is good while their access and the shared membership are.
    const shared = await partnerMembership(user)
    const valid = shared !== null && isValidMembership(shared)
    return {
      found: true,
      valid,
      plan: shared ? localized(shared.plan.name, shared.plan.nameTh, locale) : null,
      initials: initialsOf(user.name),
      holder: 'partner',
    }
  }
  const memberships = await Subscription.query()
    .where('user_id', user.id)
    .preload('plan')
    .orderBy('id', 'desc')
  const valid = memberships.find((membership) => isValidMembership(membership))
  const shown = valid ?? memberships[0] ?? null
  return {
    found: true,
    valid: Boolean(valid),
    plan: shown ? localized(shown.plan.name, shown.plan.nameTh, locale) : null,
    initials: initialsOf(user.name),
    holder: 'member',
  }
}

/** Everything the card shows, in the member's language (page and PDF alike). */
export type MemberCardView = {
  name: string
  membershipNumber: string
  plan: string
  status: SubscriptionStatus
  validThrough: DateTime | null
  verifyUrl: string
  /** A partner's card says so, and names the member whose membership it is. */
  holder: CardHolder
  memberName: string | null
}

export async function memberCardView(user: User, locale: string): Promise<MemberCardView | null> {
  const membership = await cardMembership(user)
  if (!membership) return null
  const partner = user.isPartnerLogin()
  return {
    holder: partner ? 'partner' : 'member',
    memberName: partner ? membership.user.name : null,
    name: user.name,
    membershipNumber: membership.membershipNumber,
    plan: localized(membership.plan.name, membership.plan.nameTh, locale),
    status: membership.status,
    validThrough: validThrough(membership),
    verifyUrl: verificationUrl(await tokenFor(user)),
  }
}
