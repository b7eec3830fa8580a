import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/**
 * `Server-Timing` for the cost every request pays before its page: the
 * session read and write, finding who is signed in, the session's activity
 * checks, the shared props and the member's memberships behind the member
 * menu (read once per page view, #services/memberships/current_plans). Off unless
 * `SERVER_TIMING=on` (it tells a visitor how long the server's parts took);
 * bench/signed_in.mjs turns it on to print where a signed-in request's time
 * goes. Durations of one name add up (the session is read and written).
 */
export const serverTimingOn = env.get('SERVER_TIMING', 'off') === 'on'

const spans = new WeakMap<HttpContext, Map<string, number>>()

function add(ctx: HttpContext, name: string, ms: number) {
  let entries = spans.get(ctx)
  if (!entries) {
    entries = new Map()
    spans.set(ctx, entries)
  }
  entries.set(name, (entries.get(name) ?? 0) + ms)
}

/** Runs `work`, adding its duration to `name` when timing is on. */
export async function timed<T>(ctx: HttpContext, name: string, work: () => Promise<T>): Promise<T> {
  if (!serverTimingOn) return work()
  const start = performance.now()
  try {
    return await work()
  } finally {
    add(ctx, name, performance.now() - start)
  }
}

/** The header's value: each span, then the whole request as `total`. */
export function serverTimingValue(ctx: HttpContext, totalMs: number): string {
  const entries = [...(spans.get(ctx) ?? new Map<string, number>())]
  entries.push(['total', totalMs])
  return entries.map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ')
}
