/*
 * `npm run dev`: everything a fresh clone needs, then the dev server.
 *
 * 1. creates .env from .env.example with a freshly generated APP_KEY;
 * 2. creates tmp/ (the SQLite file lives there);
 * 3. runs the migrations;
 * 4. seeds demo data when the database is empty and prints the demo logins;
 * 5. starts `node ace serve --hmr` on http://localhost:3333 and, beside it,
 *    the job worker (`node ace worker`: renewals, dunning, reconcile).
 *
 * Runs on the project's pinned Node (npm puts node_modules/.bin first).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const envFile = join(root, '.env')

if (!existsSync(envFile)) {
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envFile, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('Created .env from .env.example with a new APP_KEY.')
}
mkdirSync(join(root, 'tmp'), { recursive: true })

function ace(args, { inherit = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: root,
      stdio: inherit ? 'inherit' : 'pipe',
      env: process.env,
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ace ${args[0]} exited with ${code}`))
    )
  })
}

try {
  await ace(['migration:run', '--compact-output'])
  await ace(['demo:prepare'])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const server = spawn(process.execPath, ['ace', 'serve', '--hmr'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
const worker = spawn(process.execPath, ['ace', 'worker'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The dev server stops cleanly on SIGINT only; the worker finishes its running jobs.
  process.on(signal, () => {
    server.kill('SIGINT')
    worker.kill('SIGTERM')
  })
}
worker.on('exit', (code, signal) => {
  if (signal !== 'SIGTERM') console.error(`The job worker stopped (${signal ?? code}).`)
})
server.on('exit', (code) => {
  worker.kill('SIGTERM')
  process.exit(code ?? 0)
})
