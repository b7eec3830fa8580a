import { test } from '@japa/runner'
import { RoleSlug, roleIdFor } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { socialProviders } from '#config/ally'
import { FakeOauthProvider } from '#tests/support/fake_oauth_provider'
import User from '#models/user'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'

async function sessionCollection() {
  const config = await configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
  return new SessionCollection(config!)
}

const STATE = 'state-from-the-redirect'

/**
 * Google, Facebook and LINE pointed at one local fake provider; the
 * settings are restored after each test.
 */
function intercept(provider: FakeOauthProvider) {
  const saved = structuredClone(socialProviders)
  Object.assign(socialProviders.google, {
    clientId: 'google-client',
    clientSecret: 'google-secret',
    accessTokenUrl: provider.url('/google/token'),
    userInfoUrl: provider.url('/google/userinfo'),
  })
  Object.assign(socialProviders.facebook, {
    clientId: 'facebook-client',
    clientSecret: 'facebook-secret',
    accessTokenUrl: provider.url('/facebook/token'),
    userInfoUrl: provider.url('/facebook/me'),
  })
  Object.assign(socialProviders.line, {
    clientId: 'line-client',
    clientSecret: 'line-secret',
    accessTokenUrl: provider.url('/line/token'),
    userInfoUrl: provider.url('/line/profile'),
    verifyIdTokenUrl: provider.url('/line/verify'),
  })
  return () => {
    for (const name of ['google', 'facebook', 'line'] as const) {
      for (const key of Object.keys(socialProviders[name])) {
        delete (socialProviders[name] as Record<string, unknown>)[key]
      }
      Object.assign(socialProviders[name], saved[name])
    }
  }
}

