import { RadioGroupField, type Bindable } from '~/components/form'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { cn } from '~/components/ui/cn'
import type { Data } from '@generated/data'

/** The plan and billing period to buy: one radio card per active price. */
export function PlanChoice({
  form,
  prices,
}: {
  form: Bindable<{ price_id: number | null }>
  prices: Data.Price[]
}) {
  const { t } = useTranslation()
  const period = (price: Data.Price, kind: 'period' | 'per') =>
    t(`checkout.${kind}_${price.billingPeriod === 'year' ? 'year' : 'month'}`)
  return (
    <RadioGroupField
      form={form}
      name="price_id"
      label={t('checkout.plan_legend')}
      listClassName="grid gap-2 sm:grid-cols-2"
      optionClassName={(checked) =>
        cn(
          'flex cursor-pointer items-start gap-3 rounded-md border px-4 py-3 text-sm',
          checked ? 'border-gold-600 bg-gold-600/10' : 'border-slate-300 bg-white'
        )
      }
      options={prices.map((price) => ({
        value: price.id,
        label: (
          <span>
            <span className="block font-medium text-navy-800">
              {price.plan} · {period(price, 'period')}
            </span>
            <span className="block text-slate-700">
              {formatSatang(price.totalSatang)} {period(price, 'per')}
            </span>
          </span>
        ),
      }))}
    />
  )
}
