import { useCallback, useEffect, useRef, useState } from 'react'

/** The localStorage key of SPEC §3 holding the seconds left before another resend. */
export const VERIFY_INTERVAL_KEY = 'verifyInterval'
/** Seconds to wait after a resend. */
export const VERIFY_RESEND_SECONDS = 60
/** SPEC §9: the timer ticks once a second. */
export const VERIFY_TICK_MS = 1000

function readStored(): number | null {
  const raw = window.localStorage.getItem(VERIFY_INTERVAL_KEY)
  if (raw === null) return null
  const value = Number.parseInt(raw, 10)
  return Number.isFinite(value) ? value : null
}

/**
 * The email-verification countdown of SPEC §4: it starts from the value
 * stored in localStorage `verifyInterval` (none: no timer); each second it
 * stores the remaining value; at 1 or less it stops and removes the stored
 * value. `start()` begins a fresh countdown after a successful resend.
 * Returns null while no countdown runs.
 */
export function useVerifyCountdown() {
  const [seconds, setSeconds] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }, [])

  const run = useCallback(
    (from: number) => {
      stop()
      if (from <= 1) {
        window.localStorage.removeItem(VERIFY_INTERVAL_KEY)
        setSeconds(null)
        return
      }
      let remaining = from
      setSeconds(remaining)
      timer.current = setInterval(() => {
        remaining -= 1
        if (remaining <= 1) {
          stop()
          window.localStorage.removeItem(VERIFY_INTERVAL_KEY)
          setSeconds(null)
          return
        }
        window.localStorage.setItem(VERIFY_INTERVAL_KEY, String(remaining))
        setSeconds(remaining)
      }, VERIFY_TICK_MS)
    },
    [stop]
  )

  useEffect(() => {
    const stored = readStored()
    if (stored !== null) run(stored)
    return stop
  }, [run, stop])

  const start = useCallback(
    (from: number = VERIFY_RESEND_SECONDS) => {
      window.localStorage.setItem(VERIFY_INTERVAL_KEY, String(from))
      run(from)
    },
    [run]
  )

  return { seconds, running: seconds !== null, start }
}
