/*
 * Named rate limits for routes where abuse is plausible (DESIGN §6). Keys
 * combine the client IP with what is attacked (an email address for logins
 * and resets), so one noisy address does not lock out everybody behind a
 * shared IP, and one attacker cannot try many accounts.
 */
import limiter from '@adonisjs/limiter/services/main'
import type { errors } from '@adonisjs/limiter'

type ThrottleException = InstanceType<typeof errors.E_TOO_MANY_REQUESTS>

/** The translated message needs to know when the next attempt is allowed. */
const explain = (error: ThrottleException) =>
  error.t('errors.E_TOO_MANY_REQUESTS', { availableIn: error.response.availableIn })

/** Public forms: contact, ticket, deletion request, survey, leads. */
export const throttleForms = limiter.define('forms', (ctx) =>
  limiter
    .allowRequests(10)
    .every('10 minutes')
    .usingKey(`forms_${ctx.request.ip()}`)
    .limitExceeded(explain)
)

/** Sign-in attempts, per email and IP; blocked for 15 minutes when exceeded. */
export const throttleLogin = limiter.define('login', (ctx) => {
  const email = String(ctx.request.input('email', '')).trim().toLowerCase()
  return limiter
    .allowRequests(5)
    .every('1 minute')
    .blockFor('15 minutes')
    .usingKey(`login_${email}_${ctx.request.ip()}`)
    .limitExceeded(explain)
})

/** Registrations, per IP. */
export const throttleRegister = limiter.define('register', (ctx) =>
  limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`register_${ctx.request.ip()}`)
    .limitExceeded(explain)
)

/** Password-reset requests and verification-mail resends, per IP. */
export const throttleMailRequests = limiter.define('mail_requests', (ctx) =>
  limiter
    .allowRequests(5)
    .every('15 minutes')
    .usingKey(`mail_${ctx.request.ip()}`)
    .limitExceeded(explain)
)
