import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { renewMembership } from '#services/billing/renewals'

/** Renews one membership whose period ended (idempotent: keyed by membership and period). */
export default class RenewMembershipJob extends Job<{ subscriptionId: number }> {
  static options: JobOptions = jobOptions('RenewMembershipJob')

  async execute() {
    await renewMembership(this.payload.subscriptionId)
  }
}
