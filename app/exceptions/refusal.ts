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
    super(`Refused: ${key}`, { code, status: options.status ?? Refusal.status })
    this.key = key
    this.field = options.field
    this.data = options.data
    this.redirectTo = options.redirectTo
  }

  /** The same refusal about another form field (a service's rule shown on a controller's field). */
  onField(field: string): Refusal {
    return new Refusal(this.code!, this.key, {
      field,
      data: this.data,
      status: this.status,
      redirectTo: this.redirectTo,
    })
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal
}
