#!/usr/bin/env node
/**
 * Comments state the rule, never the issue that asked for it: removes the
 * "issue N item M" references a pattern can remove without losing meaning,
 * and lists the ones it cannot (to edit by hand).
 *
 *   node comments.mjs <repo-dir> [--dry-run]
 *
 * Patterns (in comments, test titles and group titles alike):
 *   "(issue 14)"                       → ""            (with the space before)
 *   "(SPEC §2.8, issue 12 point 4)"    → "(SPEC §2.8)"
 *   "(issue 18 item 1; SPEC §1, §6)"   → "(SPEC §1, §6)"
 *   "Issue 18 item 5: the library …"   → "The library …"
 *   "… (issue 13 points 1-4): …"       → "…: …"
 *   "[issue 13.7] title"               → left, listed (the title must name a SPEC §)
 * Idempotent: a second run finds nothing to change. Runs prettier on the
 * files it changed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const args = process.argv.slice(2)
const DRY = args.includes('--dry-run')
const repoArg = args.find((arg) => !arg.startsWith('--'))
if (!repoArg) {
  console.error('usage: node comments.mjs <repo-dir> [--dry-run]')
  process.exit(2)
}
const ROOT = path.resolve(repoArg)
const ROOTS = ['app', 'inertia', 'start', 'config', 'database', 'tests', 'commands', 'bench', 'bin', 'providers']
const EXT = /\.(ts|tsx|js|mjs|cjs|jsx|sh)$/

/** One issue reference: "issue 13", "issue 13 item 7", "issues 12 and 13", "issue 13 points 1-4, 6", "issue 16 A.3", "issue 16 C2". */
/** Blank inside a comment, a line break into the next " * " line included. */
const S = String.raw`(?:[ \t]|\n[ \t]*\*(?!\/)[ \t]?)`
const NUM = String.raw`[0-9A-Z][\w.]*`
const LIST = String.raw`${NUM}(?:${S}*(?:-|–|,|and|&)${S}*${NUM})*`
const REF = String.raw`[Ii]ssues?${S}+\d+(?:${S}*(?:-|–|,|and|&)${S}*\d+)*(?:${S}*(?:items?|points?|parts?|§)${S}*${LIST}|${S}+[A-Z]\.?\d+(?:\.\d+)?(?:${S}*(?:-|–|,|and)${S}*[A-Z]?\.?\d+)*|\.\d+)?`
const LEAD = String.raw`((?:^|\n)[ \t]*(?:\/\/|\/\*\*|\/\*|\*|\{\/\*|#)[ \t]*|['"\`])`

const rules = [
  // "(issue 14)" alone in brackets, with the space before it.
  [new RegExp(String.raw`${S}?\(${S}*${REF}${S}*\)`, 'g'), ''],
  // "(SPEC §2.8, issue 12 point 4)" / "(PDPA; issue 14)": the reference last.
  [new RegExp(String.raw`${S}*[,;]${S}*${REF}${S}*\)`, 'g'), ')'],
  // "(issue 18 item 1; SPEC §1)": the reference first.
  [new RegExp(String.raw`\(${S}*${REF}${S}*[,;]${S}*`, 'g'), '('],
  // "(issue 8: first load)" → "(first load)".
  [new RegExp(String.raw`\(${S}*${REF}${S}*:${S}*`, 'g'), '('],
  // "Issue 18 item 5: the library" at the start of a comment line or title.
  [
    new RegExp(String.raw`${LEAD}${REF}${S}*[:—–-]${S}*(\S)`, 'g'),
    (_whole, lead, first) => `${lead}${first.toUpperCase()}`,
  ],
  // "…, issue 13 point 2," inside a sentence between commas.
  [new RegExp(String.raw`,${S}*${REF}${S}*,`, 'g'), ','],
]

/**
 * A reference removed across a line break joins two comment lines: a changed
 * comment line longer than 90 characters is wrapped again at 80.
 */
function rewrap(text, original) {
  const before = new Set(original.split('\n'))
  return text
    .split('\n')
    .flatMap((line) => {
      const prefix = /^([ \t]*(?:\*|\/\/)[ \t]?)/.exec(line)?.[1]
      if (!prefix || before.has(line) || line.length <= 90) return [line]
      const lines = [prefix]
      for (const word of line.slice(prefix.length).split(' ')) {
        const last = lines.length - 1
        if (lines[last].length > prefix.length && lines[last].length + word.length + 1 > 80)
          lines.push(prefix + word)
        else lines[last] += (lines[last].length > prefix.length ? ' ' : '') + word
      }
      return lines
    })
    .join('\n')
}

function walk(relDir) {
  const out = []
  const abs = path.join(ROOT, relDir)
  if (!fs.existsSync(abs)) return out
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const rel = path.join(relDir, entry.name)
    if (entry.isDirectory()) out.push(...walk(rel))
    else if (EXT.test(entry.name)) out.push(rel)
  }
  return out
}

const requireFromRepo = createRequire(path.join(ROOT, 'package.json'))
const prettier = requireFromRepo('prettier')

const changed = []
const left = []
for (const rel of ROOTS.flatMap(walk)) {
  const file = path.join(ROOT, rel)
  const original = fs.readFileSync(file, 'utf8')
  let text = original
  // Until nothing changes: "(issue 16 C8, issue 9 item 1)" takes two passes.
  for (let before = null; before !== text; ) {
    before = text
    for (const [pattern, replacement] of rules) text = text.replace(pattern, replacement)
  }
  text = rewrap(text, original)
  text.split('\n').forEach((line, index) => {
    if (/\bissues?\s+\d/i.test(line)) left.push(`${rel}:${index + 1}: ${line.trim()}`)
  })
  if (text === original) continue
  changed.push(rel)
  if (DRY) continue
  if (rel.endsWith('.sh')) {
    fs.writeFileSync(file, text)
    continue
  }
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }))
}

console.log(`comments: ${changed.length} file(s) rewritten${DRY ? ' (dry run)' : ''}`)
if (left.length) {
  console.log(`\ncomments: ${left.length} reference(s) no pattern removes; edit them by hand:`)
  for (const line of left) console.log(`  ${line}`)
}
