import type { PluginFn } from '@japa/runner/types'
import { ApiClient } from '@japa/api-client'
import { afterResponseSettled } from '#services/after_response'

/**
 * Mail sent after the response (app/services/after_response.ts) has been
 * sent by the time a test reads the response: every API-client request
 * waits for that work before handing the response back.
 */
export function settleAfterResponse(): PluginFn {
  return () => {
    ApiClient.teardown(() => afterResponseSettled())
  }
}
