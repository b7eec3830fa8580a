import { Exception } from '@adonisjs/core/exceptions'

export type RefusalOptions = {
  /** The form field the refusal belongs to: shown under that field instead of as a toast. */
  field?: string
  /** Values for the message's placeholders. */
  data?: Record<string, unknown>
  /** HTTP status for API callers (422 unless the rule says otherwise, e.g. 409). */
  status?: number
  /** Where a form post goes back to; `back` (with the list's query string) unless set. */
  redirectTo?: string
  /** What made the rule say no (e.g. the gateway's error), kept for the logs. */
  cause?: unknown
}

/**
 * A domain rule said no. Nothing was changed. The exception handler turns it
 * into what the caller understands (DESIGN §6: bad input gets a clear
 * message and changes nothing):
 *
 * - a form post (Inertia or HTML): the message under `field`, or as an error
 *   toast, and a redirect back;
 * - a fetch / API caller: `status` with `{ code, message, field }` as JSON.
 *
 * `key` is an i18n key (`<namespace>.<rule>`): the message is translated in
 * the request's language when it is rendered, never when it is thrown, so
 * services stay free of the request.
 */
export class Refusal extends Exception {
  static status = 422

  readonly key: string
  readonly field?: string
  readonly data?: Record<string, unknown>
  readonly redirectTo?: string

  constructor(code: string, key: string, options: RefusalOptions = {}) {
    super(`Refused: ${key}`, {
      code,
      status: options.status ?? Refusal.status,
      cause: options.cause,
    })
    this.key = key
    this.field = options.field
    this.data = options.data
    this.redirectTo = options.redirectTo
  }
}

/** Narrows a caught value (for `.catch` callbacks and `unknown` errors). */
export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal
}

export type Rephrasing = {
  /**
   * The caller's own i18n key: per refusal code
   * (`{ E_INVALID_TRANSITION: 'admin_subscriptions.errors.transition' }`),
   * or from the refusal's key.
   */
  keys?: Record<string, string> | ((refusal: Refusal) => string)
  /** The form field the refusal is shown under on this form; `null`: a toast. */
  field?: string | null
  /** Where this form goes back to when refused. */
  redirectTo?: string
  /** More values for the message's placeholders (what only the caller knows, e.g. a translated name). */
  data?: Record<string, unknown>
}

/**
 * Awaits `work`; a refusal it raises is raised again in the caller's words:
 * a shared rule (a membership cannot make that move) reads differently on
 * the admin list and on the member's page. Anything else passes through.
 */
export async function rephrase<T>(work: Promise<T>, as: Rephrasing): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    const key =
      typeof as.keys === 'function' ? as.keys(error) : (as.keys?.[error.code!] ?? error.key)
    throw new Refusal(error.code!, key, {
      field: as.field === null ? undefined : (as.field ?? error.field),
      data: as.data ? { ...error.data, ...as.data } : error.data,
      status: error.status,
      redirectTo: as.redirectTo ?? error.redirectTo,
    })
  }
}
