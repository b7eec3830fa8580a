import { availableParallelism } from 'node:os'
import env from '#start/env'

/**
 * Bounded server renders (DESIGN §6): at most `concurrency` full page renders
 * (props, React's server render, the HTML around it) run at once, at most
 * `depth` more wait for a slot, and a render beyond that is not started: the
 * visitor gets the 503 "try again shortly" page with Retry-After (DESIGN §11)
 * instead of the process holding ever more half-built pages in memory.
 *
 * RENDER_CONCURRENCY (default: the number of CPUs) and RENDER_QUEUE_DEPTH
 * (default 32) set the bounds of each web process.
 */
export class RenderQueue {
  #running = 0
  #waiting: Array<() => void> = []
  /** Renders turned away since the process started. */
  rejected = 0

  constructor(
    readonly concurrency: number,
    readonly depth: number
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error('RENDER_CONCURRENCY must be a whole number of at least 1')
    }
    if (!Number.isInteger(depth) || depth < 0) {
      throw new Error('RENDER_QUEUE_DEPTH must be a whole number of at least 0')
    }
  }

  /**
   * Runs `render` when a slot is free (at once, or after the renders ahead
   * of it); when `depth` renders already wait, runs `busy` instead.
   */
  async run<T>(render: () => Promise<T>, busy: () => T): Promise<T> {
    const slot = this.#acquire()
    if (!slot) {
      this.rejected++
      return busy()
    }
    await slot
    try {
      return await render()
    } finally {
      this.#release()
    }
  }

  #acquire(): Promise<void> | null {
    if (this.#running < this.concurrency) {
      this.#running++
      return Promise.resolve()
    }
    if (this.#waiting.length >= this.depth) {
      return null
    }
    // The slot passes straight from the render that ends to the first waiting one.
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  #release() {
    const next = this.#waiting.shift()
    if (next) {
      next()
    } else {
      this.#running--
    }
  }

  get stats() {
    return { running: this.#running, waiting: this.#waiting.length, rejected: this.rejected }
  }
}

/** Seconds a visitor turned away by a full queue is asked to wait: renders last milliseconds. */
export const RENDER_RETRY_AFTER = 2

export default new RenderQueue(
  env.get('RENDER_CONCURRENCY') ?? availableParallelism(),
  env.get('RENDER_QUEUE_DEPTH') ?? 32
)
