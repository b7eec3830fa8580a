import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Runs everything billing that is due now, in this process, without the
 * queue (operators and tests): cancellations, annual reminders, renewals,
 * dunning retries, then the reconcile of pending attempts and of
 * applications whose PromptPay QR expired unpaid.
 */
export default class BillingRun extends BaseCommand {
  static commandName = 'billing:run'
  static description = 'Run due renewals, retries, reminders, cancellations and reconcile now'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { runDueBilling } = await import('#services/billing/renewals')
    const { reconcilePendingPayments } = await import('#services/billing/reconcile')
    const { endAbandonedApplications } = await import('#services/billing/promptpay')
    const reconciled = await reconcilePendingPayments()
    const unpaid = await endAbandonedApplications()
    const result = await runDueBilling()
    this.logger.success(
      `reconciled ${reconciled.length}, renewals ${result.renewals.length}, retries ` +
        `${result.retries.length}, reminders ${result.reminders}, cancellations ended ` +
        `${result.cancellations.ended}, unpaid applications ended ${unpaid}`
    )
  }
}
