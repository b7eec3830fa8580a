import { useRef, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'

import { pathKey } from '~/lib/path_key'

/**
 * Fade-slide between pages (SPEC §2.6). The page the visitor arrives on is
 * not animated: it is painted as the server sent it, at once (starting it
 * transparent would delay the largest paint).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { url } = usePage()
  const key = pathKey(url)
  const firstKey = useRef(key)
  const navigated = useRef(false)
  if (key !== firstKey.current) navigated.current = true
  return (
    <div
      key={key}
      className={navigated.current ? 'animate-fade-slide' : undefined}
      data-transition-key={key}
    >
      {children}
    </div>
  )
}
