import { createSign } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'

export type PushMessage = { title: string; body: string; link: string | null }
export type PushTarget = { token: string } | { topic: string }
export type PushResult =
  { ok: true; id: string } | { ok: false; unregistered: boolean; error: string; retryable: boolean }

/** One way to deliver a push: the log (default) or Firebase Cloud Messaging. */
export interface PushDriver {
  readonly name: 'log' | 'fcm'
  send(target: PushTarget, message: PushMessage): Promise<PushResult>
}

/** Development and tests: the push is written to the log and counted as delivered. */
export class LogPushDriver implements PushDriver {
  readonly name = 'log' as const
  sent: Array<{ target: PushTarget; message: PushMessage }> = []

  async send(target: PushTarget, message: PushMessage): Promise<PushResult> {
    this.sent.push({ target, message })
    logger.info({ target: 'topic' in target ? { topic: target.topic } : 'token', message }, 'push')
    return { ok: true, id: `log-${this.sent.length}` }
  }
}

export type FcmCredentials = { projectId: string; clientEmail: string; privateKey: string }

const TOKEN_URL = 'https://oauth2.googleapis.com/token'
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/**
 * FCM HTTP v1 (`POST /v1/projects/{id}/messages:send`) with an OAuth token
 * obtained from a service-account JWT signed here with node:crypto (RS256):
 * no firebase-admin and its dependency tree (docs/architecture.md "Mail and push" explains the choice).
 * The access token is cached until a minute before it expires.
 */
export class FcmPushDriver implements PushDriver {
  readonly name = 'fcm' as const
  #accessToken: { value: string; expiresAt: number } | null = null
  /** One token request at a time: parallel sends wait for the same answer. */
  #fetching: Promise<string> | null = null

  constructor(private credentials: FcmCredentials) {}

  assertion(nowSeconds = Math.floor(Date.now() / 1000)): string {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
    const claims = base64url(
      JSON.stringify({
        iss: this.credentials.clientEmail,
        scope: SCOPE,
        aud: TOKEN_URL,
        iat: nowSeconds,
        exp: nowSeconds + 3600,
      })
    )
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(this.credentials.privateKey)
    return `${header}.${claims}.${base64url(signature)}`
  }

  async accessToken(): Promise<string> {
    if (this.#accessToken && this.#accessToken.expiresAt > Date.now() + 60_000)
      return this.#accessToken.value
    this.#fetching ??= this.#fetchAccessToken().finally(() => (this.#fetching = null))
    return this.#fetching
  }

  async #fetchAccessToken(): Promise<string> {
    const response = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }),
      signal: AbortSignal.timeout(20_000),
    })
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error?: string
    }
    if (!response.ok || !body.access_token)
      throw new Error(`FCM authentication failed: ${body.error ?? response.status}`)
    this.#accessToken = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    }
    return body.access_token
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushResult> {
    const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(this.credentials.projectId)}/messages:send`
    const payload = {
      message: {
        ...target,
        notification: { title: message.title, body: message.body },
        data: message.link ? { link: message.link } : undefined,
        webpush: message.link ? { fcm_options: { link: message.link } } : undefined,
      },
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'authorization': `Bearer ${await this.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(20_000),
      })
      const body = (await response.json().catch(() => ({}))) as {
        name?: string
        error?: { status?: string; message?: string; details?: Array<{ errorCode?: string }> }
      }
      if (response.ok) return { ok: true, id: body.name ?? '' }
      const code = body.error?.details?.find((detail) => detail.errorCode)?.errorCode
      return {
        ok: false,
        unregistered: code === 'UNREGISTERED' || (response.status === 404 && 'token' in target),
        error: code ?? body.error?.status ?? `HTTP ${response.status}`,
        retryable: response.status === 429 || response.status >= 500,
      }
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
      return {
        ok: false,
        unregistered: false,
        error: error instanceof Error ? `${error.message}${cause}` : String(error),
        retryable: true,
      }
    }
  }
}

/** `fcm` when FCM_DRIVER says so or the service account is configured, else `log`. */
export function pushDriverFromEnv(): PushDriver {
  const credentials = {
    projectId: env.get('FCM_PROJECT_ID') ?? '',
    clientEmail: env.get('FCM_CLIENT_EMAIL') ?? '',
    privateKey: (env.get('FCM_PRIVATE_KEY')?.release() ?? '').replace(/\\n/g, '\n'),
  }
  const configured = Boolean(
    credentials.projectId && credentials.clientEmail && credentials.privateKey
  )
  const wanted = env.get('FCM_DRIVER') ?? (configured ? 'fcm' : 'log')
  if (wanted === 'fcm') {
    if (!configured)
      throw new Error('FCM_DRIVER=fcm needs FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY')
    return new FcmPushDriver(credentials)
  }
  return new LogPushDriver()
}
