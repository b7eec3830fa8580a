import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import ForbiddenException from '#exceptions/forbidden_exception'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export default class HttpExceptionHandler extends ExceptionHandler {
  /**
   * Stack traces only while developing; never in production or tests.
   */
  protected debug = app.inDev

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('Errors/NotFound', {}),
    '403': (_, { inertia }) => inertia.render('Errors/Forbidden', {}),
    // In development the debugger page is more useful than the polite one.
    ...(app.inDev
      ? {}
      : { '500..599': (_, { inertia }) => inertia.render('Errors/ServerError', {}) }),
  } as Record<StatusPageRange, StatusPageRenderer>

  async handle(error: unknown, ctx: HttpContext) {
    if (isCode(error, 'E_BAD_CSRF_TOKEN')) {
      return this.handleCsrfError(ctx)
    }
    // Throttled form posts go back to the form with the message as a toast.
    if (isCode(error, 'E_TOO_MANY_REQUESTS') && ctx.session && this.isFormPost(ctx)) {
      const throttled = error as { response?: { availableIn?: number } }
      ctx.session.flashExcept(['password', 'password_confirmation'])
      ctx.session.flash(
        'error',
        ctx.i18n.t('errors.E_TOO_MANY_REQUESTS', {
          availableIn: throttled.response?.availableIn ?? 60,
        })
      )
      ctx.response.header('Retry-After', String(throttled.response?.availableIn ?? 60))
      return ctx.response.redirect().back()
    }
    // A page visit that a policy refuses gets the Forbidden page; a refused
    // form submission keeps Bouncer's behaviour (flash the error, go back).
    if (isCode(error, 'E_AUTHORIZATION_FAILURE') && ctx.request.method() === 'GET') {
      return super.handle(new ForbiddenException(), ctx)
    }
    return super.handle(error, ctx)
  }

  /** An HTML or Inertia form submission (not an API call). */
  protected isFormPost(ctx: HttpContext) {
    const wantsJson =
      !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
    return ctx.request.method() !== 'GET' && !wantsJson
  }

  /**
   * SPEC §8: a csrfError flash makes the page reload itself (its token was
   * stale, usually after a long idle). API clients get a plain 419.
   */
  protected handleCsrfError(ctx: HttpContext) {
    const wantsJson =
      !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
    if (wantsJson || !ctx.session) {
      return ctx.response
        .status(419)
        .json({ message: 'Page expired. Reload the page and try again.', code: 'E_BAD_CSRF_TOKEN' })
    }
    ctx.session.flash('csrfError', true)
    return ctx.response.redirect().back()
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}

function isCode(error: unknown, code: string) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code
}
