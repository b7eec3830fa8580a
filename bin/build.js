/*
 * `npm run build`: the production build, from a fresh clone.
 *
 * 1. generates the typed route registry (.adonisjs/client/registry) that
 *    inertia/client.ts imports. Code generation boots the app, which needs a
 *    complete environment; it runs with the committed test settings
 *    (.env.test) because the routes do not depend on the environment, so the
 *    build needs no .env and no secret;
 * 2. `node ace build`: TypeScript and the Vite bundles (browser + SSR) into build/;
 * 3. writes a gzip and a brotli copy next to every compressible built asset,
 *    so that the app (and nginx with gzip_static) sends them without
 *    compressing on each request.
 *
 * Runs on the project's pinned Node (npm puts node_modules/.bin first).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join, extname } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function ace(args, env) {
  const result = spawnSync(process.execPath, ['ace', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    console.error(`ace ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

ace(['codegen'], { NODE_ENV: 'test' })
ace(['build'], {})

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.txt',
  '.xml',
  '.map',
])
const assets = join(root, 'build', 'public', 'assets')
let count = 0
let before = 0
let after = 0

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      walk(path)
    } else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= 1024) {
      const body = readFileSync(path)
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      writeFileSync(`${path}.br`, br)
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
      count += 1
      before += body.length
      after += br.length
    }
  }
}

if (existsSync(assets)) {
  walk(assets)
  console.log(
    `Precompressed ${count} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`
  )
}
