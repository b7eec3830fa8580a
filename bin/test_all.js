/*
 * `npm test`: lint, format check, type-check, then the unit, functional and browser
 * suites, each in its own process with a time limit. Exits non-zero on any
 * failure, and on a suite that executed no test (Japa exits 0 then).
 *
 *   npm test                            everything
 *   npm test -- --only functional       one suite (no lint/type-check)
 *   npm test -- --skip-static           the three suites only
 *
 * The last line is "Tests: N passed, M failed" for the suites run; the same
 * numbers go to tmp/test-summary.json for .ci/run to add up.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null
const skipStatic = args.includes('--skip-static') || only !== null
const suites = only ? [only] : ['unit', 'functional', 'browser']
const MINUTES = { unit: 5, functional: 20, browser: 30, static: 10 }

function run(label, command, commandArgs, minutes, extraEnv = {}) {
  return new Promise((resolve) => {
    let output = ''
    console.log(`\n── ${label} ──`)
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const timer = setTimeout(() => {
      console.error(`${label}: no result after ${minutes} minutes, stopping it.`)
      child.kill('SIGKILL')
    }, minutes * 60_000)
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        process.stdout.write(chunk)
      })
    }
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, output })
    })
  })
}

// Strip colours before reading Japa's summary line: "Tests  9 passed, 1 failed (10)".
function counts(output) {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const line =
    plain
      .split('\n')
      .reverse()
      .find((entry) => /^\s*Tests\s+/.test(entry)) ?? ''
  const number = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0)
  return {
    passed: number('passed'),
    failed: number('failed'),
    none: /NO TESTS EXECUTED/.test(plain),
  }
}

const node = process.execPath
const failures = []
let passed = 0
let failed = 0

if (!skipStatic) {
  // Boots the app to read the routes: with the test settings, a fresh clone
  // needs no .env for it.
  const codegen = await run('codegen', node, ['ace', 'codegen'], MINUTES.static, {
    NODE_ENV: 'test',
  })
  if (codegen.code !== 0) failures.push('codegen')
  const lint = await run('lint', node, ['node_modules/eslint/bin/eslint.js', '.'], MINUTES.static)
  if (lint.code !== 0) failures.push('lint')
  const format = await run(
    'format',
    node,
    ['node_modules/prettier/bin/prettier.cjs', '--check', '.'],
    MINUTES.static
  )
  if (format.code !== 0) failures.push('format (run `npm run format`)')
  const tsc = 'node_modules/typescript/bin/tsc'
  const server = await run('typecheck (server)', node, [tsc, '--noEmit'], MINUTES.static)
  if (server.code !== 0) failures.push('typecheck (server)')
  const client = await run(
    'typecheck (browser)',
    node,
    [tsc, '--noEmit', '--project', 'inertia/tsconfig.json'],
    MINUTES.static
  )
  if (client.code !== 0) failures.push('typecheck (browser)')
}

for (const suite of suites) {
  const result = await run(`${suite} tests`, node, ['ace', 'test', suite], MINUTES[suite] ?? 20)
  const summary = counts(result.output)
  passed += summary.passed
  failed += summary.failed
  if (summary.none || summary.passed + summary.failed === 0) {
    failures.push(`${suite} (no test executed)`)
  } else if (result.code !== 0 || summary.failed > 0) {
    failures.push(suite)
  }
}

mkdirSync(join(root, 'tmp'), { recursive: true })
writeFileSync(join(root, 'tmp', 'test-summary.json'), JSON.stringify({ passed, failed, failures }))
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length ? 1 : 0)
