import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from './cn'

export type AccordionItem = {
  id: string
  title: ReactNode
  content: ReactNode
  /** The item's element id, for links to it (`#anchor`). */
  anchor?: string
}

const TRIGGER = '[data-accordion-trigger]'

/** Arrows, Home and End move between the headers of one accordion (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-accordion]')
  if (!root) return
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(TRIGGER)].filter(
    (trigger) => trigger.closest('[data-accordion]') === root && !trigger.disabled
  )
  const index = triggers.indexOf(event.currentTarget)
  const target = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key]
  if (!target) return
  event.preventDefault()
  target.focus()
}

/**
 * One open item at a time; clicking the open one closes it (SPEC §2.3/§4).
 * Keyboard: Enter/Space toggle, arrows move between headers. A closed
 * item's answer is not rendered. Written out rather than taken from Radix
 * (DESIGN §6, first load: its accordion was 10 KB gzip on the FAQ pages).
 */
export function Accordion({
  items,
  value,
  onValueChange,
  className,
  contentClassName,
}: {
  items: AccordionItem[]
  value?: string
  onValueChange?: (value: string) => void
  className?: string
  contentClassName?: string
}) {
  const [own, setOwn] = useState('')
  const open = value ?? own
  const base = useId()
  const toggle = (id: string) => {
    const next = open === id ? '' : id
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <div data-accordion="" className={cn('divide-y divide-slate-200', className)}>
      {items.map((item, index) => {
        const state = item.id === open ? 'open' : 'closed'
        const trigger = `${base}-t${index}`
        const content = `${base}-c${index}`
        return (
          <div
            key={item.id}
            id={item.anchor}
            data-state={state}
            className={item.anchor ? 'scroll-mt-28' : undefined}
          >
            <h3 data-state={state}>
              <button
                type="button"
                id={trigger}
                data-accordion-trigger=""
                data-state={state}
                aria-expanded={state === 'open'}
                aria-controls={content}
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
                className="group flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-navy-700 focus-visible:outline-2 focus-visible:outline-gold-600"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className="transition-transform group-data-[state=open]:rotate-45"
                >
                  +
                </span>
              </button>
            </h3>
            {state === 'open' ? (
              <div
                id={content}
                role="region"
                aria-labelledby={trigger}
                data-state="open"
                className={cn('pb-4 text-sm text-slate-700', contentClassName)}
              >
                {item.content}
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
