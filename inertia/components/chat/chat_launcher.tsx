import { Suspense, lazy, useEffect, useState } from 'react'

export { LAUNCHER_HOST_ID } from './launcher_host'
/** Other parts of the site open the chat window with this event (DESIGN §10). */
export const OPEN_CHAT_EVENT = 'lexpat:open-chat'

/**
 * The chat shows nothing on the first paint (its launcher and popup appear
 * after hydration), so its code loads after hydration instead of with the
 * page (DESIGN §6, first load). A request to open it made before the code
 * arrived is kept and honoured when it mounts. This module is an island of the
 * public shell, not in the entry: whatever sends the event (the header's menus,
 * the FAQ's contact links) imports it, so the listener below is registered first.
 */
let chatMounted = false
let openRequested = false
if (typeof window !== 'undefined') {
  window.addEventListener(OPEN_CHAT_EVENT, () => {
    if (!chatMounted) openRequested = true
  })
}

/** Called by the chat when it mounts: whether somebody asked to open it before. */
export function chatMountedWithOpenRequest(): boolean {
  chatMounted = true
  const requested = openRequested
  openRequested = false
  return requested
}

const LeadChatCode = lazy(() =>
  import('./lead_chat').then((module) => ({ default: module.LeadChat }))
)

export function LeadChat() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <LeadChatCode />
    </Suspense>
  )
}
