import type { HttpContext } from '@adonisjs/core/http'
import EmailHistory from '#models/email_history'
import EmailHistoryTransformer from '#transformers/email_history_transformer'
import { emailHistoriesList } from '#lists/email_histories_list'
import AuditLog from '#models/audit_log'
import mailOutbox from '#services/platform/mail_outbox'
import { staffWrite } from '#support/staff_write'

/** SPEC §2.9 Email Histories (lawyer): every message the system sent. */
export default class EmailHistoriesController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/EmailHistories', { list: await emailHistoriesList.page(ctx) })
  }

  async export(ctx: HttpContext) {
    return emailHistoriesList.csv(ctx)
  }

  async show({ params, inertia }: HttpContext) {
    const history = await EmailHistory.query()
      .where('id', params.id)
      .preload('mailTemplate')
      .preload('user')
      .firstOrFail()
    return inertia.render('Admin/EmailHistoriesShow', {
      email: EmailHistoryTransformer.transform(history).useVariant('toDetail'),
    })
  }

  /** A failed mail goes back on the queue (the same message, sent by the worker), audited. */
  async retry(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const history = await EmailHistory.findOrFail(params.id)
    if (!(await mailOutbox.retry(history))) {
      session.flash('error', i18n.t('email_histories.flash.not_retryable'))
      return response.redirect().withQs().back()
    }
    const who = staffWrite(ctx)
    await AuditLog.record('email.retried', {
      actor: who.actor,
      subject: history,
      changes: { before: { status: 'failed', error: history.error }, after: { status: 'queued' } },
      ip: who.ip,
    })
    session.flash('success', i18n.t('email_histories.flash.retried', { email: history.toEmail }))
    return response.redirect().withQs().back()
  }
}
