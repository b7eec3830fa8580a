import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type { FlashProps } from '~/lib/flash'

type Sonner = typeof import('sonner')
type ToastKind = 'success' | 'error' | 'info'

/** The toast library loads with the first toast, not with every page (first load). */
let sonner: Promise<Sonner> | undefined
const loadSonner = () => (sonner ??= import('sonner'))

/** The one message a flash shows: an error first, then a success, then an info. */
function toastFor(flash: FlashProps | undefined): [ToastKind, string] | null {
  if (!flash?.showToast) return null
  const entries: Array<[ToastKind, string | null]> = [
    ['error', flash.error],
    ['success', flash.success],
    ['info', flash.info],
  ]
  const found = entries.find(([, message]) => Boolean(message))
  return found ? [found[0], found[1]!] : null
}

/**
 * Each page visit's flash is shown once, even when the layout (and so this
 * component) remounts on the same visit.
 */
const shown = new WeakSet<object>()

/**
 * SPEC §8: flash info/success/error becomes one toast at the bottom right
 * (older ones cleared), shown when the showToast flag is set, on first load
 * and after each navigation finishes. A csrfError flash reloads the page.
 * `visible`: SPEC §9, the admin flash shows 1 at a time, the public toasts at most 3.
 */
export function FlashToasts({ visible = 3 }: { visible?: number }) {
  const page = usePage()
  const [Toaster, setToaster] = useState<Sonner['Toaster'] | null>(null)

  // Every finished visit (a redirect back to the same URL included) yields
  // a new page object.
  useEffect(() => {
    if (shown.has(page)) return
    shown.add(page)
    const flash = page.props.flash as FlashProps | undefined
    if (flash?.csrfError) {
      window.location.reload()
      return
    }
    const found = toastFor(flash)
    if (!found) return
    void loadSonner().then(({ toast, Toaster: loaded }) => {
      setToaster(() => loaded)
      toast.dismiss()
      toast[found[0]](found[1])
    })
  }, [page])

  return Toaster ? (
    <Toaster position="bottom-right" visibleToasts={visible} richColors closeButton />
  ) : null
}
