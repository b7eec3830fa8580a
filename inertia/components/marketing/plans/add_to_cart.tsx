import { useState, type ReactNode } from 'react'
import { useCart } from '~/hooks/use_cart'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { cartItemFor, hasPrice } from '~/lib/cart'
import { applyHref } from '~/lib/apply_link'
import type { Data } from '@generated/data'

type PlanRef = Pick<Data.Plan, 'id' | 'name' | 'slug'>

/**
 * A plan price's call to action: adds `{id, name, slug, price}`
 * to the cart by the SPEC §4 rules and opens the cart dropdown. It is a link
 * to the sign-up step with `?price=`, so it still leads somewhere without
 * JavaScript, and for a signed-in user the header shows no cart to (SPEC §6).
 */
export function AddToCart({
  plan,
  price,
  children,
  variant = 'gold',
  size = 'lg',
  className,
  onAdded,
}: {
  plan: PlanRef
  price: Data.Price.Variants['toOffer'] | null
  children: ReactNode
  variant?: 'gold' | 'secondary' | 'primary'
  size?: 'md' | 'lg'
  className?: string
  onAdded?: () => void
}) {
  const { app } = useShared()
  const { t } = useTranslation()
  const cart = useCart()
  const [status, setStatus] = useState('')
  if (!price) return null
  const inCart = app.showCart && hasPrice(cart.items, price.id)
  const values = {
    name: plan.name,
    period: t(price.billingPeriod === 'year' ? 'cart.period_year' : 'cart.period_month'),
  }

  return (
    <>
      <a
        href={applyHref(price.id)}
        data-testid={`add-to-cart-${plan.slug}-${price.billingPeriod}`}
        data-in-cart={inCart || undefined}
        className={cn(buttonClasses(variant, size), className)}
        onClick={(event) => {
          if (!app.showCart || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          const added = cart.add(cartItemFor(plan, price))
          setStatus(t(added ? 'cart.added' : 'cart.already_added', values))
          onAdded?.()
        }}
      >
        {inCart ? (
          <>
            <span aria-hidden="true">✓</span> {t('cart.in_cart')}
          </>
        ) : (
          children
        )}
        <span className="sr-only">: {t('cart.for_plan', { name: plan.name })}</span>
      </a>
      <span role="status" className="sr-only">
        {status}
      </span>
    </>
  )
}

/** Monthly and annual calls to action of one plan card. */
export function PlanPriceActions({ plan }: { plan: Data.Plan }) {
  const { t } = useTranslation()
  return (
    <>
      <AddToCart plan={plan} price={plan.monthly}>
        {t('cart.choose_monthly')}
      </AddToCart>
      <AddToCart plan={plan} price={plan.annual} variant="secondary">
        {t('cart.choose_annual')}
      </AddToCart>
    </>
  )
}
