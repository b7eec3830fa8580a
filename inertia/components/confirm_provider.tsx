import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import type { ConfirmOptions } from './ui/dialog'

// The dialog's code loads the first time one is asked for (DESIGN §6, first load).
const ConfirmDialog = lazy(() =>
  import('./ui/dialog').then((module) => ({ default: module.ConfirmDialog }))
)

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
      {options ? (
        <Suspense fallback={null}>
          <ConfirmDialog open={open} onOpenChange={setOpen} options={options} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  )
}

export function useConfirm() {
  return useContext(ConfirmContext)
}
