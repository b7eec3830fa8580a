import limiter from '@adonisjs/limiter/services/main'

/**
 * Forgets every rate-limit counter. `limiter.clear()` clears only the
 * stores this process has already used, so the default store (Redis when
 * LIMITER_STORE=redis) is touched first: counters left by an earlier run
 * or suite are cleared too.
 */
export async function clearThrottles() {
  limiter.use({ requests: 1, duration: 1 })
  await limiter.clear()
}
