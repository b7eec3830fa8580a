import { useEffect, useId, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useCart } from '~/hooks/use_cart'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { CartDropdown } from './cart_dropdown'

/**
 * The cart icon and its dropdown (SPEC §2.5, §6). The icon shows only when
 * nobody is signed in, or for a member with no current plan (computed on
 * the server). The dropdown opens from the icon or when a plan's call to
 * action adds an item; it closes on an outside click, Escape, its close
 * button and after checkout (SPEC §4).
 */
export function CartButton() {
  const { user, app } = useShared()
  const { t } = useTranslation()
  const cart = useCart()
  const box = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const { open, setOpen } = cart

  useEffect(() => {
    if (!open) return
    // Opened by a call to action elsewhere on the page: take focus there so
    // keyboard and screen-reader users land on what was added.
    if (!box.current?.contains(document.activeElement)) panel.current?.focus()
    const outside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open, setOpen])

  // A page change (checkout, the last item removed) closes the panel.
  useEffect(() => router.on('navigate', () => setOpen(false)), [setOpen])

  if (!app.showCart) return null
  const count = cart.items.length

  return (
    // Below `sm` the panel spans the header's width (the icon is not at the edge).
    <div className="sm:relative" ref={box}>
      <button
        ref={trigger}
        type="button"
        data-testid="cart-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count ? t('cart.button_label', { count }) : t('nav.cart')}
        onClick={() => setOpen(!open)}
        className="relative rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-600"
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
        {count ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -right-0.5 -top-0.5 rounded-full bg-gold-700 px-1.5 text-[10px] font-bold text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <CartDropdown
          ref={panel}
          id={panelId}
          items={cart.items}
          symbol={app.cartCurrencySymbol}
          user={user}
          onRemove={cart.remove}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  )
}
