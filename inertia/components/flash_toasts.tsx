import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { toast, Toaster } from 'sonner'
import type { FlashProps } from '~/lib/flash'

/**
 * SPEC §8: flash info/success/error becomes one toast at the bottom right
 * (older ones cleared), shown when the showToast flag is set, on first load
 * and after each navigation finishes. A csrfError flash reloads the page.
 */
export function showFlash(flash: FlashProps | undefined) {
  if (!flash) return
  if (flash.csrfError) {
    window.location.reload()
    return
  }
  if (!flash.showToast) return
  const entries: Array<['success' | 'error' | 'info', string | null]> = [
    ['error', flash.error],
    ['success', flash.success],
    ['info', flash.info],
  ]
  const found = entries.find(([, message]) => Boolean(message))
  if (!found) return
  toast.dismiss()
  const [kind, message] = found
  toast[kind](message!)
}

/**
 * Each page visit's flash is shown once, even when the layout (and so this
 * component) remounts on the same visit.
 */
const shown = new WeakSet<object>()
function showOnce(page: { props: Record<string, unknown> }) {
  if (shown.has(page)) return
  shown.add(page)
  showFlash(page.props.flash as FlashProps)
}

export function FlashToasts() {
  const page = usePage()

  // Every finished visit (a redirect back to the same URL included) yields
  // a new page object.
  useEffect(() => showOnce(page), [page])

  return <Toaster position="bottom-right" visibleToasts={3} richColors closeButton />
}
