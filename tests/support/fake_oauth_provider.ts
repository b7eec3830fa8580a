import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  form: Record<string, string>
}

type Handler = (request: RecordedRequest) => { status?: number; json: unknown }

/**
 * A stand-in OAuth provider on 127.0.0.1 and a random port: it answers the
 * token, profile and ID-token endpoints with canned JSON and records every
 * request, so sign-in is tested without the real network.
 */
export class FakeOauthProvider {
  requests: RecordedRequest[] = []
  private routes = new Map<string, Handler>()
  private server: Server | null = null
  baseUrl = ''

  on(path: string, handler: Handler | unknown) {
    this.routes.set(
      path,
      typeof handler === 'function' ? (handler as Handler) : () => ({ json: handler })
    )
    return this
  }

  url(path: string) {
    return `${this.baseUrl}${path}`
  }

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const url = new URL(req.url ?? '/', 'http://127.0.0.1')
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          headers: req.headers,
          body,
          form: Object.fromEntries(new URLSearchParams(body)),
        }
        this.requests.push(recorded)
        const handler = this.routes.get(url.pathname)
        const answer = handler ? handler(recorded) : { status: 404, json: { error: 'not_found' } }
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer.json))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
    return this
  }

  async stop() {
    if (!this.server) return
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
    this.server = null
  }
}
