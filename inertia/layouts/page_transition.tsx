import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'

import { pathKey } from '~/lib/path_key'

/** Fade-slide between pages (SPEC §2.6). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { url } = usePage()
  return (
    <div key={pathKey(url)} className="animate-fade-slide" data-transition-key={pathKey(url)}>
      {children}
    </div>
  )
}
