import { Accordion as RadixAccordion } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn'

export type AccordionItem = {
  id: string
  title: ReactNode
  content: ReactNode
  /** The item's element id, for links to it (`#anchor`). */
  anchor?: string
}

/**
 * One open item at a time; clicking the open one closes it (SPEC §2.3/§4).
 * Keyboard: Enter/Space toggle, arrows move between headers.
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
  const controlled = value !== undefined ? { value, onValueChange } : { onValueChange }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={cn('divide-y divide-slate-200', className)}
      {...controlled}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.id}
          value={item.id}
          id={item.anchor}
          className={item.anchor ? 'scroll-mt-28' : undefined}
        >
          <RadixAccordion.Header>
            <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-navy-700 focus-visible:outline-2 focus-visible:outline-gold-600">
              <span>{item.title}</span>
              <span
                aria-hidden="true"
                className="transition-transform group-data-[state=open]:rotate-45"
              >
                +
              </span>
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={cn('pb-4 text-sm text-slate-700', contentClassName)}>
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  )
}
