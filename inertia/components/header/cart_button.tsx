import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useCart } from '~/hooks/use_cart'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { buttonClasses } from '~/components/ui/button'
import { cartTotal } from '~/lib/cart'
import { formatNumber } from '~/lib/format'
import { urlFor } from '~/client'

/**
 * The cart icon and its dropdown (SPEC §2.5, §6). The icon shows only when
 * nobody is signed in, or for a member with no current plan. Amounts use
 * the configured symbol ("$" by default). Checkout goes to the payment step
 * when signed in with no current plans, otherwise to the account step.
 * Deleting the last item goes to get-started.
 */
export function CartButton() {
  const { user, app } = useShared()
  const { t } = useTranslation()
  const cart = useCart()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  if (!app.showCart) return null
  const total = cartTotal(cart.items) ?? 0
  const symbol = app.cartCurrencySymbol
  const checkout = user ? urlFor('auth.payment') : urlFor('auth.account')

  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        data-testid="cart-button"
        aria-expanded={open}
        aria-label={t('nav.cart')}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
          <circle cx="10" cy="20" r="1.3" />
          <circle cx="17" cy="20" r="1.3" />
        </svg>
        {cart.items.length ? (
          <span className="absolute -right-0.5 -top-0.5 rounded-full bg-gold-700 px-1.5 text-[10px] font-bold text-white">
            {cart.items.length}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          data-testid="cart-panel"
          className="absolute right-0 z-50 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
        >
          {cart.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('nav.no_items')}</p>
          ) : (
            <>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-xs text-slate-500">
                    <th className="pb-2 font-medium">{t('nav.plan')}</th>
                    <th className="pb-2 text-right font-medium">{t('nav.price')}</th>
                    <th className="pb-2" />
                  </tr>
                </thead>
                <tbody>
                  {cart.items.map((item) => (
                    <tr key={String(item.id)} className="border-t border-slate-100">
                      <td className="py-2">{item.name}</td>
                      <td className="py-2 text-right">
                        {symbol}
                        {formatNumber(Number(item.price.amount))}
                      </td>
                      <td className="py-2 text-right">
                        <button
                          type="button"
                          aria-label={t('nav.remove_item', { name: item.name })}
                          className="px-2 text-slate-500 hover:text-red-700"
                          onClick={() => {
                            const remaining = cart.remove(item.id)
                            if (remaining.length === 0) router.visit(urlFor('get-started'))
                          }}
                        >
                          ✕
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-sm font-semibold">
                <span>{t('nav.total_Due')}</span>
                <span>
                  {symbol}
                  {formatNumber(total)}
                </span>
              </p>
              <Link
                href={checkout}
                onClick={() => setOpen(false)}
                className={`${buttonClasses('gold')} mt-4 w-full`}
              >
                {t('nav.go_to_checkout')}
              </Link>
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}
