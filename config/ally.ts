import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'
import type { FacebookDriverConfig, GoogleDriverConfig } from '@adonisjs/ally/types'
import { lineService, type LineDriverConfig } from '../app/ally/line_driver.js'

const appUrl = env.get('APP_URL')

/**
 * The settings each driver reads when a sign-in starts. Kept as plain
 * objects so that the endpoints (authorize, token, profile, ID-token
 * verification) can be pointed elsewhere: the tests aim them at a local
 * fake provider instead of the real network.
 */
export const socialProviders = {
  google: {
    clientId: env.get('GOOGLE_CLIENT_ID') || '',
    clientSecret: env.get('GOOGLE_CLIENT_SECRET') || '',
    callbackUrl: `${appUrl}/oauth/google/callback`,
    scopes: ['openid', 'email', 'profile'],
  } satisfies GoogleDriverConfig as GoogleDriverConfig,
  facebook: {
    clientId: env.get('FACEBOOK_CLIENT_ID') || '',
    clientSecret: env.get('FACEBOOK_CLIENT_SECRET') || '',
    callbackUrl: `${appUrl}/oauth/facebook/callback`,
    scopes: ['email', 'public_profile'],
  } satisfies FacebookDriverConfig as FacebookDriverConfig,
  line: {
    clientId: env.get('LINE_CLIENT_ID') || '',
    clientSecret: env.get('LINE_CLIENT_SECRET') || '',
    callbackUrl: `${appUrl}/oauth/line/callback`,
    scopes: ['profile', 'openid', 'email'],
  } satisfies LineDriverConfig as LineDriverConfig,
}

/**
 * Social sign-in. Without client ids the buttons still render and the
 * provider answers that sign-in is not configured.
 */
const allyConfig = defineConfig({
  google: services.google(socialProviders.google),
  facebook: services.facebook(socialProviders.facebook),
  line: lineService(socialProviders.line),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
