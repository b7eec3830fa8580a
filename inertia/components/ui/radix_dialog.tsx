import { useEffect, useState, type ComponentProps } from 'react'
import type { Dialog } from 'radix-ui'
import { registerPreload } from '~/lib/deferred'

/**
 * The Radix dialog primitives, with the same names, loaded the first time a
 * dialog opens instead of with every page (first load). Every
 * dialog of the app is controlled (`open`) and has no Trigger, so a closed
 * dialog renders nothing, loaded or not: the server (which preloads it) and
 * the browser produce the same HTML.
 */
type Primitives = typeof Dialog
let primitives: Primitives | undefined
let loading: Promise<void> | undefined
const load = () =>
  (loading ??= import('./dialog_primitives').then((module) => {
    primitives = module.Dialog
  }))
registerPreload(load)

function Root(props: ComponentProps<Primitives['Root']>) {
  const [, setLoaded] = useState(Boolean(primitives))
  const { open } = props
  useEffect(() => {
    if (open && !primitives) void load().then(() => setLoaded(true))
  }, [open])
  if (!primitives) return null
  return <primitives.Root {...props} />
}

// The parts render only inside a Root, which renders only once loaded.
const part =
  <K extends 'Portal' | 'Overlay' | 'Content' | 'Title' | 'Description' | 'Close'>(name: K) =>
  (props: ComponentProps<Primitives[K]>) => {
    const Part = primitives![name] as any
    return <Part {...props} />
  }

export const RadixDialog = {
  Root,
  Portal: part('Portal'),
  Overlay: part('Overlay'),
  Content: part('Content'),
  Title: part('Title'),
  Description: part('Description'),
  Close: part('Close'),
}
