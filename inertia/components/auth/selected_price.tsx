import type { Data } from '@generated/data'
import { formatNumber } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'

export type SelectedPriceProps = Data.Price.Variants['toChosen']

/** The plan price the visitor chose before signing up, kept through the steps. */
export function SelectedPrice({ price }: { price: SelectedPriceProps }) {
  const { t } = useTranslation()
  return (
    <p
      className="mb-6 rounded-md border border-gold-600/40 bg-gold-600/10 px-4 py-3 text-sm text-slate-800"
      data-testid="selected-price"
    >
      {t('auth.selected_plan', {
        plan: price.plan,
        amount: formatNumber(price.amount),
        period: t(price.billingPeriod === 'year' ? 'auth.period_year' : 'auth.period_month'),
      })}
    </p>
  )
}
