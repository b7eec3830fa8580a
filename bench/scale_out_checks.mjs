// The HTTP checks of bench/scale_out.sh, against two web processes (A, B)
// and nginx in front of both. Prints one JSON line per check:
// {"check": "...", "ok": true|false, "detail": "..."}. Every wait is bounded.
//
// Env: WEB_A, WEB_B, PROXY (base URLs), KILL_PID (web process B's pid, for
// the last check), MEMBER_EMAIL, STAFF_EMAIL, PASSWORD, PSQL (a command
// line that runs one SQL statement given as the last argument).
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'

const A = process.env.WEB_A
const B = process.env.WEB_B
const PROXY = process.env.PROXY
const PASSWORD = process.env.PASSWORD ?? 'Lexpat-demo-2026'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function report(check, ok, detail) {
  console.log(JSON.stringify({ check, ok, detail }))
}

function sql(statement) {
  const [command, ...args] = process.env.PSQL.split(' ')
  return execFileSync(command, [...args, statement], { encoding: 'utf8' }).trim()
}

/** A browser-like client: a cookie jar shared across origins (same host, other port). */
class Client {
  cookies = new Map()

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(base, path, { method = 'GET', form, json, headers = {} } = {}) {
    const all = { cookie: this.cookieHeader(), ...headers }
    let body
    if (form) {
      body = new URLSearchParams(form).toString()
      all['content-type'] = 'application/x-www-form-urlencoded'
    }
    if (json) {
      body = JSON.stringify(json)
      all['content-type'] = 'application/json'
    }
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN')) {
      all['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'))
    }
    const response = await fetch(base + path, {
      method,
      body,
      headers: all,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const value = pair.slice(index + 1)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async csrf(base) {
    await this.request(base, '/csrf')
  }
}

async function signIn(client, base, path, email) {
  await client.csrf(base)
  const response = await client.request(base, path, {
    method: 'POST',
    form: { email, password: PASSWORD },
  })
  return response.status
}

// 1. A session started on A is valid on B.
async function sessionCheck() {
  const member = new Client()
  const status = await signIn(member, A, '/login', process.env.MEMBER_EMAIL)
  const onA = await member.request(A, '/settings/member-card')
  const onB = await member.request(B, '/settings/member-card')
  const anonymous = await new Client().request(B, '/settings/member-card')
  report(
    'session started on A is valid on B',
    status === 302 && onA.status === 200 && onB.status === 200 && anonymous.status === 302,
    `sign-in ${status}; member page on A ${onA.status}, on B ${onB.status}; without the cookie ${anonymous.status}`
  )
  return member
}

// 2. A content edit on A shows on B within a second.
async function contentCheck(staff) {
  const question = `Scale-out check ${randomUUID().slice(0, 8)}?`
  // B has the page in its render cache before the edit.
  await fetch(`${B}/faqs/general?lang=en`)
  const warm = await (await fetch(`${B}/faqs/general?lang=en`)).text()
  const created = await staff.request(A, '/admin/faq', {
    method: 'POST',
    form: {
      page_key: 'general',
      question,
      answer: '<p>Answered by the scale-out check.</p>',
      is_published: 'true',
    },
  })
  const saved = Date.now()
  let seenAfter = null
  while (Date.now() - saved < 5000) {
    const page = await (await fetch(`${B}/faqs/general?lang=en`)).text()
    if (page.includes(question)) {
      seenAfter = Date.now() - saved
      break
    }
    await sleep(50)
  }
  report(
    'content edit on A shows on B within 1 s',
    !warm.includes(question) && seenAfter !== null && seenAfter <= 1000,
    `FAQ saved on A (${created.status}); on B after ${seenAfter === null ? '> 5000' : seenAfter} ms`
  )
}

// 3. Rate limits are shared: 5 wrong passwords per account and address,
// alternating A and B, then the 6th is refused wherever it lands.
async function rateLimitCheck() {
  const email = `nobody-${randomUUID().slice(0, 8)}@lexpat.test`
  const statuses = []
  for (let attempt = 1; attempt <= 7; attempt++) {
    const client = new Client()
    const base = attempt % 2 ? A : B
    await client.csrf(base)
    const response = await client.request(base, '/login', {
      method: 'POST',
      json: { email, password: 'wrong-password-1' },
      headers: { accept: 'application/json' },
    })
    statuses.push(response.status)
  }
  const firstRefused = statuses.indexOf(429) + 1
  report(
    'rate limits shared by A and B',
    firstRefused === 6,
    `wrong sign-ins alternating A/B: ${statuses.join(' ')} (first 429 at attempt ${firstRefused || 'never'})`
  )
}

/** Opens the staff console's event stream on `base`; resolves events as they come. */
async function openStream(staff, base) {
  const uid = randomUUID()
  const controller = new AbortController()
  const response = await fetch(`${base}/admin/chat_app/__transmit/events?uid=${uid}`, {
    headers: { cookie: staff.cookieHeader(), accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events = []
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  ;(async () => {
    try {
      while (true) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let index
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, index)
          buffer = buffer.slice(index + 2)
          const data = chunk
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('')
          if (data) events.push(data)
        }
      }
    } catch {}
  })()
  const subscribed = await staff.request(base, '/admin/chat_app/__transmit/subscribe', {
    method: 'POST',
    json: { uid, channel: 'chat/console' },
  })
  return {
    status: response.status,
    subscribed: subscribed.status,
    events,
    close: () => controller.abort(),
  }
}

// 4. Support chat across processes: the staff console's stream is on A, the
// visitor on B. The visitor's message (posted to B) reaches the console on
// A through Redis (transmit); the staff reply (posted to A) reaches the
// visitor polling B.
async function chatCheck(staff) {
  const stream = await openStream(staff, A)
  const opened = await fetch(`${B}/chatGPT?lang=en`)
  const { token } = await opened.json()
  const id = sql(`select id from chat_conversations order by id desc limit 1`)
  const take = await staff.request(A, `/admin/chat_app/conversations/${id}/take`, {
    method: 'POST',
  })
  const text = `visitor ${randomUUID().slice(0, 6)}`
  const sent = await fetch(`${B}/chatroom/send`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: text }),
  })
  const sentAt = Date.now()
  let reached = null
  while (Date.now() - sentAt < 5000) {
    if (stream.events.some((event) => event.includes(text))) {
      reached = Date.now() - sentAt
      break
    }
    await sleep(25)
  }
  const reply = `staff ${randomUUID().slice(0, 6)}`
  const replied = await staff.request(A, `/admin/chat_app/conversations/${id}/messages`, {
    method: 'POST',
    form: { message: reply },
  })
  const polled = await fetch(`${B}/chatroom/messages?after=0`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const visitorSees = (await polled.text()).includes(reply)
  stream.close()
  report(
    'chat: visitor on B ↔ staff console on A',
    stream.status === 200 && reached !== null && visitorSees,
    `stream on A ${stream.status}/subscribe ${stream.subscribed}; take ${take.status}; visitor message on B ${sent.status} reached the console on A via Redis after ${reached === null ? '> 5000' : reached} ms; staff reply on A ${replied.status}, visitor polling B sees it: ${visitorSees}`
  )
}

