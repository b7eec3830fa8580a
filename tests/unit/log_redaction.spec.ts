import { test } from '@japa/runner'
import { symbols } from 'pino'
import { passPlainValues, REDACT_CENSOR } from '#support/log_redaction'
import { capturedLogger } from '#tests/helpers'

test.group('Log redaction: plain values skip the path walk (DESIGN 6)', () => {
  test('[design 6] a request logger keeps its id, and personal fields are still redacted at every depth', ({
    assert,
  }) => {
    const { logger, lines } = capturedLogger()
    const stringifiers = (logger.pino as any)[symbols.stringifiersSym]
    const walker = stringifiers[symbols.wildcardFirstSym]
    passPlainValues(logger.pino)
    passPlainValues(logger.pino)
    // Replaced once, and a string no longer reaches the path walk.
    assert.notStrictEqual(stringifiers[symbols.wildcardFirstSym], walker)
    assert.strictEqual(stringifiers[symbols.wildcardFirstSym](42), '42')
    const request = logger.child({ request_id: 'req-42', attempt: 3, ok: true })
    request.info(
      {
        email: 'top@example.com',
        user: { id: 7, name: 'Somchai Jaidee' },
        request: { body: { card_number: '4242424242424242' } },
        deep: { a: { b: { phone: '+66 81 234 5678' } } },
        count: 5,
        note: 'plain text',
        missing: undefined,
      },
      'checked'
    )
    const entry = JSON.parse(lines.join(''))
    assert.equal(entry.request_id, 'req-42')
    assert.equal(entry.attempt, 3)
    assert.isTrue(entry.ok)
    assert.equal(entry.count, 5)
    assert.equal(entry.note, 'plain text')
    assert.notProperty(entry, 'missing')
    assert.equal(entry.email, REDACT_CENSOR)
    assert.equal(entry.user.name, REDACT_CENSOR)
    assert.equal(entry.user.id, 7)
    assert.equal(entry.request.body.card_number, REDACT_CENSOR)
    assert.equal(entry.deep.a.b.phone, REDACT_CENSOR)
  })

  test('[design 6] a line is written exactly as without the fast path', ({ assert }) => {
    const plain = capturedLogger()
    const passed = capturedLogger()
    passPlainValues(passed.logger.pino)
    const record = {
      request_id: 'r-1',
      n: 1.5,
      flag: false,
      nothing: null,
      list: [1, { email: 'x@example.com' }],
      user: { email: 'y@example.com', role: 'admin' },
    }
    plain.logger.child({ request_id: 'c-9' }).warn(record, 'same')
    passed.logger.child({ request_id: 'c-9' }).warn(record, 'same')
    const strip = (line: string) => {
      const entry = JSON.parse(line)
      for (const key of ['time', 'pid', 'hostname']) delete entry[key]
      return entry
    }
    assert.deepEqual(strip(passed.lines.join('')), strip(plain.lines.join('')))
  })
})
