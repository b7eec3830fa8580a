// Signs in as the demo admin and times GET /admin/dashboard as Inertia JSON.
import { signInStaff } from './lib/staff_session.mjs'

const base = process.argv[2]
const admin = await signInStaff(base, 'admin@lexpat.test')

async function once(path, prop) {
  const { ms, status, props } = await admin.visit(path)
  if (status !== 200 || !props?.[prop]) throw new Error(`${path} answered ${status}`)
  return ms
}
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

// The dashboard beside a page of the same shell with no user counting
// (one row of a near-empty list): the difference is what the counts cost.
for (const [path, prop] of [
  ['/admin/dashboard', 'stats'],
  ['/admin/subscribers?size=1', 'list'],
]) {
  for (let i = 0; i < 5; i++) await once(path, prop) // warm-up (first compile, first count)
  const serial = []
  for (let i = 0; i < 100; i++) serial.push(await once(path, prop))
  serial.sort((a, b) => a - b)
  console.log(`${path}`)
  console.log(
    `  one at a time (100): median ${pct(serial, 50).toFixed(1)} ms, p95 ${pct(serial, 95).toFixed(1)} ms`
  )
  const concurrent = []
  const started = performance.now()
  for (let round = 0; round < 10; round++) {
    concurrent.push(...(await Promise.all(Array.from({ length: 32 }, () => once(path, prop)))))
  }
  const seconds = (performance.now() - started) / 1000
  concurrent.sort((a, b) => a - b)
  console.log(
    `  32 at a time (320):  median ${pct(concurrent, 50).toFixed(1)} ms, p99 ${pct(concurrent, 99).toFixed(1)} ms, ${(320 / seconds).toFixed(0)} requests/s`
  )
}
