import { useEffect, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * While `active`, Tab and Shift+Tab cycle inside the container, Escape calls
 * `onEscape`, and focus moves into the container; when it ends, focus goes
 * back to where it was.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void
) {
  useEffect(() => {
    if (!active) return
    const previous = document.activeElement as HTMLElement | null
    const element = container.current
    const focusables = () =>
      element ? Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)) : []
    const first = focusables()[0]
    if (first && element && !element.contains(document.activeElement)) first.focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      if (items.length === 0) return
      const index = items.indexOf(document.activeElement as HTMLElement)
      if (event.shiftKey && index <= 0) {
        event.preventDefault()
        items[items.length - 1].focus()
      } else if (!event.shiftKey && index === items.length - 1) {
        event.preventDefault()
        items[0].focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (previous && document.contains(previous)) previous.focus()
    }
    // onEscape is re-created each render; the trap only follows `active`.
  }, [active, container])
}
