import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated it (browser tests wait for it).
 * The server renders it too, at the same place: `useId` numbers elements by
 * their position in the tree, so a child only the browser rendered would give
 * every form field another id and break hydration.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
