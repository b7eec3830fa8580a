/*
 * Named rate limits for routes where abuse is plausible (DESIGN §6).
 *
 * Every door that takes a password or sends a mail is throttled twice:
 * per what is attacked (the email address) with the client's IP, and per
 * IP alone, so one address cannot try one password on many accounts
 * (password spraying) and one noisy address does not lock out a whole
 * office behind a shared IP. The IP is `request.ip()`, which believes a
 * forwarded address only from the proxies of TRUSTED_PROXIES
 * (config/app.ts).
 */
import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import type { errors } from '@adonisjs/limiter'

type ThrottleException = InstanceType<typeof errors.E_TOO_MANY_REQUESTS>

/**
 * Waits are told in whole minutes, rounded up, so "wait 1 minute" is never
 * too short.
 */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60))
}

/** The translated message says how many minutes to wait. */
const explain = (error: ThrottleException) =>
  error.t('errors.E_TOO_MANY_REQUESTS', { minutes: minutesToWait(error.response.availableIn) })

/**
 * An email address as a short digest: the same for every spelling of one
 * address, bounded in size whatever a client sends, and no personal data
 * in the limiter store.
 */
function digest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}

/** The address typed into the form (sign-in, forgot password). */
const typedEmail = (ctx: HttpContext) => {
  const typed = ctx.request.input('email')
  return digest(typeof typed === 'string' ? typed : '')
}

/**
 * The signed-in account's address (confirm password, verification
 * resend): whatever the body says, so rotating an `email` field does not
 * make a fresh key.
 */
const signedInEmail = (ctx: HttpContext) => digest(ctx.auth?.user?.email ?? '')

/**
 * Sign-in limits. An address gets 5 attempts at one account in 15 minutes
 * and 30 across all accounts; the 6th (or 31st) is refused and the key is
 * blocked for 15 minutes, even for the right password. A successful
 * sign-in gives its attempts back (see `forgiveSignIn`), so a member who
 * mistyped twice and then got in starts afresh, and an office signing in
 * many colleagues does not fill the per-IP budget.
 */
export const SIGN_IN_PER_ACCOUNT = {
  requests: 5,
  duration: '15 minutes',
  blockDuration: '15 minutes',
} as const
export const SIGN_IN_PER_ADDRESS = {
  requests: 30,
  duration: '15 minutes',
  blockDuration: '15 minutes',
} as const

const signInPerAccount = (keyOf: (ctx: HttpContext) => string) =>
  limiter.define('signin_account', (ctx) =>
    limiter
      .allowRequests(SIGN_IN_PER_ACCOUNT.requests)
      .every(SIGN_IN_PER_ACCOUNT.duration)
      .blockFor(SIGN_IN_PER_ACCOUNT.blockDuration)
      .usingKey(`${keyOf(ctx)}_${ctx.request.ip()}`)
      .limitExceeded(explain)
  )

const signInPerAddress = limiter.define('signin_ip', (ctx) =>
  limiter
    .allowRequests(SIGN_IN_PER_ADDRESS.requests)
    .every(SIGN_IN_PER_ADDRESS.duration)
    .blockFor(SIGN_IN_PER_ADDRESS.blockDuration)
    .usingKey(ctx.request.ip())
    .limitExceeded(explain)
)

/** The sign-in forms: `/login` and `/admin/login`. */
export const throttleLogin = [signInPerAddress, signInPerAccount(typedEmail)]

/** Re-entering the password (`/confirm-password`): the signed-in account's budget. */
export const throttleConfirmPassword = [signInPerAddress, signInPerAccount(signedInEmail)]

/**
 * Called by a password door after the password matched, with the
 * account's address: its failed attempts are forgotten and the per-IP
 * attempt is given back. Keys match those built by `limiter.define` above
 * (`<name>_<key>`).
 */
export async function forgiveSignIn(ctx: HttpContext, email: string) {
  const ip = ctx.request.ip()
  await limiter.use(SIGN_IN_PER_ACCOUNT).delete(`signin_account_${digest(email)}_${ip}`)
  await limiter.use(SIGN_IN_PER_ADDRESS).decrement(`signin_ip_${ip}`)
}

/** Public forms: contact, ticket, deletion request, survey, leads. */
export const throttleForms = limiter.define('forms', (ctx) =>
  limiter
    .allowRequests(10)
    .every('10 minutes')
    .usingKey(`forms_${ctx.request.ip()}`)
    .limitExceeded(explain)
)

/** Registrations, per IP. */
export const throttleRegister = limiter.define('register', (ctx) =>
  limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`register_${ctx.request.ip()}`)
    .limitExceeded(explain)
)

/**
 * Mail-sending doors (forgot password, verification resend): 5 mails to
 * one address per hour, whoever asks and from however many IPs, so nobody
 * can flood a mailbox; and 5 requests per IP in 15 minutes, so nobody can
 * probe many addresses.
 */
const mailPerAccount = (keyOf: (ctx: HttpContext) => string) =>
  limiter.define('mail_account', (ctx) =>
    limiter.allowRequests(5).every('1 hour').usingKey(keyOf(ctx)).limitExceeded(explain)
  )

const mailPerAddress = limiter.define('mail_ip', (ctx) =>
  limiter.allowRequests(5).every('15 minutes').usingKey(ctx.request.ip()).limitExceeded(explain)
)

/** Forgot password: the typed address. */
export const throttleMailRequests = [mailPerAddress, mailPerAccount(typedEmail)]

/** Verification resend: the signed-in member's address. */
export const throttleVerificationResend = [mailPerAddress, mailPerAccount(signedInEmail)]

/** Password-reset submissions (the token in the link is the secret): per IP. */
export const throttleResetSubmissions = limiter.define('reset', (ctx) =>
  limiter.allowRequests(10).every('15 minutes').usingKey(ctx.request.ip()).limitExceeded(explain)
)

/**
 * The member card's public verification page: per IP,
 * so nobody can try tokens in bulk (they are 256-bit random anyway).
 */
export const CARD_VERIFICATION_LIMIT = { requests: 30, duration: '1 minute' } as const
export const throttleCardVerification = limiter.define('card_verify', (ctx) =>
  limiter
    .allowRequests(CARD_VERIFICATION_LIMIT.requests)
    .every(CARD_VERIFICATION_LIMIT.duration)
    .usingKey(`card_verify_${ctx.request.ip()}`)
    .limitExceeded(explain)
)

/** PDPA data exports: each one builds a ZIP, so 3 requests per member a day. */
export const throttleDataExports = limiter.define('data_export', (ctx) =>
  limiter
    .allowRequests(3)
    .every('1 day')
    .usingKey(`data_export_${ctx.auth?.user?.id ?? ctx.request.ip()}`)
    .limitExceeded(explain)
)

/** Partner invitations (DESIGN §11): each one mails somebody, so 10 per member an hour. */
export const throttlePartnerInvitations = limiter.define('partner_invitation', (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 hour')
    .usingKey(`partner_invitation_${ctx.auth?.user?.id ?? ctx.request.ip()}`)
    .limitExceeded(explain)
)
