import { createServer, type IncomingHttpHeaders, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CompletionRequest = { path: string; headers: IncomingHttpHeaders; body: any }

type Reply = (response: ServerResponse) => void

/** A streamed chat completion, one `data:` event per piece of text, as OpenAI sends it. */
export function streamed(pieces: string[]): Reply {
  return (response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1_780_000_000,
        model: 'test-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`
    response.write(chunk({ role: 'assistant', content: '' }, null))
    for (const piece of pieces) response.write(chunk({ content: piece }, null))
    response.write(chunk({}, 'stop'))
    response.end('data: [DONE]\n\n')
  }
}

/** An error answer; `retry-after-ms` keeps the client's backoff short in tests. */
export function failure(status: number): Reply {
  return (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'retry-after-ms': '5' })
    response.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }))
  }
}

/**
 * A stand-in OpenAI-compatible server on 127.0.0.1 and a random port:
 * `POST /v1/chat/completions` answers the queued replies in order (the
 * last one again once the queue is down to it) and records every request.
 * The assistant is tested against it, never the network.
 */
export class FakeOpenAi {
  requests: CompletionRequest[] = []
  #replies: Reply[] = []
  #server: Server | null = null
  baseUrl = ''

  reply(...replies: Reply[]) {
    this.#replies = replies
    return this
  }

  async start() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        this.requests.push({
          path: request.url ?? '',
          headers: request.headers,
          body: text ? JSON.parse(text) : null,
        })
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404).end()
          return
        }
        const reply = this.#replies.length > 1 ? this.#replies.shift()! : this.#replies[0]
        if (reply) reply(response)
        else response.writeHead(500).end()
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.baseUrl = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/v1`
    return this
  }

  async stop() {
    if (!this.#server) return
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server!.close(() => resolve()))
    this.#server = null
  }
}
