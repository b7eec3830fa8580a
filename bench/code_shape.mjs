#!/usr/bin/env node
/**
 * The shape of the code, in the figures the house rules are judged by
 * (docs/architecture.md):
 *
 * - list controllers' median lines: controllers that render a page built on
 *   `DataTable` (a list page);
 * - list pages' median lines: pages under inertia/pages that use `DataTable`;
 * - actions ≤ 15 lines: public methods of the controllers in app/controllers,
 *   counted from the signature to the closing brace;
 * - inertia files importing from app/controllers or app/services;
 * - the pairs of repeated blocks the `duplicates` tool finds in app/ and in
 *   inertia/, and those of them not marked boilerplate (substantive).
 *
 * Usage: node bench/code_shape.mjs [--long] [--json]
 *   --long  also lists the actions over 15 lines, longest first.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname
const args = new Set(process.argv.slice(2))
const ACTION_LIMIT = 15

function walk(dir, extensions) {
  const out = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...walk(path, extensions))
    else if (extensions.some((extension) => name.endsWith(extension))) out.push(path)
  }
  return out
}

const lineCount = (text) => text.replace(/\n$/, '').split('\n').length
const median = (values) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const percent = (part, whole) => (whole ? Math.round((1000 * part) / whole) / 10 : 0)

/** Public methods of the classes a controller file declares. */
function actionsOf(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const actions = []
  const visit = (node) => {
    if (ts.isClassDeclaration(node)) {
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !member.body) continue
        if (ts.isPrivateIdentifier(member.name)) continue
        const modifiers = ts.getModifiers(member) ?? []
        const hidden = modifiers.some(
          (modifier) =>
            modifier.kind === ts.SyntaxKind.PrivateKeyword ||
            modifier.kind === ts.SyntaxKind.ProtectedKeyword ||
            modifier.kind === ts.SyntaxKind.StaticKeyword
        )
        if (hidden) continue
        const start = source.getLineAndCharacterOfPosition(member.getStart(source)).line
        const end = source.getLineAndCharacterOfPosition(member.getEnd()).line
        actions.push({
          name: `${relative(root, file)}#${member.name.getText(source)}`,
          lines: end - start + 1,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return actions
}

const controllerFiles = walk(join(root, 'app/controllers'), ['.ts'])
const pageFiles = walk(join(root, 'inertia/pages'), ['.tsx', '.ts'])
const inertiaFiles = walk(join(root, 'inertia'), ['.tsx', '.ts'])

const listPages = pageFiles.filter((file) => /\bDataTable\b/.test(readFileSync(file, 'utf8')))
const listComponents = new Set(
  listPages.map((file) => relative(join(root, 'inertia/pages'), file).replace(/\.tsx?$/, ''))
)
const listControllers = controllerFiles.filter((file) => {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/render\(\s*['"]([^'"]+)['"]/g)].some((match) =>
    listComponents.has(match[1])
  )
})

const actions = controllerFiles.flatMap(actionsOf)
const short = actions.filter((action) => action.lines <= ACTION_LIMIT)
const importingServer = inertiaFiles.filter((file) =>
  /from\s+['"][^'"]*(app\/controllers|app\/services|#controllers\/|#services\/)/.test(
    readFileSync(file, 'utf8')
  )
)

const figures = {
  listControllers: listControllers.length,
  listControllersMedianLines: median(
    listControllers.map((file) => lineCount(readFileSync(file, 'utf8')))
  ),
  listControllersAt30OrFewer: listControllers.filter(
    (file) => lineCount(readFileSync(file, 'utf8')) <= 30
  ).length,
  listPages: listPages.length,
  listPagesMedianLines: median(listPages.map((file) => lineCount(readFileSync(file, 'utf8')))),
  listPagesAt60OrFewer: listPages.filter((file) => lineCount(readFileSync(file, 'utf8')) <= 60)
    .length,
  actions: actions.length,
  actionsOver15Lines: actions.length - short.length,
  actionsAtMost15LinesPercent: percent(short.length, actions.length),
  inertiaFilesImportingControllersOrServices: importingServer.length,
}

/** `N pairs of places (…, M by shape alone, B of those marked boilerplate)`: N − B are substantive. */
function duplicatePairs(folder) {
  const output = execFileSync(
    'duplicates',
    ['--repo', join(root, folder), '--most', '1', '--seconds', '120'],
    {
      encoding: 'utf8',
    }
  )
  const header = output.split('\n')[0]
  const pairs = Number(/^(\d+) pairs/.exec(header)?.[1] ?? 0)
  const boilerplate = Number(/(\d+) of those marked boilerplate/.exec(header)?.[1] ?? 0)
  return { pairs, substantive: pairs - boilerplate }
}

try {
  const counts = ['app', 'inertia'].map(duplicatePairs)
  figures.duplicatePairs = counts.reduce((sum, count) => sum + count.pairs, 0)
  figures.duplicatePairsSubstantive = counts.reduce((sum, count) => sum + count.substantive, 0)
} catch {
  figures.duplicatePairs = 'not measured (no `duplicates` tool)'
}

if (args.has('--json')) {
  console.log(JSON.stringify(figures, null, 2))
} else {
  const goals = {
    listControllersMedianLines: '≤ 30',
    listPagesMedianLines: '≤ 70',
    actionsAtMost15LinesPercent: '≥ 85',
    inertiaFilesImportingControllersOrServices: '0',
    // Half of the 245 substantive pairs measured the same way at 7664f8f, where the
    // house-tidying work started (app 125, inertia 120).
    duplicatePairsSubstantive: '≤ 122',
  }
  for (const [name, value] of Object.entries(figures)) {
    const goal = goals[name] ? `   (done when ${goals[name]})` : ''
    console.log(`${name.padEnd(44)} ${String(value).padStart(6)}${goal}`)
  }
}

if (args.has('--long')) {
  console.log(`\nactions over ${ACTION_LIMIT} lines:`)
  for (const action of actions
    .filter((a) => a.lines > ACTION_LIMIT)
    .sort((a, b) => b.lines - a.lines)) {
    console.log(`${String(action.lines).padStart(5)}  ${action.name}`)
  }
}
