import { test } from '@japa/runner'
import edge from 'edge.js'
import { readdir, readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

/**
 * The plain-text part of a mail is text, not HTML: a link keeps its `&` and a
 * name its quotes (HTML escaping would print `&amp;signature=`, a dead link).
 */
test.group('Plain-text mail views', () => {
  test('[spec 2.7] the verification link and the name read as written in the text part', async ({
    assert,
  }) => {
    const url = 'https://lexpat.test/verify-email?email=o%27brien%40example.test&signature=abc'
    const text = await edge.render('emails/verify_email_text', {
      t: (key: string, data?: { name?: string }) => (data?.name ? `Dear ${data.name},` : key),
      name: `Seán O'Brien & "Co"`,
      url,
    })
    assert.include(text, url)
    assert.include(text, `Dear Seán O'Brien & "Co",`)
    assert.notInclude(text, '&amp;')
    assert.notInclude(text, '&#')
  })

  test('[spec 2.7] no text view escapes HTML (every output is triple-stashed)', async ({
    assert,
  }) => {
    const folder = app.viewsPath('emails')
    const names = await readdir(folder)
    const views = names.filter((name) => name.endsWith('_text.edge'))
    assert.isAbove(views.length, 10)
    for (const view of views) {
      const source = await readFile(`${folder}/${view}`, 'utf8')
      const escaped = source.match(/(?<!\{)\{\{(?!\{|--)[^}]*\}\}(?!\})/g)
      assert.isNull(escaped, `${view} escapes ${escaped?.join(', ')}`)
    }
  })
})
