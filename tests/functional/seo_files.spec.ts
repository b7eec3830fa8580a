import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import BlogPost from '#models/blog_post'
import { appUrl } from '#config/app'
import { indexedPaths } from '#support/site_pages'
import { useDatabase } from '#tests/helpers'

/**
 * A strict enough well-formedness check for the sitemap: one prolog, tags
 * properly nested and closed, attributes quoted, no bare ampersand.
 */
function assertWellFormedXml(xml: string) {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    throw new Error('missing XML prolog')
  const body = xml.slice(xml.indexOf('?>') + 2)
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(body)) throw new Error('bare ampersand')
  const stack: string[] = []
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    if (/[<>]/.test(body.slice(last, match.index)))
      throw new Error(`stray markup before ${match[0]}`)
    last = tag.lastIndex
    const [, closing, name, , selfClosing] = match
    if (selfClosing) continue
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`)
    } else {
      stack.push(name)
    }
  }
  if (/[<>]/.test(body.slice(last))) throw new Error('stray markup at the end')
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`)
}

const absolute = (path: string) => new URL(path, appUrl).toString()

test.group('Search-engine files', (group) => {
  useDatabase(group)

  test('[spec 2.2] sitemap.xml is valid XML listing every indexed page and published post with hreflang alternates', async ({
    client,
    assert,
  }) => {
    await BlogPost.create({
      title: 'Retirement visa checklist',
      slug: 'retirement-visa-checklist',
      body: '<p>Checklist</p>',
      status: 'published',
      publishedAt: DateTime.fromISO('2026-03-01T08:00:00Z'),
    })
    await BlogPost.create({
      title: 'Unfinished',
      slug: 'unfinished',
      body: '<p>Draft</p>',
      status: 'draft',
    })

    const response = await client.get('/sitemap.xml')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/xml/)
    const xml = response.text()
    assertWellFormedXml(xml)
    assert.include(
      xml,
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
    )

    for (const path of indexedPaths()) {
      assert.include(xml, `<loc>${absolute(path)}</loc>`)
    }
    assert.equal((xml.match(/<url>/g) ?? []).length, indexedPaths().length + 1)
    assert.include(xml, `<loc>${absolute('/personal/thai-visas')}</loc>`)
    assert.include(xml, `<loc>${absolute('/services/traffic-accident')}</loc>`)
    assert.include(xml, `<loc>${absolute('/resources/blog/retirement-visa-checklist')}</loc>`)
    assert.notInclude(xml, 'unfinished')
    assert.notInclude(xml, '/survey')

    const topic = absolute('/business/trademark')
    assert.include(xml, `<xhtml:link rel="alternate" hreflang="en" href="${topic}?lang=en"/>`)
    assert.include(xml, `<xhtml:link rel="alternate" hreflang="th" href="${topic}?lang=th"/>`)
    assert.include(xml, `<xhtml:link rel="alternate" hreflang="x-default" href="${topic}"/>`)
    assert.match(xml, /retirement-visa-checklist<\/loc>\n\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  test('[spec 2.2] robots.txt allows the site, keeps robots out of private areas and names the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain/)
    const text = response.text()
    assert.include(text, 'User-agent: *')
    assert.include(text, 'Allow: /')
    for (const path of ['/admin', '/settings', '/get-started/account']) {
      assert.include(text, `Disallow: ${path}\n`)
    }
    assert.include(text, `Sitemap: ${absolute('/sitemap.xml')}`)
  })
})
