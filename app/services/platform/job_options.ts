import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'

/**
 * What every billing job shares: retried with exponential backoff (a
 * gateway or database hiccup), the last 1000 runs kept for the /queue
 * monitor (a week at most), failed runs kept for a retry from there.
 * Names are explicit so that a minified build keeps them.
 */
export function jobOptions(name: string, extra: Partial<JobOptions> = {}): JobOptions {
  return {
    name,
    queue: 'default',
    maxRetries: 5,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: '30s',
        maxDelay: '30m',
        multiplier: 2,
        jitter: true,
      }),
    },
    timeout: '5m',
    removeOnComplete: { count: 1000, age: '7d' },
    removeOnFail: { count: 1000, age: '30d' },
    ...extra,
  }
}
