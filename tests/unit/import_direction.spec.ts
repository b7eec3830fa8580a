import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { existsSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/**
 * Jobs depend on services, never the reverse through a loop: a service that
 * queues work names the job (app/support/queue_by_name.ts), or the job owns
 * the work. Runtime imports only (`import type` is erased).
 */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(app.makePath(folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(app.makePath(), join(entry.parentPath, entry.name)))
}

async function importGraph() {
  const aliases = JSON.parse(await readFile(app.makePath('package.json'), 'utf8'))
    .imports as Record<string, string>
  const resolve = (from: string, specifier: string) => {
    let path: string | null = null
    if (specifier.startsWith('#')) {
      const alias = Object.keys(aliases).find((key) => specifier.startsWith(key.slice(0, -1)))
      if (!alias) return null
      path = aliases[alias].replace('*', specifier.slice(alias.length - 1)).replace(/^\.\//, '')
    } else if (specifier.startsWith('.')) {
      path = join(dirname(from), specifier)
    } else return null
    path = path.replace(/\.js$/, '')
    return [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((file) =>
      existsSync(app.makePath(file))
    )
  }
  const graph = new Map<string, string[]>()
  for (const file of await sourceFiles('app')) {
    const source = await readFile(app.makePath(file), 'utf8')
    const targets: string[] = []
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue
      const target = resolve(file, match[2] ?? match[3])
      if (target) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** A path from `start` back to itself, or null. */
function loopThrough(graph: Map<string, string[]>, start: string): string[] | null {
  const previous = new Map<string, string>()
  const queue = [...(graph.get(start) ?? [])]
  for (const next of queue) previous.set(next, start)
  while (queue.length) {
    const node = queue.shift()!
    if (node === start) break
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next)) continue
      previous.set(next, node)
      queue.push(next)
    }
  }
  if (!previous.has(start)) return null
  const chain = [start]
  for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) {
    chain.unshift(node)
  }
  return [start, ...chain]
}

test.group('Import direction', () => {
  test('[spec 7] no job is part of an import loop with the services it calls', async ({
    assert,
  }) => {
    const graph = await importGraph()
    const jobs = [...graph.keys()].filter((file) => file.startsWith('app/jobs/'))
    assert.isAbove(jobs.length, 0)
    const loops = jobs.map((job) => loopThrough(graph, job)).filter(Boolean)
    assert.deepEqual(
      loops.map((loop) => loop!.join(' → ')),
      [],
      'job ↔ service import loops'
    )
  })
})
