import { Exception } from '@adonisjs/core/exceptions'

/**
 * The signed-in user may not open this page. Rendered by the status pages
 * of the exception handler (the "Forbidden" page, or JSON for API clients).
 */
export default class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
  static message = 'You are not allowed to open this page.'
}
