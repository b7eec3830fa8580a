import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Readable } from 'node:stream'
import { parseCsv, CsvSyntaxError, detectDelimiter } from '#support/csv_reader'
import { checkLegacyRow, membershipTerms } from '#services/memberships/legacy_members_import'

const good = [
  'Somchai Jaidee',
  'Somchai@Example.com',
  '+66 81 234 5678',
  'Thailand',
  'personal',
  'year',
  'lx-2019-000101',
  '2019-03-01',
  '2027-02-28',
  'no',
]
const withField = (index: number, value: string) =>
  good.map((field, i) => (i === index ? value : field))

/** The source as a stream of small chunks, as a file is read. */
const chunked = (text: string, size = 5) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      Buffer.from(text.slice(i * size, (i + 1) * size))
    )
  )

async function syntaxError(source: string): Promise<CsvSyntaxError> {
  try {
    await parseCsv(source)
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error
    throw error
  }
  throw new Error('expected a CsvSyntaxError')
}

test.group('CSV reader (csv-parse)', () => {
  test('[spec 1] reads quoted fields, doubled quotes, commas and line breaks inside quotes', async ({
    assert,
  }) => {
    const records = await parseCsv('a,b,c\n"Smith, Anna","say ""hi""","two\nlines"\nx,,z\n')
    assert.deepEqual(records, [
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['Smith, Anna', 'say "hi"', 'two\nlines'] },
      { line: 4, fields: ['x', '', 'z'] },
    ])
  })

  test('[spec 1] CRLF line ends, a byte-order mark and blank lines are handled', async ({
    assert,
  }) => {
    const records = await parseCsv(
      '\uFEFFname,email\r\n\r\n"An\r\nna",a@example.com\r\n\r\nBo,"b@example.com"'
    )
    assert.deepEqual(records, [
      { line: 1, fields: ['name', 'email'] },
      { line: 3, fields: ['An\r\nna', 'a@example.com'] },
      { line: 6, fields: ['Bo', 'b@example.com'] },
    ])
  })

  test('[spec 1] an empty last field and an empty quoted field are kept', async ({ assert }) => {
    assert.deepEqual(await parseCsv('a,\n"",b'), [
      { line: 1, fields: ['a', ''] },
      { line: 2, fields: ['', 'b'] },
    ])
  })

  test('[spec 1] a semicolon-separated file is detected from its first line', async ({
    assert,
  }) => {
    assert.equal(detectDelimiter('name;email;"a,b"'), ';')
    assert.equal(detectDelimiter('name,email,"a;b;c"'), ',')
    assert.deepEqual(await parseCsv('\uFEFFname;email\r\n"Smith, Anna";"a;b@example.com"\r\n'), [
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Smith, Anna', 'a;b@example.com'] },
    ])
    // Or given: then a comma-looking first line is still read with semicolons.
    assert.deepEqual(await parseCsv('a,b;c\n', { delimiter: ';' }), [
      { line: 1, fields: ['a,b', 'c'] },
    ])
  })

  test('[spec 1] a stream read in small chunks gives the same records and lines', async ({
    assert,
  }) => {
    const text = '\uFEFFname;note\r\n\r\nAnna;"two\r\nlines"\r\nBo;"é ü ไทย"\r\n'
    const expected = await parseCsv(text)
    assert.deepEqual(await parseCsv(chunked(text)), expected)
    assert.deepEqual(expected, [
      { line: 1, fields: ['name', 'note'] },
      { line: 3, fields: ['Anna', 'two\r\nlines'] },
      { line: 5, fields: ['Bo', 'é ü ไทย'] },
    ])
  })

  test('[spec 1] broken quoting is refused with the line of its record', async ({ assert }) => {
    const unclosed = await syntaxError('a,b\n\n"open,c\nmore\n')
    assert.equal(unclosed.line, 3)
    assert.equal(unclosed.message, 'line 3: a quoted field is never closed')
    const closing = await syntaxError('a,b\n"two\nlines",x\nx,"y"z\n')
    assert.equal(closing.message, 'line 4: a closing quote must end its field')
    const opening = await syntaxError('a,b"c\n')
    assert.equal(opening.message, 'line 1: a quote inside an unquoted field')
    await assert.rejects(
      () => parseCsv(chunked('a;b\nx;"y"z\n', 3)),
      'line 2: a closing quote must end its field'
    )
  })
})

test.group('Legacy member rows', () => {
  test('[spec 1] a good row is normalized: email lower-cased, number upper-cased, flags read', async ({
    assert,
  }) => {
    const check = await checkLegacyRow(good)
    assert.isTrue(check.ok)
    if (!check.ok) return
    assert.equal(check.member.email, 'somchai@example.com')
    assert.equal(check.member.membershipNumber, 'LX-2019-000101')
    assert.equal(check.member.plan, 'personal')
    assert.equal(check.member.billingPeriod, 'year')
    assert.isFalse(check.member.billedOutside)
    assert.equal(check.member.paidThrough.toISODate(), '2027-02-28')
  })

  test('[spec 1] phone and country may be empty', async ({ assert }) => {
    const check = await checkLegacyRow(withField(3, '').map((f, i) => (i === 2 ? '' : f)))
    assert.isTrue(check.ok)
    if (check.ok) {
      assert.isNull(check.member.phone)
      assert.isNull(check.member.country)
    }
  })

  const bad: Array<[string, string[], string]> = [
    ['a bad email', withField(1, 'not-an-email'), 'email:'],
    ['an unknown plan', withField(4, 'gold'), 'plan:'],
    ['an unknown billing period', withField(5, 'week'), 'billing_period:'],
    ['a membership number in another format', withField(6, 'M-123'), 'membership_number:'],
    ['a non-ISO date', withField(7, '01/03/2019'), 'started:'],
    ['a date not on the calendar', withField(8, '2027-02-30'), 'paid_through:'],
    ['paid_through before started', withField(8, '2018-01-01'), 'paid_through: must not be'],
    ['billed_outside other than yes or no', withField(9, 'maybe'), 'billed_outside:'],
    ['a missing name', withField(0, ''), 'name:'],
    ['a missing column', good.slice(0, 9), 'expected 10 columns, found 9'],
  ]
  for (const [label, fields, reason] of bad) {
    test(`[spec 1] a row with ${label} is refused with the column named`, async ({ assert }) => {
      const check = await checkLegacyRow(fields)
      assert.isFalse(check.ok)
      if (!check.ok) assert.include(check.reason, reason)
    })
  }

  test('[spec 1] paid through a past day → suspended; through a future day → active until its end', async ({
    assert,
  }) => {
    const check = await checkLegacyRow(good)
    if (!check.ok) return assert.fail(check.reason)
    const before = membershipTerms(check.member, DateTime.fromISO('2027-02-28T12:00:00Z'))
    assert.equal(before.status, 'active')
    // Covered to the end of 28 February, Bangkok time.
    assert.equal(before.periodEnd.toISO(), '2027-02-28T17:00:00.000Z')
    assert.equal(before.periodStart.toISO(), '2026-02-28T17:00:00.000Z')
    const after = membershipTerms(check.member, DateTime.fromISO('2027-03-01T00:00:00Z'))
    assert.equal(after.status, 'suspended')
  })
})
