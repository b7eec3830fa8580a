import type { I18n } from '@adonisjs/i18n'
import type { recordService } from '#services/support_desk/casework/service_log'
import { satangToBahtString } from '#support/money'

type Recorded = Awaited<ReturnType<typeof recordService>>

/**
 * What staff read after recording a service (SPEC §9): the extra invoice
 * issued, or what the plan has left, or simply that it was recorded.
 */
export function recordedServiceMessage(i18n: I18n, service: string, { check, invoice }: Recorded) {
  if (invoice) {
    return i18n.t('admin_matters.flash.extra_recorded', {
      service,
      number: invoice.number,
      amount: satangToBahtString(invoice.totalSatang),
    })
  }
  if (!check.counted || check.unlimited) {
    return i18n.t('admin_matters.flash.recorded', { service })
  }
  const { left, researchMinutesLeft } = check
  const parts = [
    left.month !== null ? i18n.t('admin_matters.left.month', { count: left.month }) : null,
    left.year !== null ? i18n.t('admin_matters.left.year', { count: left.year }) : null,
    left.total !== null ? i18n.t('admin_matters.left.total', { count: left.total }) : null,
    researchMinutesLeft !== null
      ? i18n.t('admin_matters.left.minutes', { count: researchMinutesLeft })
      : null,
  ]
  return i18n.t('admin_matters.flash.counted', { service, left: parts.filter(Boolean).join(', ') })
}
