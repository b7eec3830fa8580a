import { RadixDialog } from './radix_dialog'
import type { ReactNode } from 'react'
import { cn } from './cn'
import { useTranslation } from '~/hooks/use_translation'

/**
 * A side sheet: a modal panel sliding from the left or right, with the same
 * focus trap, Escape and return-focus behaviour as dialogs.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'left',
  width = 400,
  children,
  className,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  side?: 'left' | 'right'
  width?: number
  children: ReactNode
  className?: string
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="drawer-overlay"
          className="fixed inset-0 z-40 bg-slate-900/40"
        />
        <RadixDialog.Content
          style={{ width: `min(${width}px, 100vw)` }}
          className={cn(
            'fixed inset-y-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none',
            side === 'left' ? 'left-0' : 'right-0',
            className
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
            <DialogCloseX />
          </div>
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The ✕ in the corner of a drawer or a modal panel: closes it, named for screen readers. */
export function DialogCloseX() {
  const { t } = useTranslation()
  return (
    <RadixDialog.Close
      className="rounded p-1 text-slate-600 hover:bg-slate-100"
      aria-label={t('common.close')}
    >
      <span aria-hidden="true">✕</span>
    </RadixDialog.Close>
  )
}
