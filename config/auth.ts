import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import { tokensGuard, tokensUserProvider } from '@adonisjs/auth/access_tokens'
import { liveUserProvider } from '#support/live_user_provider'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      // Never loads a deleted (anonymised) user, whatever the session says.
      provider: liveUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    // The member app's bearer tokens (device registration for push).
    member_api: tokensGuard({
      provider: tokensUserProvider({
        tokens: 'apiTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
