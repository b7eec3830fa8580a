#!/usr/bin/env node
/**
 * Production pages hydrate (.ci/production_smoke.sh): each page opens in
 * Debian's Chromium as a first visit, its scripts load after the first paint
 * (#support/module_loader), React hydrates it (`html[data-hydrated]`, set by
 * inertia/lib/hydration_marker.tsx), no script is fetched twice, and nothing
 * is logged as an error (a script the policy refuses, a hydration mismatch).
 *
 *   node .ci/production_hydration.mjs <base URL> [path …]
 *
 * Exits 1 naming each page that failed.
 */
import { chromium } from 'playwright'

const [base, ...given] = process.argv.slice(2)
const paths = given.length
  ? given
  : ['/', '/?lang=th', '/view-plans', '/resources/contact-us', '/get-started', '/login']
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
let failed = 0
for (const path of paths) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  const fetched = new Map()
  page.on('request', (request) => {
    const url = request.url()
    if (/\/assets\/.*\.js$/.test(url)) fetched.set(url, (fetched.get(url) ?? 0) + 1)
  })
  try {
    await page.goto(base + path)
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 })
  } catch (error) {
    problems.push(`not hydrated: ${error.message.split('\n')[0]}`)
  }
  const twice = [...fetched].filter(([, times]) => times > 1).map(([url]) => url)
  if (twice.length) problems.push(`fetched twice: ${twice.join(', ')}`)
  if (fetched.size === 0) problems.push('no script fetched')
  if (problems.length) {
    failed++
    console.log(`FAIL ${path}\n  ${problems.join('\n  ')}`)
  } else {
    console.log(`ok   ${path} hydrated (${fetched.size} scripts, each fetched once)`)
  }
  await context.close()
}
await browser.close()
process.exit(failed ? 1 : 0)
