import type { HttpContext } from '@adonisjs/core/http'
import AuditLog from '#models/audit_log'
import { queueSnapshot, retryFailedJob } from '#services/platform/queue_monitor'
import QueueSnapshotTransformer from '#transformers/queue_snapshot_transformer'

/** SPEC §2.9 Queue monitor (developer only): the jobs, and a retry for failed ones. */
export default class QueueMonitorController {
  async index({ inertia }: HttpContext) {
    return inertia.render('Admin/QueueMonitor', {
      queue: QueueSnapshotTransformer.transform(await queueSnapshot()),
    })
  }

  async retry({ params, auth, request, response, session, i18n }: HttpContext) {
    const job = await retryFailedJob(String(params.id))
    if (job) {
      await AuditLog.record('queue.job_retried', {
        actor: auth.user,
        changes: { job: { id: job.id, name: job.name }, before: 'failed', after: 'pending' },
        ip: request.ip(),
      })
      session.flash('success', i18n.t('queue_monitor.retried', { name: job.name }))
    } else {
      session.flash('error', i18n.t('queue_monitor.not_failed'))
    }
    return response.redirect().toRoute('admin.queue')
  }
}
