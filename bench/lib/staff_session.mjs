/**
 * One signed-in staff session over HTTP, as the admin list benchmarks use
 * it: its own cookie jar (session, XSRF), the Inertia version, and timed
 * requests for an Inertia page and for the first lines of a CSV download.
 */
export const STAFF_PASSWORD = 'Lexpat-demo-2026'

/** A request still unanswered after this long is given up and counted as `timeout`. */
export const REQUEST_TIMEOUT_MS = 30_000

/** `{ ms, status: 'timeout' }` when the request gave up, else the request's own result. */
async function timed(start, run) {
  try {
    return await run(AbortSignal.timeout(REQUEST_TIMEOUT_MS))
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error
    return { ms: performance.now() - start, status: 'timeout', props: null, rows: 0 }
  }
}

export async function signInStaff(base, email, password = STAFF_PASSWORD) {
  const jar = new Map()
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }

  let response = await fetch(`${base}/admin/login`, { headers: { 'x-inertia': 'true' } })
  keep(response)
  await response.arrayBuffer()
  const version = response.headers.get('x-inertia-version')
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'cookie': cookieHeader(), 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  })
  keep(response)
  await response.arrayBuffer()
  if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}`)

  // The once props (translation bundles) a browser holds after its first page: it
  // names them on every visit and the server leaves them out, as Inertia's client does.
  const held = new Set()
  const inertiaHeaders = () => ({
    'cookie': cookieHeader(),
    'x-inertia': 'true',
    ...(version ? { 'x-inertia-version': version } : {}),
    ...(held.size > 0 ? { 'x-inertia-except-once-props': [...held].join(',') } : {}),
  })

  return {
    email,

    /**
     * An Inertia visit: `{ ms, status, props }` (props null unless 200).
     * Never throws on a status: a 403 tells the caller the role does not see the page.
     */
    async visit(path) {
      const start = performance.now()
      return timed(start, async (signal) => {
        const res = await fetch(`${base}${path}`, {
          headers: inertiaHeaders(),
          redirect: 'manual',
          signal,
        })
        keep(res)
        const body = res.status === 200 ? await res.json() : (await res.arrayBuffer(), null)
        for (const key of Object.keys(body?.onceProps ?? {})) held.add(key)
        return { ms: performance.now() - start, status: res.status, props: body?.props ?? null }
      })
    },

    /** Time until `lines` CSV lines arrived (the download is then cancelled), or the whole file. */
    async csv(path, lines = Infinity) {
      const start = performance.now()
      return timed(start, (signal) => readCsv(path, lines, start, signal))
    },
  }

  async function readCsv(path, lines, start, signal) {
    const res = await fetch(`${base}${path}`, {
      headers: { cookie: cookieHeader() },
      redirect: 'manual',
      signal,
    })
    if (res.status !== 200) {
      await res.arrayBuffer()
      return { ms: performance.now() - start, status: res.status, rows: 0 }
    }
    const decoder = new TextDecoder()
    let seen = 0
    const reader = res.body.getReader()
    while (seen <= lines) {
      const { done, value } = await reader.read()
      if (done) break
      seen += (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length
    }
    const ms = performance.now() - start
    // Enough rows: cancel the rest of the download (the server stops reading the database).
    if (seen > lines) await reader.cancel().catch(() => {})
    return { ms, status: res.status, rows: Math.max(0, seen - 1) }
  }
}

/** The p-th percentile of an ascending array (nearest rank, as the other benches). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