// 5. Killing one web process mid-load: every GET through nginx answers.
async function killCheck() {
  const started = Date.now()
  const durationMs = 8000
  let sent = 0
  let failed = 0
  const statuses = new Map()
  let killedAt = null
  const worker = async () => {
    while (Date.now() - started < durationMs) {
      const n = sent++
      try {
        // A unique query string: a miss in nginx's micro-cache, so every
        // request reaches a web process.
        const response = await fetch(`${PROXY}/faqs/general?lang=en&n=${n}`, {
          signal: AbortSignal.timeout(15_000),
        })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500) failed++
      } catch {
        failed++
      }
    }
  }
  const killer = (async () => {
    await sleep(2500)
    process.kill(Number(process.env.KILL_PID), 'SIGKILL')
    killedAt = Date.now() - started
  })()
  await Promise.all([...Array.from({ length: 8 }, worker), killer])
  const summary = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ')
  report(
    'one web process killed mid-load: no GET lost',
    failed === 0 && killedAt !== null,
    `${sent} GETs through nginx, web B SIGKILLed at ${killedAt} ms: ${summary}; failed ${failed}`
  )
}

const staff = new Client()
const staffStatus = await signIn(staff, A, '/admin/login', process.env.STAFF_EMAIL)
if (staffStatus !== 302) report('staff sign-in on A', false, `status ${staffStatus}`)
await sessionCheck()
await contentCheck(staff)
await rateLimitCheck()
await chatCheck(staff)
await killCheck()
