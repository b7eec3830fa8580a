/*
 * Outage tests (DESIGN §11): a private redis-server on a free port, and the
 * app started as a separate web process pointed at it, so a test can stop
 * and start Redis under a running server. The shared Redis on 6379 is never
 * touched.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Polls `probe` until it is true, up to `ms` (a bounded wait, not a sleep). */
export async function waitFor(probe: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`gave up waiting for ${what} after ${ms} ms`)
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** A redis-server of our own: its own port and directory. */
export class PrivateRedis {
  #process: ChildProcess | null = null
  readonly dir = mkdtempSync(join(tmpdir(), 'lexpat-redis-'))
  constructor(readonly port: number) {}

  get running() {
    return this.#process !== null
  }

  async start() {
    if (this.#process) return
    this.#process = spawn(
      'redis-server',
      // Saved to its directory on shutdown and read back at start, like a production Redis.
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '3600 1', '--dir', this.dir],
      { cwd: this.dir, stdio: 'ignore' }
    )
    const child = this.#process
    // Our own process must be the one answering (not one left on the port).
    await waitFor(
      async () => child.exitCode === null && (await this.#answers()),
      10_000,
      `redis-server on ${this.port}`
    )
  }

  /**
   * Stops the server (SIGTERM to our own process: it saves, then exits) and
   * waits until it has exited; SIGKILL if it has not within 10 s.
   */
  async stop() {
    const child = this.#process
    this.#process = null
    if (!child) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await stopped(child)
    clearTimeout(timer)
  }

  async dispose() {
    await this.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }

  #answers(): Promise<boolean> {
    return new Promise((resolve) => {
      // A raw PING over TCP: the test needs no Redis client of its own.
      import('node:net').then(({ connect }) => {
        const socket = connect(this.port, '127.0.0.1')
        socket.setTimeout(500)
        socket.once('connect', () => socket.write('PING\r\n'))
        socket.once('data', (data) => {
          socket.destroy()
          resolve(data.toString().startsWith('+PONG'))
        })
        socket.once('error', () => resolve(false))
        socket.once('timeout', () => {
          socket.destroy()
          resolve(false)
        })
      })
    })
  }
}

/** The app as its own web process (bin/server.ts), with extra environment. */
export class AppProcess {
  #process: ChildProcess | null = null
  output = ''
  constructor(
    readonly port: number,
    readonly env: Record<string, string>
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  async start() {
    this.#process = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: app.makePath(),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        APP_URL: this.url,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [this.#process.stdout!, this.#process.stderr!]) {
      stream.on('data', (chunk) => {
        this.output = (this.output + chunk.toString()).slice(-20_000)
      })
    }
    await waitFor(
      async () => {
        const live = await fetch(`${this.url}/health`)
        return live.status === 200
      },
      60_000,
      `the app on ${this.port}`
    )
  }

  async stop() {
    const child = this.#process
    this.#process = null
    if (!child) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await stopped(child)
    clearTimeout(timer)
  }
}

/** A browser-like client: keeps cookies, sends the XSRF token, never follows redirects. */
export class Visitor {
  #cookies = new Map<string, string>()
  constructor(readonly base: string) {}

  async request(
    method: string,
    path: string,
    { headers = {}, form }: { headers?: Record<string, string>; form?: Record<string, string> } = {}
  ) {
    const all: Record<string, string> = { ...headers }
    if (this.#cookies.size > 0) {
      all.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf && method !== 'GET') all['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: string | undefined
    if (form) {
      body = new URLSearchParams(form).toString()
      all['content-type'] = 'application/x-www-form-urlencoded'
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: all,
      body,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  /** Starts a session and gets the CSRF token, as the browser does before its first form post. */
  async prepare() {
    await this.request('GET', '/csrf')
  }
}
