import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

const appUrl = env.get('APP_URL')

/**
 * Social sign-in. Without client ids the buttons still render and the
 * provider answers that sign-in is not configured.
 */
const allyConfig = defineConfig({
  google: services.google({
    clientId: env.get('GOOGLE_CLIENT_ID') || '',
    clientSecret: env.get('GOOGLE_CLIENT_SECRET') || '',
    callbackUrl: `${appUrl}/oauth/google/callback`,
    scopes: ['openid', 'email', 'profile'],
  }),
  facebook: services.facebook({
    clientId: env.get('FACEBOOK_CLIENT_ID') || '',
    clientSecret: env.get('FACEBOOK_CLIENT_SECRET') || '',
    callbackUrl: `${appUrl}/oauth/facebook/callback`,
    scopes: ['email', 'public_profile'],
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
