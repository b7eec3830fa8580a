import type { SessionStoreContract } from '@adonisjs/session/types'

/**
 * A session's expiry slides forward on every request it makes (the store's
 * `touch`): with the database store that is an UPDATE per page view, with
 * Redis an EXPIRE. Sliding it once a minute is as good for a session that
 * lives hours, so a plain page view writes nothing: this process remembers
 * when it last wrote each session (a bounded map, oldest forgotten first)
 * and skips the touch within the minute. Writes of changed data always go
 * through, and count as a touch.
 */
export const TOUCH_INTERVAL_MS = 60_000
const REMEMBERED = 20_000

const lastWritten = new Map<string, number>()

function remember(sessionId: string, at: number) {
  lastWritten.delete(sessionId)
  lastWritten.set(sessionId, at)
  if (lastWritten.size > REMEMBERED) {
    lastWritten.delete(lastWritten.keys().next().value!)
  }
}

/** Whether a touch of this session now would be the first in a minute (then it is recorded). */
export function touchDue(sessionId: string, now = Date.now()): boolean {
  const last = lastWritten.get(sessionId)
  if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return false
  remember(sessionId, now)
  return true
}

/** The store, with `touch` at most once a minute per session and process. */
export function withLazyTouch(store: SessionStoreContract): SessionStoreContract {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'touch') {
        return async (sessionId: string) => {
          if (touchDue(sessionId)) await target.touch(sessionId)
        }
      }
      if (property === 'write') {
        return async (sessionId: string, values: Record<string, any>) => {
          await target.write(sessionId, values)
          remember(sessionId, Date.now())
        }
      }
      if (property === 'destroy') {
        return async (sessionId: string) => {
          lastWritten.delete(sessionId)
          await target.destroy(sessionId)
        }
      }
      const value = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
