import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { cn } from '~/components/ui/cn'
import type { Data } from '@generated/data'

/** The plan and billing period to buy: one radio per active price. */
export function PlanChoice({
  prices,
  value,
  onChange,
  error,
}: {
  prices: Data.Price[]
  value: number | null
  onChange: (id: number) => void
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'price_id-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('checkout.plan_legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {prices.map((price) => (
          <label
            key={price.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border px-4 py-3 text-sm',
              value === price.id ? 'border-gold-600 bg-gold-600/10' : 'border-slate-300 bg-white'
            )}
          >
            <input
              type="radio"
              name="price_id"
              value={price.id}
              checked={value === price.id}
              onChange={() => onChange(price.id)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium text-navy-800">
                {price.plan} · {t(price.billingPeriod === 'year' ? 'checkout.period_year' : 'checkout.period_month')}
              </span>
              <span className="block text-slate-700">
                {formatSatang(price.totalSatang)}{' '}
                {t(price.billingPeriod === 'year' ? 'checkout.per_year' : 'checkout.per_month')}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="price_id-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
