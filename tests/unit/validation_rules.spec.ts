import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import {
  email,
  id,
  integer,
  membershipNumber,
  message,
  MESSAGE_MAX,
  newPassword,
  personName,
  phone,
  PHONE_PATTERN,
  PERSON_NAME_FIELD,
  PERSON_NAME_MAX,
  EMAIL_FIELD,
  EMAIL_MAX,
} from '#validators/rules'
import * as limits from '#validators/limits'

/** The rules a field name failed, or [] when the value passed. */
async function failures(schema: Parameters<typeof vine.object>[0], data: unknown) {
  try {
    await vine.create(schema).validate(data)
    return []
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) {
      return (error.messages as Array<{ rule: string }>).map((item) => item.rule)
    }
    throw error
  }
}

test.group('Validation rules (CONVENTIONS 3, SPEC §5)', () => {
  test('[spec 5] one phone rule: the ways people type Thai and foreign numbers pass', async ({
    assert,
  }) => {
    for (const value of [
      '+66 81 234 5678',
      '081-234-5678',
      '0812345678',
      '(02) 123-4567',
      '+1 (555) 010.4477',
    ]) {
      assert.deepEqual(await failures({ phone: phone() }, { phone: value }), [], value)
    }
  })

  test('[spec 5] one phone rule: words, too few digits, other symbols and long input are refused', async ({
    assert,
  }) => {
    for (const value of [
      'call me',
      '------',
      '12345',
      '+66 81 234 5678 x12',
      '081\n2345678',
      '1'.repeat(41),
    ]) {
      assert.isNotEmpty(await failures({ phone: phone() }, { phone: value }), value)
    }
  })

  test('[spec 5] the pattern the browser receives judges a phone as the server does', ({
    assert,
  }) => {
    const server = new RegExp(PHONE_PATTERN, 'u')
    // Browsers compile the pattern attribute with the `v` flag.
    const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v')
    for (const value of [
      '+66 81 234 5678',
      '(02) 123-4567',
      'call me',
      '12345',
      '+66-81-234-5678',
    ]) {
      assert.equal(browser.test(value), server.test(value), value)
    }
  })

  test('[spec 5] email is trimmed, lower-cased and at most 254 characters', async ({ assert }) => {
    const schema = vine.create({ email: email() })
    assert.deepEqual(await schema.validate({ email: '  Ann@Example.COM ' }), {
      email: 'ann@example.com',
    })
    assert.deepEqual(await failures({ email: email() }, { email: 'not-an-email' }), ['email'])
    const long = `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX)}.com`
    assert.isNotEmpty(await failures({ email: email() }, { email: long }))
    assert.equal(EMAIL_FIELD.maxLength, EMAIL_MAX)
  })

  test('[spec 5] a person name has 2 to 160 characters after trimming', async ({ assert }) => {
    assert.deepEqual(await failures({ name: personName() }, { name: ' A ' }), ['minLength'])
    assert.deepEqual(await failures({ name: personName() }, { name: 'x'.repeat(161) }), [
      'maxLength',
    ])
    assert.deepEqual(await failures({ name: personName() }, { name: 'สมชาย ใจดี' }), [])
    assert.deepEqual(PERSON_NAME_FIELD, { minLength: 2, maxLength: PERSON_NAME_MAX })
  })

  test('[spec 5] a message has a minimum and the maximum it is given', async ({ assert }) => {
    assert.deepEqual(await failures({ m: message(MESSAGE_MAX) }, { m: 'too short' }), ['minLength'])
    assert.deepEqual(await failures({ m: message(MESSAGE_MAX) }, { m: 'x'.repeat(5001) }), [
      'maxLength',
    ])
  })

  test('[spec 5] a membership number is upper-cased and must read LX-yyyy-nnnnnn', async ({
    assert,
  }) => {
    const schema = vine.create({ n: membershipNumber() })
    assert.deepEqual(await schema.validate({ n: ' lx-2026-000123 ' }), { n: 'LX-2026-000123' })
    assert.deepEqual(await failures({ n: membershipNumber() }, { n: 'LX-26-1' }), ['regex'])
  })

  test('[security] numbers are strict about types: true, arrays, objects, empty and hex strings are refused', async ({
    assert,
  }) => {
    for (const value of [true, false, [7], { id: 7 }, '', '0x10', '1e3', ' ', 'NaN', 'Infinity']) {
      assert.deepEqual(
        await failures({ id: id() }, { id: value }),
        ['number'],
        JSON.stringify(value)
      )
    }
    const schema = vine.create({ id: id(), n: integer() })
    assert.deepEqual(await schema.validate({ id: 7, n: '-3' }), { id: 7, n: -3 })
    assert.deepEqual(await schema.validate({ id: '12', n: 0 }), { id: 12, n: 0 })
    assert.deepEqual(await failures({ id: id() }, { id: 0 }), ['positive'])
    assert.deepEqual(await failures({ id: id() }, { id: '2.5' }), ['withoutDecimals'])
  })

  test('[spec 5] a new password needs 8-72 characters, a letter, a digit and its confirmation', async ({
    assert,
  }) => {
    const rule = { password: newPassword() }
    const ok = { password: 'abcdefg1', password_confirmation: 'abcdefg1' }
    assert.deepEqual(await failures(rule, ok), [])
    assert.deepEqual(
      await failures(rule, { password: 'abcdefgh', password_confirmation: 'abcdefgh' }),
      ['password_strength']
    )
    assert.deepEqual(await failures(rule, { password: 'abc1', password_confirmation: 'abc1' }), [
      'minLength',
    ])
    assert.deepEqual(await failures(rule, { ...ok, password_confirmation: 'abcdefg2' }), [
      'confirmed',
    ])
  })

  test('[spec 5] every text limit sent to the browser has a maximum and a minimum below it', ({
    assert,
  }) => {
    const fields = Object.entries(limits).filter(([name]) => name.endsWith('_FIELD'))
    assert.isAbove(fields.length, 10)
    for (const [name, field] of fields) {
      const limit = field as limits.TextLimits
      assert.isAbove(limit.maxLength, 0, name)
      if (limit.minLength !== undefined) assert.isBelow(limit.minLength, limit.maxLength, name)
      if (limit.pattern !== undefined)
        assert.doesNotThrow(() => new RegExp(limit.pattern!, 'v'), name)
    }
  })
})
