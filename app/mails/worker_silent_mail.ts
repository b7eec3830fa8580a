import { BaseMail } from '@adonisjs/mail'
import env from '#start/env'
import type { WorkerState } from '#services/platform/worker_heartbeat'

/**
 * Tells staff that no worker has ticked for minutes (DESIGN §7): no
 * renewals, reminders, reconcile or queued mail run until one is started.
 */
export default class WorkerSilentMail extends BaseMail {
  constructor(
    public recipients: string[],
    public state: WorkerState,
    public silentMinutes: number
  ) {
    super()
    this.subject = `Lexpat: the background worker has been silent for ${silentMinutes} minutes`
  }

  prepare() {
    const data = {
      silentMinutes: this.silentMinutes,
      lastTick: this.state.lastTickAt
        ? new Date(this.state.lastTickAt).toLocaleString('en-GB', { timeZone: 'Asia/Bangkok' })
        : null,
      monitorUrl: `${(env.get('APP_URL') || '').replace(/\/$/, '')}/monitor`,
    }
    const [first, ...rest] = this.recipients
    this.message.to(first)
    for (const address of rest) this.message.bcc(address)
    this.message.htmlView('emails/worker_silent', data).textView('emails/worker_silent_text', data)
  }
}
