import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * Long marketing copy (topic, service-area and information pages) that has
 * no Thai yet and is shown in English to Thai visitors. The list may only
 * shrink: a key translated must leave it (the test says so), and no new key
 * may join it.
 */
const PENDING_FILE = 'tests/fixtures/thai_pending_keys.json'

/** Every value of a namespace file under the key the i18n loader gives it (`settings.menu.invoices`). */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`, into)
  } else {
    into.set(prefix, value)
  }
  return into
}

async function messagesOf(locale: string) {
  const folder = app.languageFilesPath(locale)
  const entries = await readdir(folder)
  const files = entries.filter((file) => file.endsWith('.json')).sort()
  const messages = new Map<string, unknown>()
  for (const file of files) {
    flatten(
      JSON.parse(await readFile(join(folder, file), 'utf8')),
      file.replace(/\.json$/, ''),
      messages
    )
  }
  return { files, messages }
}

test.group('Translations (SPEC §9: languages en and th)', () => {
  test('[spec 9] every key of every namespace exists in both English and Thai', async ({
    assert,
  }) => {
    const en = await messagesOf('en')
    const th = await messagesOf('th')
    const pending = new Set<string>(JSON.parse(await readFile(app.makePath(PENDING_FILE), 'utf8')))
    assert.deepEqual(th.files, en.files, 'every namespace file exists in both languages')

    const problems: string[] = []
    for (const key of en.messages.keys()) {
      if (!th.messages.has(key) && !pending.has(key)) problems.push(`th is missing ${key}`)
    }
    for (const key of th.messages.keys()) {
      if (!en.messages.has(key)) problems.push(`en is missing ${key}`)
    }
    for (const key of pending) {
      if (th.messages.has(key) || !en.messages.has(key)) {
        problems.push(`${key} is no longer pending: remove it from ${PENDING_FILE}`)
      }
    }
    assert.deepEqual(problems, [])
    assert.isAbove(en.messages.size, 1000)
  })

  test('[spec 9] no Thai value is empty, and no English sentence is passed off as Thai', async ({
    assert,
  }) => {
    const en = await messagesOf('en')
    const th = await messagesOf('th')
    const untranslated: string[] = []
    for (const [key, thai] of th.messages) {
      const english = en.messages.get(key)
      if (typeof english !== 'string') continue
      // A sentence (three words or more, not a URL, address or template) must differ from English.
      const sentence =
        /^(?=.*[a-z]{2})(\S+\s+){2,}\S+/i.test(english) && !/\{|https?:|@/.test(english)
      if (typeof thai !== 'string' || thai.trim() === '' || (sentence && thai === english)) {
        untranslated.push(key)
      }
    }
    assert.deepEqual(untranslated, [])
  })
})
