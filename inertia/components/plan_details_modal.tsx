import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react'

export type PlanSlug = 'personal' | 'business'

// The modal, its details and its cart buttons load the first time it opens (DESIGN §6, first load).
const PlanModal = lazy(() =>
  import('./plan_modal').then((module) => ({ default: module.PlanModal }))
)

const PlanModalContext = createContext<(plan: PlanSlug) => void>(() => {})

export function usePlanModal() {
  return useContext(PlanModalContext)
}

/**
 * The plan-details modal (SPEC §2.6, §4): accordion sections of the plan,
 * loaded when it opens (plan_modal.tsx). While open the page does not
 * scroll; on close its own scroll position is reset.
 */
export function PlanModalProvider({ children }: { children: ReactNode }) {
  const [plan, setPlan] = useState<PlanSlug | null>(null)
  // Once opened it stays mounted, so closing returns focus the Radix way.
  const [opened, setOpened] = useState(false)
  const open = useCallback((next: PlanSlug) => {
    setPlan(next)
    setOpened(true)
  }, [])
  return (
    <PlanModalContext.Provider value={open}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <PlanModal plan={plan} onClose={() => setPlan(null)} />
        </Suspense>
      ) : null}
    </PlanModalContext.Provider>
  )
}
