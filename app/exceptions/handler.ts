import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import ForbiddenException from '#exceptions/forbidden_exception'
import { Refusal } from '#exceptions/refusal'
import { minutesToWait } from '#start/limiter'
import { safeOldInput } from '#support/old_input'
import { answerOutage, outageOf } from '#support/outage'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

type HttpError = { status: number; message: string; code?: string }

/**
 * Every server error gets a short reference, logged with the error and the
 * only thing the visitor sees (besides a polite sentence): no message, no
 * SQL, no stack. Kept per error object, so `report` and `handle` agree.
 */
const references = new WeakMap<object, string>()

export function errorReference(error: unknown): string {
  const key = typeof error === 'object' && error !== null ? error : null
  const existing = key ? references.get(key) : undefined
  if (existing) return existing
  const reference = `ERR-${randomBytes(5).toString('hex').toUpperCase()}`
  if (key) references.set(key, reference)
  return reference
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /**
   * Youch's debugging page (stack, source, request, SQL with personal data)
   * only while developing; never in production or tests.
   */
  protected debug = app.inDev

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('Errors/NotFound', {}),
    '403': (_, { inertia }) => inertia.render('Errors/Forbidden', {}),
    '413': (_, { inertia }) => inertia.render('Errors/PayloadTooLarge', {}),
  } as Record<StatusPageRange, StatusPageRenderer>

  async handle(error: unknown, ctx: HttpContext) {
    // Redis or the database unreachable (a rate-limit store, the session
    // store, a query): "try again shortly", never a 500 (DESIGN §11).
    if (outageOf(error)) {
      return answerOutage(ctx)
    }
    if (isCode(error, 'E_BAD_CSRF_TOKEN')) {
      return this.handleCsrfError(ctx)
    }
    if (error instanceof Refusal) {
      return this.renderRefusal(error, ctx)
    }
    // Throttled form posts go back to the form with the message as a toast.
    if (isCode(error, 'E_TOO_MANY_REQUESTS') && ctx.session && this.isFormPost(ctx)) {
      const throttled = error as { response?: { availableIn?: number } }
      const seconds = throttled.response?.availableIn ?? 60
      this.flashOldInput(ctx)
      ctx.session.flash(
        'error',
        ctx.i18n.t('errors.E_TOO_MANY_REQUESTS', { minutes: minutesToWait(seconds) })
      )
      ctx.response.header('Retry-After', String(seconds))
      return ctx.response.redirect().back()
    }
    // A body over the parser's limits (config/bodyparser.ts): an Inertia
    // form goes back with the message; anything else gets a 413 answer.
    if (statusOf(error) === 413) {
      await drainRequest(ctx.request.request)
      if (ctx.session && ctx.request.header('x-inertia')) {
        ctx.session.flash('error', ctx.i18n.t('security.too_large_text'))
        return ctx.response.redirect().back()
      }
    }
    // A page visit that a policy refuses gets the Forbidden page; a refused
    // form submission keeps Bouncer's behaviour (flash the error, go back).
    if (isCode(error, 'E_AUTHORIZATION_FAILURE') && ctx.request.method() === 'GET') {
      return super.handle(new ForbiddenException(), ctx)
    }
    return super.handle(error, ctx)
  }

  /**
   * Validation errors of a form post go back to the form. @adonisjs/session
   * would flash the whole request body as old input (all but the
   * passwords): a large text field then becomes an oversized cookie, and
   * card numbers or tokens would sit in the session. Only short,
   * non-secret fields are kept, and only for non-Inertia forms (Inertia
   * keeps its form state in the browser).
   */
  async renderValidationErrorAsHTML(error: any, ctx: HttpContext) {
    if (!ctx.session) {
      return super.renderValidationErrorAsHTML(error, ctx)
    }
    ctx.session.flashValidationErrors(error, false)
    if (!ctx.request.header('x-inertia')) {
      this.flashOldInput(ctx)
    }
    ctx.response.redirect('back', true)
  }

  /** See renderValidationErrorAsHTML. */
  protected flashOldInput(ctx: HttpContext) {
    if (ctx.request.header('x-inertia')) return
    ctx.session.flash('input', safeOldInput(ctx.request.original()))
  }

  /** Server errors: the polite page and the reference, nothing else. */
  async renderErrorAsHTML(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.isDebuggingEnabled(ctx)) {
      return super.renderErrorAsHTML(error as any, ctx)
    }
    const reference = errorReference(error)
    ctx.response.header('X-Error-Reference', reference)
    if ('inertia' in ctx && ctx.inertia) {
      const page = await ctx.inertia.render('Errors/ServerError', { reference })
      return ctx.response.status(error.status).send(page)
    }
    ctx.response
      .status(error.status)
      .type('html')
      .send(
        `<!DOCTYPE html><title>Error</title><p>Something went wrong. Reference: ${reference}</p>`
      )
  }

  async renderErrorAsJSON(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.isDebuggingEnabled(ctx)) {
      return super.renderErrorAsJSON(error as any, ctx)
    }
    const reference = errorReference(error)
    ctx.response.header('X-Error-Reference', reference)
    ctx.response.status(error.status).send({ message: 'Server error', reference })
  }

  async renderErrorAsJSONAPI(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.isDebuggingEnabled(ctx)) {
      return super.renderErrorAsJSONAPI(error as any, ctx)
    }
    const reference = errorReference(error)
    ctx.response.header('X-Error-Reference', reference)
    ctx.response
      .status(error.status)
      .send({ errors: [{ title: 'Server error', status: error.status, meta: { reference } }] })
  }

  /**
   * A domain refusal. A caller that asked for JSON (an API client, a fetch)
   * gets `{ code, message, field }` with the refusal's status. A page or a
   * form (Inertia or plain HTML) goes back where it came from, query string
   * kept, with the message under its field (the same bag validation errors
   * use) or as an error toast.
   */
  protected renderRefusal(refusal: Refusal, ctx: HttpContext) {
    const message = ctx.i18n ? ctx.i18n.t(refusal.key, refusal.data) : refusal.key
    if (this.wantsJson(ctx) || !ctx.session) {
      return ctx.response
        .status(refusal.status)
        .json({ code: refusal.code, message, ...(refusal.field ? { field: refusal.field } : {}) })
    }
    if (refusal.field) {
      ctx.session.flashErrors({ [refusal.field]: [message] })
      ctx.session.flash('inputErrorsBag', { [refusal.field]: [message] })
    } else {
      ctx.session.flash('error', message)
    }
    this.flashOldInput(ctx)
    if (refusal.redirectTo) return ctx.response.redirect(refusal.redirectTo)
    return ctx.response.redirect().withQs().back()
  }

  /** An HTML or Inertia form submission (not an API call). */
  protected isFormPost(ctx: HttpContext) {
    return ctx.request.method() !== 'GET' && !this.wantsJson(ctx)
  }

  /** An API client or a fetch that asked for JSON (Inertia visits ask for HTML). */
  protected wantsJson(ctx: HttpContext) {
    return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
  }

  /**
   * SPEC §8: a csrfError flash makes the page reload itself (its token was
   * stale, usually after a long idle). API clients get a plain 419.
   */
  protected handleCsrfError(ctx: HttpContext) {
    if (this.wantsJson(ctx) || !ctx.session) {
      return ctx.response
        .status(419)
        .json({ message: 'Page expired. Reload the page and try again.', code: 'E_BAD_CSRF_TOKEN' })
    }
    ctx.session.flash('csrfError', true)
    return ctx.response.redirect().back()
  }

  /** A server error is logged with its reference, so support can find it. */
  async report(error: unknown, ctx: HttpContext) {
    const outage = outageOf(error)
    if (outage) {
      // Expected while a service is down: one line, no stack.
      const message = error instanceof Error ? error.message : String(error)
      ctx.logger.warn({ outage, url: ctx.request.url() }, `service unavailable: ${message}`)
      return
    }
    // A missing upload: the drive answers 404 itself; nothing went wrong here.
    if (isMissingFile(error)) return
    if (statusOf(error) >= 500) {
      const reference = errorReference(error)
      const httpError = this.toHttpError(error)
      if (!this.shouldReport(httpError)) return
      ctx.logger.error({ err: httpError, reference, ...this.context(ctx) }, httpError.message)
      return
    }
    return super.report(error, ctx)
  }
}

/**
 * Reads and discards the rest of a refused body (up to a bound), so the
 * client, still sending, receives the 413 instead of a reset connection.
 */
function drainRequest(request: IncomingMessage, maxBytes = 32 * 1024 * 1024, timeoutMs = 10_000) {
  if (request.complete || request.readableEnded) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let bytes = 0
    const finish = () => {
      clearTimeout(timer)
      request.off('data', onData)
      request.off('end', finish)
      request.off('error', finish)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > maxBytes) finish()
    }
    const timer = setTimeout(finish, timeoutMs)
    request.on('data', onData)
    request.once('end', finish)
    request.once('error', finish)
    request.resume()
  })
}

function isCode(error: unknown, code: string) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? status : 500
}

/** The drive's "cannot serve" whose cause is a file that is not there (ENOENT). */
function isMissingFile(error: unknown): boolean {
  if ((error as { code?: string } | null)?.code !== 'E_CANNOT_SERVE_FILE') return false
  let cause: unknown = error
  while (cause && typeof cause === 'object' && 'cause' in cause && cause.cause) cause = cause.cause
  return (cause as { code?: string } | null)?.code === 'ENOENT'
}