test.group('Social sign-in with Google, Facebook and LINE (SPEC §2.7)', (group) => {
  useDatabase(group)
  const provider = new FakeOauthProvider()
  let restore: () => void = () => {}

  group.setup(async () => {
    await provider.start()
  })
  group.teardown(() => provider.stop())
  group.each.setup(() => {
    provider.requests = []
    provider
      .on('/google/token', {
        access_token: 'g-token',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: 'x',
      })
      .on('/google/userinfo', {
        sub: 'google-uid-1',
        name: 'Kanya Google',
        email: 'Kanya@Example.com',
        email_verified: true,
        picture: 'https://example.com/k.png',
      })
      .on('/facebook/token', { access_token: 'fb-token', token_type: 'bearer', expires_in: 3600 })
      .on('/facebook/me', { id: 'fb-uid-1', name: 'Kanya Facebook', email: 'kanya@example.com' })
      .on('/line/token', {
        access_token: 'l-token',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: 'id.jwt.sig',
      })
      .on('/line/profile', { userId: 'U-line-1', displayName: 'Kanya LINE' })
      .on('/line/verify', { sub: 'U-line-1', aud: 'line-client', email: 'kanya@example.com' })
    restore = intercept(provider)
  })
  group.each.teardown(() => restore())

  const callback = (client: any, name: string, query = `code=abc&state=${STATE}`) =>
    client
      .get(`/oauth/${name}/callback?${query}`)
      .withEncryptedCookie(`${name === 'facebook' ? 'facebok' : name}_oauth_state`, STATE)
      .redirects(0)

  test('[spec 2.7] the redirect sends the visitor to the provider with a state cookie', async ({
    client,
    assert,
  }) => {
    for (const [name, host] of [
      ['google', 'accounts.google.com'],
      ['facebook', 'www.facebook.com'],
      ['line', 'access.line.me'],
    ]) {
      const response = await client.get(`/oauth/${name}/redirect`).redirects(0)
      response.assertStatus(302)
      const location = new URL(String(response.header('location')))
      assert.equal(location.host, host)
      assert.isNotEmpty(location.searchParams.get('state'))
    }
    assert.lengthOf(provider.requests, 0)
  })

  test('[spec 2.7] a new Google user becomes a verified member and continues to personal info', async ({
    client,
    assert,
  }) => {
    const response = await callback(client, 'google')
    response.assertHeader('location', '/get-started/personal-info')
    const user = await User.findByOrFail('email', 'kanya@example.com')
    assert.equal(user.googleId, 'google-uid-1')
    assert.equal(user.roleId, roleIdFor(RoleSlug.USER))
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNull(user.password)
    response.assertSession('auth_web', user.id)
    const token = provider.requests.find((request) => request.path === '/google/token')!
    assert.equal(token.form.code, 'abc')
  })

  test('[spec 2.7] LINE links an existing account with the same verified email instead of duplicating it', async ({
    client,
    assert,
  }) => {
    const existing = await createUser(RoleSlug.USER, { email: 'kanya@example.com' })
    const before = await countRows('users')
    const response = await callback(client, 'line')
    response.assertHeader('location', '/settings/profile-details')
    response.assertFlashMessage('success', 'LINE is now linked to your account.')
    response.assertSession('auth_web', existing.id)
    assert.equal(await countRows('users'), before)
    await existing.refresh()
    assert.equal(existing.lineId, 'U-line-1')
    assert.isNotNull(existing.emailVerifiedAt)
  })

  test('[spec 2.7] an already linked account simply signs in', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.USER, {
      email: 'other@example.com',
      googleId: 'google-uid-1',
    })
    const response = await callback(client, 'google')
    response.assertHeader('location', '/settings/profile-details')
    response.assertSession('auth_web', user.id)
    // Tagged with the user id like every sign-in, so it can be listed and ended.
    const collection = await sessionCollection()
    const tagged = await collection.tagged(String(user.id))
    assert.include(
      tagged.map((session) => session.id),
      response.cookie('lexpat-session')?.value
    )
  })

  test('[spec 2.7] an email the provider did not verify never takes over an existing account', async ({
    client,
    assert,
  }) => {
    const existing = await createUser(RoleSlug.USER, { email: 'kanya@example.com' })
    // Facebook sent no "verified" flag for this address.
    const response = await callback(client, 'facebook')
    response.assertHeader('location', '/login')
    response.assertSessionMissing('auth_web')
    await existing.refresh()
    assert.isNull(existing.facebookId)
    response.assertFlashMessage(
      'error',
      'An account with this email already exists. Sign in with your password first; Facebook did not confirm the address, so we cannot link it automatically.'
    )
  })

  test('[spec 2.7] a new Facebook user with an unverified email is created unverified', async ({
    client,
    assert,
  }) => {
    provider.on('/facebook/me', {
      id: 'fb-uid-2',
      name: 'Arthit',
      email: 'arthit@example.com',
      verified: false,
    })
    const response = await callback(client, 'facebook')
    response.assertHeader('location', '/get-started/personal-info')
    const user = await User.findByOrFail('email', 'arthit@example.com')
    assert.equal(user.facebookId, 'fb-uid-2')
    assert.isNull(user.emailVerifiedAt)
  })

  test('[spec 8] a cancelled consent or a state mismatch goes back to login with a message and creates nothing', async ({
    client,
    assert,
  }) => {
    const before = await countRows('users')
    const denied = await callback(client, 'google', `error=access_denied&state=${STATE}`)
    denied.assertHeader('location', '/login')
    denied.assertFlashMessage('error', 'Google sign-in was cancelled. Nothing was changed.')

    const forged = await client
      .get('/oauth/line/callback?code=abc&state=forged')
      .withEncryptedCookie('line_oauth_state', STATE)
      .redirects(0)
    forged.assertHeader('location', '/login')
    forged.assertFlashMessage(
      'error',
      'The LINE sign-in took too long or was started in another window. Please try again.'
    )
    assert.equal(await countRows('users'), before)
    assert.lengthOf(provider.requests, 0)
  })

  test('[spec 8] a provider that fails at the token exchange gives a message, not a 500', async ({
    client,
    assert,
  }) => {
    provider.on('/google/token', () => ({ status: 400, json: { error: 'invalid_grant' } }))
    const response = await callback(client, 'google')
    response.assertHeader('location', '/login')
    response.assertFlashMessage('error', 'Google did not complete the sign-in. Please try again.')
    assert.isNull(await User.findBy('email', 'kanya@example.com'))
  })

  test('[spec 8] an unconfigured provider answers that sign-in is not available right now', async ({
    client,
  }) => {
    socialProviders.facebook.clientId = ''
    const response = await client
      .get('/oauth/facebook/redirect')
      .header('referer', '/login')
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    response.assertFlashMessage(
      'error',
      'Facebook sign-in is not available right now. Please sign in with your email and password.'
    )
  })

  test('[spec 2.7] any other provider is a 404', async ({ client }) => {
    const response = await client.get('/oauth/github/redirect').redirects(0)
    response.assertStatus(404)
  })
})
