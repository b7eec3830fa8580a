import { test } from '@japa/runner'
import { HttpContextFactory, RequestFactory } from '@adonisjs/core/factories/http'
import { LineDriver, type LineDriverConfig } from '../../app/ally/line_driver.js'
import { FakeOauthProvider } from '#tests/support/fake_oauth_provider'

function driverFor(url: string, config: LineDriverConfig) {
  const request = new RequestFactory().merge({ url }).create()
  const ctx = new HttpContextFactory().merge({ request }).create()
  return new LineDriver(ctx, config)
}

test.group('LINE Login driver (SPEC §2.7)', (group) => {
  const provider = new FakeOauthProvider()
  let config: LineDriverConfig

  group.setup(async () => {
    await provider.start()
  })
  group.teardown(() => provider.stop())
  group.each.setup(() => {
    provider.requests = []
    config = {
      clientId: '1650000000',
      clientSecret: 'line-secret',
      callbackUrl: 'http://localhost:3411/oauth/line/callback',
      accessTokenUrl: provider.url('/oauth2/v2.1/token'),
      userInfoUrl: provider.url('/v2/profile'),
      verifyIdTokenUrl: provider.url('/oauth2/v2.1/verify'),
    }
    provider
      .on('/oauth2/v2.1/token', {
        access_token: 'line-access-token',
        token_type: 'Bearer',
        expires_in: 2592000,
        refresh_token: 'line-refresh',
        scope: 'profile openid email',
        id_token: 'header.payload.signature',
      })
      .on('/v2/profile', {
        userId: 'U4af4980629',
        displayName: 'Anan Line',
        pictureUrl: 'https://profile.line-scdn.net/abc',
      })
      .on('/oauth2/v2.1/verify', {
        iss: 'https://access.line.me',
        sub: 'U4af4980629',
        aud: '1650000000',
        email: 'anan@example.com',
      })
  })

  test('[spec 2.7] the redirect goes to LINE with code flow, client id, callback and scopes', async ({
    assert,
  }) => {
    const driver = driverFor('/oauth/line/redirect', config)
    const url = new URL(await driver.redirectUrl())
    assert.equal(url.origin + url.pathname, 'https://access.line.me/oauth2/v2.1/authorize')
    assert.equal(url.searchParams.get('response_type'), 'code')
    assert.equal(url.searchParams.get('client_id'), '1650000000')
    assert.equal(url.searchParams.get('redirect_uri'), config.callbackUrl)
    assert.equal(url.searchParams.get('scope'), 'profile openid email')
  })

  test('[spec 2.7] the callback exchanges the code, reads the profile and the email of the verified ID token', async ({
    assert,
  }) => {
    const driver = driverFor('/oauth/line/callback?code=auth-code-1&state=s', config).stateless()
    const user = await driver.user()
    assert.equal(user.id, 'U4af4980629')
    assert.equal(user.name, 'Anan Line')
    assert.equal(user.email, 'anan@example.com')
    assert.equal(user.emailVerificationState, 'verified')
    assert.equal(user.avatarUrl, 'https://profile.line-scdn.net/abc')
    assert.equal(user.token.token, 'line-access-token')

    const [token, profile, verify] = provider.requests
    assert.equal(token.path, '/oauth2/v2.1/token')
    assert.equal(token.form.grant_type, 'authorization_code')
    assert.equal(token.form.code, 'auth-code-1')
    assert.equal(token.form.client_secret, 'line-secret')
    assert.equal(profile.path, '/v2/profile')
    assert.equal(profile.headers.authorization, 'Bearer line-access-token')
    assert.equal(verify.path, '/oauth2/v2.1/verify')
    assert.equal(verify.form.id_token, 'header.payload.signature')
    assert.equal(verify.form.client_id, '1650000000')
  })

  test('[spec 2.7] an ID token for another channel or a refused one gives no email', async ({
    assert,
  }) => {
    provider.on('/oauth2/v2.1/verify', {
      sub: 'U4af4980629',
      aud: 'another-channel',
      email: 'anan@example.com',
    })
    const driver = driverFor('/oauth/line/callback?code=c', config).stateless()
    const user = await driver.user()
    assert.isNull(user.email)
    assert.equal(user.emailVerificationState, 'unsupported')

    provider.on('/oauth2/v2.1/verify', () => ({ status: 400, json: { error: 'invalid_request' } }))
    const again = await driverFor('/oauth/line/callback?code=c', config).stateless().user()
    assert.isNull(again.email)
  })

  test('[spec 2.7] a declined consent is reported as access denied; a missing state is a mismatch', async ({
    assert,
  }) => {
    const denied = driverFor('/oauth/line/callback?error=access_denied&state=x', config)
    assert.isTrue(denied.accessDenied())
    assert.isTrue(denied.hasError())
    const noState = driverFor('/oauth/line/callback?code=c&state=forged', config)
    assert.isTrue(noState.stateMisMatch())
    assert.isFalse(noState.accessDenied())
  })
})
