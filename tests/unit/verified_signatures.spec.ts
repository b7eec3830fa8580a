import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { Encryption, Hmac } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'
import { base64 } from '@adonisjs/core/helpers'
import encryption from '@adonisjs/core/services/encryption'
import { LIMIT, remembers, rememberSignatures } from '#support/verified_signatures'

const KEY = 'a-test-key-of-thirty-two-chars!!'

function verifier(key = KEY) {
  return new Encryption({
    keys: [key],
    driver: (secret) => new AES256GCM({ id: 'gcm', key: secret }),
  }).getMessageVerifier()
}

/** A verifier whose own unsign calls (the HMAC checks) are counted, then made to remember. */
function counted() {
  const wrapped = verifier()
  const original = wrapped.unsign.bind(wrapped)
  const calls = { unsign: 0 }
  wrapped.unsign = ((payload: string, purpose?: string) => {
    calls.unsign++
    return original(payload, purpose)
  }) as typeof wrapped.unsign
  rememberSignatures(wrapped)
  return { wrapped, calls }
}

/** A message signed with KEY whose expiry is `ms` from now (the verifier's own format). */
function expiringIn(ms: number, purpose: string) {
  const message = JSON.stringify({
    message: 'session-id',
    purpose,
    expiryDate: new Date(Date.now() + ms),
  })
  const encoded = base64.urlEncode(message)
  const key = createHash('sha256').update(KEY).digest()
  return `${encoded}.${new Hmac(key).generate(encoded)}`
}

test.group('Signed cookies checked and signed once per value (DESIGN 6)', () => {
  test('[design 6] the web and test processes use a verifier that remembers', ({ assert }) => {
    const installed = encryption.getMessageVerifier()
    assert.isTrue(remembers(installed))
    assert.isFalse(remembers(verifier()))
    const signed = installed.sign('abc', undefined, 'lexpat-session')
    assert.equal(installed.unsign(signed, 'lexpat-session'), 'abc')
    assert.isNull(installed.unsign(signed, 'XSRF-TOKEN'))
  })

  test('[design 6] signatures and answers are those of a verifier that does not remember', ({
    assert,
  }) => {
    const plain = verifier()
    const { wrapped } = counted()
    const signed = plain.sign('session-id', undefined, 'lexpat-session')
    assert.equal(wrapped.sign('session-id', undefined, 'lexpat-session'), signed)
    assert.equal(wrapped.sign('session-id', undefined, 'lexpat-session'), signed)
    assert.notEqual(wrapped.sign('session-id', undefined, 'XSRF-TOKEN'), signed)
    assert.notEqual(wrapped.sign('other-id', undefined, 'lexpat-session'), signed)

    for (let round = 0; round < 2; round++) {
      assert.equal(wrapped.unsign(signed, 'lexpat-session'), 'session-id')
      // A remembered text is still checked for its purpose.
      assert.isNull(wrapped.unsign(signed, 'XSRF-TOKEN'))
      assert.isNull(wrapped.unsign(signed))
    }
  })

  test('[design 6] a changed signature or another key is refused, remembered or not', ({
    assert,
  }) => {
    const { wrapped } = counted()
    const signed = wrapped.sign('session-id', undefined, 'lexpat-session')
    assert.equal(wrapped.unsign(signed, 'lexpat-session'), 'session-id')

    const [encoded, hash] = signed.split('.')
    const flipped = hash.at(-2) === 'A' ? 'B' : 'A'
    const tampered = `${encoded}.${hash.slice(0, -2)}${flipped}${hash.at(-1)}`
    assert.isNull(wrapped.unsign(tampered, 'lexpat-session'))
    assert.isNull(wrapped.unsign(`${encoded}x.${hash}`, 'lexpat-session'))
    assert.isNull(wrapped.unsign('not-signed', 'lexpat-session'))

    const otherKeys = verifier('another-key-of-thirty-two-chars!')
    const foreign = otherKeys.sign('session-id', undefined, 'lexpat-session')
    assert.isNull(wrapped.unsign(foreign, 'lexpat-session'))
    assert.isNull(wrapped.unsign(foreign, 'lexpat-session'))
    // And what one verifier remembers, another with other keys does not accept.
    rememberSignatures(otherKeys)
    assert.isNull(otherKeys.unsign(signed, 'lexpat-session'))
  })

  test('[design 6] an accepted text skips the HMAC next time; a refused one never does', ({
    assert,
  }) => {
    const { wrapped, calls } = counted()
    const signed = wrapped.sign('session-id', undefined, 'lexpat-session')
    wrapped.unsign(signed, 'lexpat-session')
    wrapped.unsign(signed, 'lexpat-session')
    wrapped.unsign(signed, 'lexpat-session')
    assert.equal(calls.unsign, 1)

    const refused = signed.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    wrapped.unsign(refused, 'lexpat-session')
    wrapped.unsign(refused, 'lexpat-session')
    assert.equal(calls.unsign, 3)
  })

  test('[design 6] a remembered message past its expiry is refused', async ({ assert }) => {
    const { wrapped, calls } = counted()
    const soon = expiringIn(40, 'signed-url')
    assert.equal(wrapped.unsign(soon, 'signed-url'), 'session-id')
    await new Promise((resolve) => setTimeout(resolve, 60))
    assert.isNull(wrapped.unsign(soon, 'signed-url'))
    assert.equal(calls.unsign, 1)
    // Values signed with an expiry, or that are not strings, are signed each time.
    assert.deepEqual(wrapped.unsign(wrapped.sign({ id: 1 }, undefined, 'p'), 'p'), { id: 1 })
    assert.equal(wrapped.unsign(wrapped.sign('x', '1h', 'p'), 'p'), 'x')
  })

  test('[design 6] it keeps the newest texts only', ({ assert }) => {
    const { wrapped, calls } = counted()
    const first = wrapped.sign('id-0', undefined, 'lexpat-session')
    wrapped.unsign(first, 'lexpat-session')
    for (let index = 1; index <= LIMIT; index++) {
      wrapped.unsign(wrapped.sign(`id-${index}`, undefined, 'lexpat-session'), 'lexpat-session')
    }
    assert.equal(calls.unsign, LIMIT + 1)
    // The first was pushed out: checked again (and remembered again).
    assert.equal(wrapped.unsign(first, 'lexpat-session'), 'id-0')
    assert.equal(calls.unsign, LIMIT + 2)
    wrapped.unsign(first, 'lexpat-session')
    assert.equal(calls.unsign, LIMIT + 2)
  })
})
