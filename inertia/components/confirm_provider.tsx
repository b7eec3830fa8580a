import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { ConfirmDialog, type ConfirmOptions } from './ui/dialog'

const ConfirmContext = createContext<(options: ConfirmOptions) => void>(() => {
  throw new Error('useConfirm() needs a <ConfirmProvider> above it')
})

/**
 * One confirmation dialog per layout; any component opens it with
 * `useConfirm()(options)`.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const [open, setOpen] = useState(false)
  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next)
    setOpen(true)
  }, [])
  const value = useMemo(() => confirm, [confirm])
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <ConfirmDialog open={open} onOpenChange={setOpen} options={options} />
    </ConfirmContext.Provider>
  )
}

export function useConfirm() {
  return useContext(ConfirmContext)
}
