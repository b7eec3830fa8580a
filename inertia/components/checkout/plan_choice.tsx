import { useEffect, useState } from 'react'
import { RadioGroupField, type Bindable } from '~/components/form'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { useCart } from '~/hooks/use_cart'
import { cartChoice } from '~/lib/cart'
import { cn } from '~/components/ui/cn'
import type { Data } from '@generated/data'

/**
 * The plan and billing period to buy: one radio card per price.
 *
 * It reflects the cart: when the cart holds prices on sale, only
 * those are offered and the choice starts on one of them. One membership is
 * bought per checkout, so a cart with both plans makes this step ask which
 * one (docs/billing.md "Cart"); "Show every plan" offers the others.
 */
export function PlanChoice({
  form,
  prices,
}: {
  form: Bindable<{ price_id: number | null }>
  prices: Data.Price[]
}) {
  const { t } = useTranslation()
  const cart = useCart()
  const [showAll, setShowAll] = useState(false)
  const choice = cartChoice(
    cart.items,
    prices.map((price) => price.id),
    form.data.price_id
  )
  const setPrice = form.setData as unknown as (key: 'price_id', value: number) => void

  // Runs once the stored cart is read (after hydration): start on a cart price.
  useEffect(() => {
    if (choice.select !== null) setPrice('price_id', choice.select)
  }, [choice.select])

  const offered =
    showAll || choice.priceIds.length === 0
      ? prices
      : prices.filter((price) => choice.priceIds.includes(price.id))
  const period = (price: Data.Price, kind: 'period' | 'per') =>
    t(`checkout.${kind}_${price.billingPeriod === 'year' ? 'year' : 'month'}`)

  return (
    <div className="space-y-3" data-testid="plan-choice">
      {choice.priceIds.length > 1 ? (
        <p
          className="rounded-md border border-gold-600/40 bg-gold-600/10 px-4 py-3 text-sm text-slate-800"
          data-testid="cart-choice-note"
        >
          {t('cart.choose_from_cart')}
        </p>
      ) : null}
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
        options={offered.map((price) => ({
          value: price.id,
          label: (
            <span>
              <span className="block font-medium text-navy-800">
                {price.plan} · {period(price, 'period')}
              </span>
              <span className="block text-slate-700">
                {formatSatang(price.totalSatang)} {period(price, 'per')}
              </span>
              {choice.priceIds.includes(price.id) ? (
                <span className="mt-1 block text-xs font-medium text-gold-800">
                  {t('cart.from_your_cart')}
                </span>
              ) : null}
            </span>
          ),
        }))}
      />
      {choice.priceIds.length > 0 && !showAll && offered.length < prices.length ? (
        <button
          type="button"
          className="text-sm font-medium text-navy-700 underline"
          onClick={() => setShowAll(true)}
        >
          {t('cart.see_all_prices')}
        </button>
      ) : null}
    </div>
  )
}
