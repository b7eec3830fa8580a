/**
 * The last error-level log lines, kept in memory for the server monitor
 * (DESIGN §10 "the last errors"). The logger feeds it through pino's
 * `hooks.logMethod` (config/logger.ts); nothing is written anywhere else.
 * Only the message, the error's name/code and the time are kept (the log
 * itself is already redacted; stacks are left to the log), at most
 * RING_SIZE entries, per process.
 */
export type RingEntry = {
  at: string
  level: 'error' | 'fatal'
  message: string
  name: string | null
}

export const RING_SIZE = 50
const MAX_MESSAGE = 300
const entries: RingEntry[] = []

function describe(args: unknown[]): { message: string; name: string | null } {
  const [first, second] = args
  const err =
    first instanceof Error
      ? first
      : first && typeof first === 'object' && (first as { err?: unknown }).err instanceof Error
        ? ((first as { err: Error }).err as Error)
        : null
  const text =
    typeof first === 'string' ? first : typeof second === 'string' ? second : (err?.message ?? '')
  const code = err && (err as { code?: unknown }).code
  return {
    message: text.slice(0, MAX_MESSAGE),
    name: err ? `${err.name}${typeof code === 'string' ? ` (${code})` : ''}` : null,
  }
}

export function recordLog(level: number, args: unknown[]) {
  if (level < 50) return
  entries.push({
    at: new Date().toISOString(),
    level: level >= 60 ? 'fatal' : 'error',
    ...describe(args),
  })
  if (entries.length > RING_SIZE) entries.splice(0, entries.length - RING_SIZE)
}

/** Newest first. */
export function lastErrors(): RingEntry[] {
  return [...entries].reverse()
}

export function clearErrorRing() {
  entries.length = 0
}

/** pino's hook: records, then logs as usual. */
export function errorRingHook(
  this: unknown,
  args: unknown[],
  method: (...a: unknown[]) => void,
  level: number
) {
  recordLog(level, args)
  return method.apply(this, args)
}

/** Forget every entry (a test that reads the monitor starts from an empty list). */
export function clearLastErrors() {
  entries.length = 0
}
