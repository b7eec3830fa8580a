import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

/**
 * Work that must not shape the answer a visitor gets: mail that would take
 * longer for a known address than an unknown one (forgot password,
 * registration), or that a slow mail server would delay. It starts once
 * the response has been written, and its errors are logged, never shown.
 * There is no job queue yet; when one arrives, these tasks move to it.
 */
const pending = new Set<Promise<void>>()

export function afterResponse(ctx: HttpContext, name: string, task: () => Promise<unknown>) {
  const response = ctx.response.response
  const run = async () => {
    try {
      await task()
    } catch (error) {
      logger.error({ err: error, task: name }, 'work after the response failed')
    }
  }
  const done = new Promise<void>((resolve) => {
    const start = () => void run().then(resolve)
    // 'close' follows 'finish' for a written response, and also fires when
    // the client went away: the work is done either way.
    if (response.writableFinished || response.destroyed) start()
    else response.once('close', start)
  })
  pending.add(done)
  void done.then(() => pending.delete(done))
}

/**
 * Resolves when every task started so far has finished. Tests await it
 * after each request (tests/plugins/after_response.ts), so a mail fake
 * sees the mail before the test looks.
 */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size) {
    await Promise.all([...pending])
  }
}
