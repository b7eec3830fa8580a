import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while the browser hydrates, true from
 * the render right after. For text the two may word differently: country
 * names come from each side's own ICU data (Chromium says "Hong Kong",
 * Node "Hong Kong SAR China").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
}
