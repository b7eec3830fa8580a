/*
 * The full fuzz run: every state-changing route, every bad
 * input generated from its validator's schema, in JSON, Inertia and form
 * encodings, as every role the route lets through (all inputs for the
 * first, a sample for the others) and a sample as the roles it refuses.
 *
 *   npm run bench:fuzz                     (about 15,000 requests)
 *   npm run bench:fuzz -- --others=40 --refused=20 --seed=7
 *   npm run bench:fuzz -- --primary=5 --others=1 --refused=1   (a quick look)
 *
 * It migrates and seeds a throwaway SQLite database (tmp/fuzz-bench.sqlite3,
 * with the demo data), starts the app on port 3503 in this process (so the
 * harness can see which validator each route calls and checksum the
 * tables), sends the requests over HTTP and prints: requests sent, 5xx
 * answers (must be 0) and rows changed by refused requests (must be 0).
 * Exits 1 when either is not 0. `LOG_LEVEL=error` shows the server's
 * stack traces.
 */
import 'reflect-metadata'
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ignitor } from '@adonisjs/core'

const root = fileURLToPath(new URL('../', import.meta.url))
const option = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return found ? Number(found.split('=')[1]) : fallback
}
const DATABASE = 'tmp/fuzz-bench.sqlite3'

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: process.env.FUZZ_PORT ?? '3503',
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${process.env.FUZZ_PORT ?? '3503'}`,
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: DATABASE,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  SESSION_DRIVER: process.env.SESSION_DRIVER ?? 'memory',
  LIMITER_STORE: 'memory',
  // Pages (and error pages) render through Vite's dev server, as in the test suite: no build needed.
  DEV_MODE: '1',
})

mkdirSync(`${root}tmp`, { recursive: true })
const removeDatabase = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${root}${DATABASE}${suffix}`, { force: true })
}
removeDatabase()
for (const command of [['migration:run', '--compact-output'], ['db:seed']]) {
  const result = spawnSync(process.execPath, ['ace', ...command], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`ace ${command[0]} failed`)
}

const { appRoot, importer } = await import('../bin/ignitor_options.js')
const ignitor = new Ignitor(appRoot, { importer }).tap((app) => {
  app.booting(async () => {
    await import('#start/env')
  })
})
await ignitor.httpServer().start()

const { default: app } = await import('@adonisjs/core/services/app')
const { default: mail } = await import('@adonisjs/mail/services/main')
const { default: db } = await import('@adonisjs/lucid/services/db')
const { seedDemoData } = await import('#database/seeders/main_seeder')
const { BlogPostFactory, SurveyQuestionFactory } =
  await import('#database/factories/content_factories')
const { default: User } = await import('#models/user')
const { describeReport, fuzz } = await import('#tests/support/fuzz/harness')

let exitCode = 1
try {
  // As in the test suite: one transaction around everything, so that the
  // factories (which query while their own transaction is open) work with
  // SQLite's single pooled connection.
  await db.beginGlobalTransaction()
  await seedDemoData()
  const post = await BlogPostFactory.create()
  const question = await SurveyQuestionFactory.merge({ surveyId: 9003, type: 'rating' }).create()
  await SurveyQuestionFactory.merge({
    surveyId: 9003,
    type: 'checkbox',
    options: ['Email', 'Phone'],
  }).create()
  const member = await User.query().where('email', 'member@lexpat.test').firstOrFail()
  mail.fake()

  const started = Date.now()
  const report = await fuzz({
    baseUrl: process.env.APP_URL!,
    fixtures: { blogSlug: post.slug, surveyId: question.surveyId, memberId: member.id },
    primary: option('primary', 0) || 'all',
    others: option('others', 25),
    refused: option('refused', 10),
    encodings: 'all',
    seed: option('seed', 2026),
    log: (line) => console.log(line),
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log('')
  console.log(`Fuzz run on SQLite, port ${process.env.PORT}, ${seconds} s`)
  for (const line of describeReport(report)) console.log(line)
  exitCode = report.serverErrors.length === 0 && report.rowsChangedByRefused.length === 0 ? 0 : 1
} finally {
  // Kept-alive client sockets can hold the server open: give it 5 seconds.
  await Promise.race([app.terminate(), new Promise((resolve) => setTimeout(resolve, 5000))])
  removeDatabase()
  process.exit(exitCode)
}
