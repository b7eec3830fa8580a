import { forwardRef } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { cartTotal, type CartItem } from '~/lib/cart'
import { checkoutHref } from '~/lib/apply_link'
import { formatNumber } from '~/lib/format'
import { urlFor } from '~/client'
import type { Shared } from '~/lib/shared_props'

/**
 * The cart panel (SPEC §2.5, §4, §6): each item with its amount in the
 * configured symbol, the total due and "Go to checkout". Removing the last
 * item goes to get-started.
 */
export const CartDropdown = forwardRef<
  HTMLDivElement,
  {
    id: string
    items: CartItem[]
    symbol: string
    user: Shared['user']
    onRemove: (id: CartItem['id']) => CartItem[]
    onClose: () => void
  }
>(function CartDropdown({ id, items, symbol, user, onRemove, onClose }, ref) {
  const { t } = useTranslation()
  const money = (amount: number) => `${symbol}${formatNumber(amount)}`
  const total = cartTotal(items) ?? 0
  // The stored name is in the language it was added in: name the plan in the page's.
  const planName = (item: CartItem) =>
    item.slug === 'personal' || item.slug === 'business'
      ? t(`cart.plan_names.${item.slug}`)
      : item.name

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-testid="cart-panel"
      className="absolute inset-x-3 top-full z-50 mt-2 rounded-lg sm:inset-x-auto sm:right-0 sm:w-[22rem] border border-slate-200 bg-white p-4 text-left shadow-xl focus:outline-none"
    >
      <div className="flex items-center justify-between">
        <h2 id={`${id}-title`} className="text-base font-semibold text-navy-800">
          {t('cart.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('cart.close')}
          className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-600"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('nav.no_items')}</p>
      ) : (
        <>
          {/* SPEC §3: the dropdown's column headings, nav.plan and nav.price. */}
          <p
            className="mt-3 flex justify-between text-xs font-semibold text-slate-500"
            data-testid="cart-headings"
          >
            <span>{t('nav.plan')}</span>
            <span className="mr-7">{t('nav.price')}</span>
          </p>
          <ul className="mt-1 divide-y divide-slate-100 border-y border-slate-100">
            {items.map((item) => (
              <li
                key={String(item.id)}
                data-testid={`cart-item-${item.slug}`}
                className="flex items-start gap-3 py-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {t('cart.for_plan', { name: planName(item) })}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t(
                      item.price.billing_period === 'year'
                        ? 'cart.item_period_year'
                        : 'cart.item_period_month'
                    )}
                  </p>
                </div>
                <span className="font-semibold text-slate-900" data-testid="cart-item-amount">
                  {money(Number(item.price.amount))}
                </span>
                <button
                  type="button"
                  aria-label={t('nav.remove_item', {
                    name: t('cart.for_plan', { name: planName(item) }),
                  })}
                  className="-mr-1 rounded px-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-gold-600"
                  onClick={() => {
                    // SPEC §2.6: deleting the last item leads to get-started.
                    if (onRemove(item.id).length === 0) {
                      onClose()
                      router.visit(urlFor('get-started'))
                    }
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </li>
            ))}
          </ul>
          <p
            className="mt-3 flex justify-between text-sm font-semibold text-slate-900"
            data-testid="cart-total"
          >
            <span>{t('nav.total_Due')}</span>
            <span>{money(total)}</span>
          </p>
          {items.length > 1 ? (
            <p className="mt-3 rounded-md bg-gold-600/10 px-3 py-2 text-xs text-slate-800">
              {t('cart.one_per_checkout')}
            </p>
          ) : null}
          <Link
            href={checkoutHref(user, items)}
            onClick={onClose}
            data-testid="cart-checkout"
            className={`${buttonClasses('gold')} mt-4 w-full`}
          >
            {t('nav.go_to_checkout')}
          </Link>
        </>
      )}
    </div>
  )
})
