import { useEffect, useState } from 'react'
import { CopyLinkDialog } from './link_dialogs'

export type IssuedLink = { id: number; url: string; email: string; name: string }

/** The upload link the server has just issued (a request or "Copy link"), shown once in the copy-link popup. */
export function IssuedLinkDialog({ issued, hours }: { issued: IssuedLink | null; hours: number }) {
  const [link, setLink] = useState(issued)
  useEffect(() => setLink(issued), [issued])
  return link ? <CopyLinkDialog link={link} hours={hours} onClose={() => setLink(null)} /> : null
}
