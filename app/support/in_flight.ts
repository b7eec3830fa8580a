/**
 * The requests a web process is still working on, so that it stops cleanly
 * (DESIGN §6). On SIGTERM the framework closes the HTTP server, which waits
 * for open connections only: a visitor who gave up (a closed tab, a client
 * timeout) leaves a request still queued for a render or half way through its
 * queries. Shutting the database down under it would let that request open a
 * new connection pool, which nothing closes, and the process would never
 * exit (a deploy waits for systemd's kill). `drained()` lets shutdown wait
 * for those requests first, for a bounded time.
 */
export class InFlight {
  #count = 0
  #idle: Array<() => void> = []

  get count() {
    return this.#count
  }

  /** Counts `work` as in flight until it settles, whatever its outcome. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.#count++
    try {
      return await work()
    } finally {
      this.#count--
      if (this.#count === 0) {
        for (const resolve of this.#idle.splice(0)) resolve()
      }
    }
  }

  /**
   * Resolves true once no request is in flight, or false after `timeoutMs`
   * with some still running (shutdown then goes on without them).
   */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        this.#idle = this.#idle.filter((waiting) => waiting !== done)
        resolve(false)
      }, timeoutMs)
      this.#idle.push(done)
    })
  }
}

/** Seconds shutdown waits for the requests in flight (systemd's TimeoutStopSec is 30). */
export const DRAIN_TIMEOUT_MS = 20_000

export default new InFlight()
