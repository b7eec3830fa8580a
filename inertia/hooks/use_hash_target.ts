import { useEffect, useState } from 'react'

/**
 * The element id the URL's fragment names (`/faqs/general#faq-12`), when it
 * is one of `ids`: read after the page loads and whenever the fragment
 * changes (a link to another entry of the same page). Null on the server
 * and until then, so the server HTML never depends on it.
 */
export function useHashTarget(ids: string[]) {
  const [target, setTarget] = useState<string | null>(null)
  const key = ids.join(' ')
  useEffect(() => {
    const known = new Set(key.split(' '))
    const read = () => {
      let id = ''
      try {
        id = decodeURIComponent(window.location.hash.slice(1))
      } catch {
        // A malformed fragment names nothing.
      }
      if (known.has(id)) setTarget(id)
    }
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [key])
  return target
}

/** Brings an element into view below the sticky header (its scroll-margin) once it is rendered. */
export function scrollToElement(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'start' })
}
