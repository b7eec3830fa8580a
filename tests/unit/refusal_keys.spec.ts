import { test } from '@japa/runner'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * A refusal's message is an i18n key translated when it is rendered
 * (docs/architecture.md, Refusals): a key missing from a language would show
 * "translation missing" to the member instead of the rule. Every key written
 * out in a `new Refusal(code, key)` or a `rephrase` under app/ exists in
 * English and in Thai.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

const PATTERNS = [
  /new Refusal\(\s*'[A-Z_]+',\s*'([a-z_][\w.]*)'/g,
  /\bE_[A-Z_]+: '([a-z_][\w.]*)'/g,
  /keys: \(\) => '([a-z_][\w.]*)'/g,
]

function keysWritten() {
  const keys = new Map<string, string>()
  for (const file of sources(app.makePath('app'))) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) keys.set(match[1], file)
    }
  }
  return keys
}

function translated(locale: string, key: string) {
  const [namespace, ...path] = key.split('.')
  const file = app.makePath('resources/lang', locale, `${namespace}.json`)
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'))
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return false
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' && node.length > 0
}

test.group('Refusals: every message key exists in both languages', () => {
  test('[spec 1] each key a refusal names is translated in English and Thai', ({ assert }) => {
    const keys = keysWritten()
    assert.isAbove(keys.size, 10)
    for (const [key, file] of keys) {
      for (const locale of ['en', 'th']) {
        assert.isTrue(translated(locale, key), `${key} (${file}) has no ${locale} text`)
      }
    }
  })
})
