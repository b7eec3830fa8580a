import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'

/**
 * A menu button: opens on click or keyboard, arrows move, Escape closes.
 */
export function Dropdown({
  trigger,
  label,
  children,
  align = 'end',
}: {
  trigger: ReactNode
  label: string
  children: ReactNode
  align?: 'start' | 'end'
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-600"
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

export function DropdownItem({
  children,
  onSelect,
}: {
  children: ReactNode
  onSelect?: () => void
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
    >
      {children}
    </DropdownMenu.Item>
  )
}

export function DropdownLabel({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">{children}</DropdownMenu.Label>
  )
}

export function DropdownSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
}
