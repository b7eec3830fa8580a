import type { HttpContext } from '@adonisjs/core/http'
import EmailHistory from '#models/email_history'
import EmailHistoryTransformer from '#transformers/email_history_transformer'
import mailOutbox from '#services/platform/mail_outbox'
import { Refusal } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

/** SPEC §2.9 Email Histories (lawyer): one message in full, and a failed one sent again. */
export default class EmailHistoriesController {
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
    const history = await EmailHistory.findOrFail(ctx.params.id)
    if (!(await mailOutbox.retry(history, staffWrite(ctx)))) {
      throw new Refusal('E_NOT_RETRYABLE', 'email_histories.flash.not_retryable')
    }
    return backWith(ctx, 'email_histories.flash.retried', { email: history.toEmail })
  }
}
