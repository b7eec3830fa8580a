import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver } from '@adonisjs/ally'
import type {
  AllyUserContract,
  ApiRequestContract,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'

/**
 * LINE Login v2.1 (OAuth 2.0 with OpenID Connect) for Ally, which ships no
 * LINE driver. Built like Ally's own drivers: the profile comes from the
 * profile endpoint, the email address from the ID token, which LINE's
 * verify endpoint checks (signature, audience and expiry) for us.
 *
 * @see https://developers.line.biz/en/docs/line-login/integrate-line-login/
 */
export type LineScopes = 'profile' | 'openid' | 'email'

export type LineToken = {
  token: string
  type: string
  expiresIn: number
  expiresAt: Date
  refreshToken: string
  idToken: string | null
  scope: string
}

export type LineDriverConfig = Oauth2DriverConfig & {
  scopes?: LineScopes[]
  /** Overridable endpoints: tests point them at a local fake provider. */
  userInfoUrl?: string
  verifyIdTokenUrl?: string
  /** LINE's consent screen: 'consent' asks again even when already granted. */
  prompt?: 'consent'
  /** Show the "add as friend" option for the LINE Official Account. */
  botPrompt?: 'normal' | 'aggressive'
}

/** The claims of LINE's verified ID token that we read. */
type LineIdTokenClaims = {
  sub: string
  aud: string
  name?: string
  picture?: string
  email?: string
}

export class LineDriver extends Oauth2Driver<LineToken, LineScopes> {
  protected authorizeUrl = 'https://access.line.me/oauth2/v2.1/authorize'
  protected accessTokenUrl = 'https://api.line.me/oauth2/v2.1/token'
  protected userInfoUrl = 'https://api.line.me/v2/profile'
  protected verifyIdTokenUrl = 'https://api.line.me/oauth2/v2.1/verify'

  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'line_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  constructor(
    ctx: HttpContext,
    public config: LineDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<LineScopes>) {
    request.scopes(this.config.scopes || ['profile', 'openid', 'email'])
    request.param('response_type', 'code')
    if (this.config.prompt) request.param('prompt', this.config.prompt)
    if (this.config.botPrompt) request.param('bot_prompt', this.config.botPrompt)
  }

  /** LINE answers `error=access_denied` (older apps: `ACCESS_DENIED`) when the user declines. */
  accessDenied(): boolean {
    const error = this.getError()
    return typeof error === 'string' && error.toLowerCase() === 'access_denied'
  }

  async accessToken(callback?: (request: ApiRequestContract) => void): Promise<LineToken> {
    const token = await super.accessToken(callback)
    return { ...token, idToken: (token as { id_token?: string }).id_token ?? null }
  }

  protected getAuthenticatedRequest(url: string, token: string) {
    const request = this.httpClient(url)
    request.header('Authorization', `Bearer ${token}`)
    request.header('Accept', 'application/json')
    request.parseAs('json')
    return request
  }

  /** The display name and picture of the LINE account. */
  protected async getUserInfo(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.getAuthenticatedRequest(this.config.userInfoUrl || this.userInfoUrl, token)
    if (typeof callback === 'function') callback(request)
    const body = (await request.get()) as {
      userId: string
      displayName: string
      pictureUrl?: string
      statusMessage?: string
    }
    return body
  }

  /**
   * Asks LINE to check the ID token and hands back its claims; null when
   * there is none (the `openid` scope was not granted) or LINE refuses it.
   */
  protected async verifyIdToken(idToken: string | null): Promise<LineIdTokenClaims | null> {
    if (!idToken) return null
    const request = this.httpClient(this.config.verifyIdTokenUrl || this.verifyIdTokenUrl)
    request.field('id_token', idToken)
    request.field('client_id', this.config.clientId)
    request.header('Accept', 'application/json')
    request.parseAs('json')
    try {
      const claims = (await request.post()) as LineIdTokenClaims
      return claims && claims.aud === this.config.clientId ? claims : null
    } catch {
      return null
    }
  }

  protected toAllyUser(
    profile: Awaited<ReturnType<LineDriver['getUserInfo']>>,
    claims: LineIdTokenClaims | null
  ) {
    // An address in a token LINE itself verified is one the LINE account
    // confirmed when it was registered; LINE sends none otherwise.
    const email = claims && claims.sub === profile.userId ? (claims.email ?? null) : null
    return {
      id: profile.userId,
      nickName: profile.displayName,
      name: profile.displayName,
      email,
      emailVerificationState: email ? ('verified' as const) : ('unsupported' as const),
      avatarUrl: profile.pictureUrl ?? null,
      original: { profile, idToken: claims },
    }
  }

  async user(
    callback?: (request: ApiRequestContract) => void
  ): Promise<AllyUserContract<LineToken>> {
    const token = await this.accessToken(callback)
    const profile = await this.getUserInfo(token.token, callback)
    const claims = await this.verifyIdToken(token.idToken)
    return { ...this.toAllyUser(profile, claims), token }
  }

  async userFromToken(
    token: string,
    callback?: (request: ApiRequestContract) => void
  ): Promise<AllyUserContract<{ token: string; type: 'bearer' }>> {
    const profile = await this.getUserInfo(token, callback)
    return { ...this.toAllyUser(profile, null), token: { token, type: 'bearer' as const } }
  }
}

/** The factory Ally's config takes, as `services.google(...)` returns for its drivers. */
export function lineService(config: LineDriverConfig) {
  return (ctx: HttpContext) => new LineDriver(ctx, config)
}
