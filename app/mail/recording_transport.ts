import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import emailRecorder from '#services/mail/email_recorder'

type Factory = () => MailTransportContract

/**
 * Wraps a transport so that a message it fails to send is recorded as
 * `failed` in email_histories (issue 14); the 'mail:sent' event records the
 * rest. The error is re-thrown: the caller decides what a failure means.
 */
export function recording(
  name: string,
  inner: Factory | ConfigProvider<Factory>
): ConfigProvider<Factory> {
  return configProvider.create(async (app) => {
    const factory = typeof inner === 'function' ? inner : await inner.resolver(app)
    return () => {
      const transport = factory()
      return {
        async send(message: NodeMailerMessage, config?: unknown) {
          try {
            return await transport.send(message, config)
          } catch (error) {
            void emailRecorder.record({
              message,
              mailerName: name,
              status: 'failed',
              error: error instanceof Error ? error.message : String(error),
            })
            throw error
          }
        },
        close: transport.close ? () => transport.close!() : undefined,
      }
    }
  })
}
