import type { Data } from '@generated/data'
import { formatNumber } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { useCart } from '~/hooks/use_cart'

export type SelectedPriceProps = Data.Price.Variants['toChosen']

/**
 * The plan the visitor chose, kept through the sign-up steps.
 * The cart decides once it is read (after hydration); the server's recall
 * of `?price=` shows before that and when the cart is empty (a link from
 * elsewhere, or no JavaScript). A cart with both plans lists them: the
 * payment step asks which one (docs/billing.md "Cart").
 */
export function SelectedPrice({ price }: { price: SelectedPriceProps | null }) {
  const { t } = useTranslation()
  const { items } = useCart()
  const line = (plan: string, amount: number, billingPeriod: string) =>
    t('auth.selected_plan', {
      plan,
      amount: formatNumber(amount),
      period: t(billingPeriod === 'year' ? 'auth.period_year' : 'auth.period_month'),
    })
  const box =
    'mb-6 rounded-md border border-gold-600/40 bg-gold-600/10 px-4 py-3 text-sm text-slate-800'

  if (items.length > 1) {
    return (
      <div className={box} data-testid="selected-price">
        <p className="font-medium">{t('cart.cart_plans')}</p>
        <ul className="mt-1 list-disc pl-5">
          {items.map((item) => (
            <li key={String(item.id)}>
              {line(item.name, Number(item.price.amount), item.price.billing_period)}
            </li>
          ))}
        </ul>
        <p className="mt-2">{t('cart.one_per_checkout')}</p>
      </div>
    )
  }
  const chosen = items[0]
    ? line(items[0].name, Number(items[0].price.amount), items[0].price.billing_period)
    : price
      ? line(price.plan, price.amount, price.billingPeriod)
      : null
  if (!chosen) return null
  return (
    <p className={box} data-testid="selected-price">
      {chosen}
    </p>
  )
}
