import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

/** Price, the VAT 7% it includes, and the total charged today. */
export function OrderSummary({ price }: { price: Data.Price }) {
  const { t } = useTranslation()
  const period = t(
    price.billingPeriod === 'year' ? 'checkout.period_year' : 'checkout.period_month'
  )
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="order-summary"
    >
      <h2 id="order-summary" className="font-semibold text-navy-800">
        {t('checkout.summary_title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('checkout.summary_plan', { plan: price.plan, period })}
      </p>
      <dl className="mt-3 space-y-1">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('checkout.summary_subtotal')}</dt>
          <dd>{formatSatang(price.subtotalSatang)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('checkout.summary_vat')}</dt>
          <dd>{formatSatang(price.vatSatang)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold text-navy-800">
          <dt>{t('checkout.summary_total')}</dt>
          <dd>{formatSatang(price.totalSatang)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('checkout.vat_included')}</p>
    </section>
  )
}
