import { test } from '@japa/runner'
import { readFileSync, readdirSync } from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { formatMessage } from '../../inertia/lib/messages.js'
import { bangkokToday, formatDate, formatDateTime, formatMonth } from '#support/dates'

/** A message of the shipped language files, read as the client receives it. */
function message(locale: 'en' | 'th', file: string, path: string): string {
  const tree = JSON.parse(readFileSync(app.languageFilesPath(locale, `${file}.json`), 'utf8'))
  return path.split('.').reduce((node, key) => node[key], tree) as string
}

test.group('Client t(): ICU messages (SPEC §1 languages)', () => {
  test('[spec 1] English counts agree with their noun: 1 page, 2 pages, 1 minute, 1 star', ({
    assert,
  }) => {
    const pages = message('en', 'services_used', 'pages')
    assert.equal(formatMessage(pages, { count: 1 }, 'en'), '1 page')
    assert.equal(formatMessage(pages, { count: 2 }, 'en'), '2 pages')
    assert.equal(formatMessage(pages, { count: 0 }, 'en'), '0 pages')
    const minutes = message('en', 'services_used', 'minutes')
    assert.equal(formatMessage(minutes, { count: 1 }, 'en'), '1 minute')
    assert.equal(formatMessage(minutes, { count: 45 }, 'en'), '45 minutes')
    const stars = message('en', 'admin_content', 'reviews.stars')
    assert.equal(formatMessage(stars, { count: 1 }, 'en'), '1 star')
    assert.equal(formatMessage(stars, { count: 5 }, 'en'), '5 stars')
    const cart = message('en', 'cart', 'button_label')
    assert.equal(formatMessage(cart, { count: 1 }, 'en'), 'Cart, 1 item')
  })

  test('[spec 1] Thai counts read with their classifier, the same for one and many', ({
    assert,
  }) => {
    const pages = message('th', 'services_used', 'pages')
    assert.equal(formatMessage(pages, { count: 1 }, 'th'), '1 หน้า')
    assert.equal(formatMessage(pages, { count: 2 }, 'th'), '2 หน้า')
    const stars = message('th', 'admin_content', 'reviews.stars')
    assert.equal(formatMessage(stars, { count: 1 }, 'th'), '1 ดาว')
    // The ICU form works in Thai too (one plural category: other).
    assert.equal(formatMessage('{n, plural, other {# ฉบับ}}', { n: 1 }, 'th'), '1 ฉบับ')
  })

  test('[spec 1] select and plain placeholders work as on the server', ({ assert }) => {
    const gender = '{role, select, admin {Administrator} other {Member}} {name}'
    assert.equal(formatMessage(gender, { role: 'admin', name: 'Ann' }, 'en'), 'Administrator Ann')
    assert.equal(formatMessage(gender, { role: 'x', name: 'Ann' }, 'en'), 'Member Ann')
    assert.equal(formatMessage('Hello {name}', { name: 'Ann' }, 'en'), 'Hello Ann')
    // A missing value leaves the placeholder visible rather than breaking the page.
    assert.equal(formatMessage('Hello {name}', {}, 'en'), 'Hello {name}')
    assert.equal(
      formatMessage('{count, plural, one {# page} other {# pages}}', {}, 'en'),
      '{count, plural, one {# page} other {# pages}}'
    )
    // Markup in a message is text, not rich-text tags.
    assert.equal(
      formatMessage('<b>{count, plural, one {# x} other {# xs}}</b>', { count: 2 }, 'en'),
      '<b>2 xs</b>'
    )
  })

  test('[spec 1] every ICU message of the language files reads as intl-messageformat reads it', ({
    assert,
  }) => {
    let checked = 0
    for (const locale of ['en', 'th'] as const) {
      const dir = app.languageFilesPath(locale)
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const walk = (node: unknown): void => {
          if (typeof node === 'object' && node !== null) return Object.values(node).forEach(walk)
          if (typeof node !== 'string' || !/\{\s*\w+\s*,/.test(node)) return
          const names = [...new Set([...node.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]))]
          const reference = new IntlMessageFormat(node, locale, undefined, { ignoreTag: true })
          for (const count of [0, 1, 2, 5, 21, 1000]) {
            const values = Object.fromEntries(names.map((name) => [name, count]))
            assert.equal(
              formatMessage(node, values, locale),
              String(reference.format(values)),
              node
            )
            checked++
          }
        }
        walk(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')))
      }
    }
    assert.isAbove(checked, 100)
    // Forms the files do not use yet read the same too.
    const forms = [
      '{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      "It''s '{literal}' {n, plural, other {'#' is # }}",
      '{kind, select, a {A {n, plural, one {# one} other {# many}}} other {other}}',
    ]
    for (const form of forms) {
      for (const values of [
        { n: 0, kind: 'a' },
        { n: 1, kind: 'a' },
        { n: 3, kind: 'b' },
        { n: 22, kind: 'a' },
      ]) {
        const reference = new IntlMessageFormat(form, 'en', undefined, { ignoreTag: true })
        assert.equal(formatMessage(form, values, 'en'), String(reference.format(values)), form)
      }
    }
  })

  test('[spec 1] the server formats the same messages the same way', async ({ assert }) => {
    await i18nManager.loadTranslations()
    assert.equal(i18nManager.locale('en').t('services_used.pages', { count: 1 }), '1 page')
    assert.equal(i18nManager.locale('en').t('request_delete.days_left', { days: 1 }), '1 day left')
    assert.equal(i18nManager.locale('th').t('services_used.pages', { count: 3 }), '3 หน้า')
  })
})

test.group('formatDate / formatDateTime (Bangkok time, Buddhist era in Thai)', () => {
  test('[spec 1] Thai dates are in the Buddhist era, English dates en-GB', ({ assert }) => {
    const noon = '2026-11-26T05:00:00Z'
    assert.equal(formatDate(noon, 'en'), '26 Nov 2026')
    assert.equal(formatDate(noon, 'th'), '26 พ.ย. 2569')
    assert.equal(formatDate(noon, 'th', 'long'), '26 พฤศจิกายน 2569')
    assert.equal(formatDate(noon, 'en', 'long'), '26 November 2026')
    assert.equal(formatMonth('2026-04', 'th'), 'เม.ย.')
  })

  test('[spec 1] a moment after 17:00 UTC is already the next day in Bangkok', ({ assert }) => {
    const late = '2026-12-31T18:30:00Z'
    assert.equal(formatDate(late, 'en'), '1 Jan 2027')
    assert.equal(formatDate(late, 'th'), '1 ม.ค. 2570')
    assert.equal(formatDateTime(late, 'en'), '1 Jan 2027, 01:30')
    assert.match(formatDateTime(late, 'th'), /^1 ม\.ค\. 2570 01:30/)
    assert.equal(bangkokToday(new Date(late)), '2027-01-01')
    // Just before Bangkok midnight it is still the same day.
    assert.equal(formatDate('2026-12-31T16:59:00Z', 'en'), '31 Dec 2026')
  })

  test('[spec 1] missing or unreadable dates print a dash; Luxon dates are accepted', async ({
    assert,
  }) => {
    const { DateTime } = await import('luxon')
    assert.equal(formatDate(null, 'en'), '—')
    assert.equal(formatDateTime('not a date', 'th'), '—')
    assert.equal(formatDate(DateTime.fromISO('2026-04-13T10:00:00Z'), 'th'), '13 เม.ย. 2569')
  })
})
