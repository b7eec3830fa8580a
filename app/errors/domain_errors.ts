import { Exception } from '@adonisjs/core/exceptions'

/**
 * Refusals of the domain rules. Each carries a stable code the UI can
 * translate; none of them changes anything.
 */
export class InvalidTransitionError extends Exception {
  static status = 409
  static code = 'E_INVALID_TRANSITION'

  constructor(
    public from: string,
    public to: string
  ) {
    super(`A membership cannot go from "${from}" to "${to}"`)
  }
}

export class CancellationNotAllowedError extends Exception {
  static status = 422
  static code = 'E_CANCELLATION_NOT_ALLOWED'
}

export class EligibilityError extends Exception {
  static status = 422
  static code = 'E_NOT_ELIGIBLE'
}

export class EntitlementExhaustedError extends Exception {
  static status = 422
  static code = 'E_ENTITLEMENT_EXHAUSTED'
}
