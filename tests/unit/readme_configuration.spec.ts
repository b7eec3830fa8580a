import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/**
 * The README's Configuration table documents every variable of
 * .env.example: a new setting without its line there fails here.
 */
test.group('README configuration table', () => {
  test('[spec 1] every variable of .env.example has a row in the README configuration table', async ({
    assert,
  }) => {
    const example = await readFile(app.makePath('.env.example'), 'utf8')
    const readme = await readFile(app.makePath('README.md'), 'utf8')
    const start = readme.indexOf('\n## Configuration\n')
    assert.isAtLeast(start, 0, 'README has a Configuration section')
    const end = readme.indexOf('\n## ', start + 1)
    const table = readme
      .slice(start, end === -1 ? undefined : end)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n')
    const variables = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1])
    assert.isAbove(variables.length, 0)
    const missing = [...new Set(variables)].filter((name) => !table.includes(`\`${name}\``))
    assert.deepEqual(missing, [], 'variables of .env.example missing from the README table')
  })
})
