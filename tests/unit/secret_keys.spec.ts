import { test } from '@japa/runner'
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
} from 'node:crypto'
import { createRequire } from 'node:module'
import { asKeyObject, installed } from '#support/secret_keys'

/** The digest Node makes from a key object it was handed directly: no wrapper involved. */
function reference(key: Buffer, data: string) {
  return createHmac('sha256', createSecretKey(Buffer.from(key)))
    .update(data)
    .digest('hex')
}

test.group('Secret keys made key objects once (DESIGN 6)', () => {
  test('[design 6] the test process runs with the wrapper, as the web process does', ({
    assert,
  }) => {
    assert.isTrue(installed())
    // CommonJS callers see the same wrapped function as ES module imports.
    const required = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')
    assert.strictEqual(required.createHmac, createHmac)
  })

  test('[design 6] a Buffer key signs as it always did, and the same key object is reused', ({
    assert,
  }) => {
    const key = randomBytes(32)
    assert.equal(
      createHmac('sha256', key).update('session-id').digest('hex'),
      reference(key, 'session-id')
    )
    assert.strictEqual(asKeyObject(key), asKeyObject(key))
    // Strings, key objects and empty keys go through as they are.
    assert.equal(asKeyObject('secret'), 'secret')
    const empty = Buffer.alloc(0)
    assert.strictEqual(asKeyObject(empty), empty)
    assert.equal(
      createHmac('sha256', empty).update('x').digest('hex'),
      createHmac('sha256', '').update('x').digest('hex')
    )
  })

  test('[design 6] a key buffer changed in place signs with its new bytes, never the old ones', ({
    assert,
  }) => {
    const key = Buffer.alloc(32, 1)
    const before = createHmac('sha256', key).update('payload').digest('hex')
    key.fill(2)
    const after = createHmac('sha256', key).update('payload').digest('hex')
    assert.notEqual(after, before)
    assert.equal(after, reference(key, 'payload'))
    // A view into part of a larger buffer is keyed by its own bytes.
    const pool = Buffer.alloc(64, 3)
    const view = pool.subarray(16, 48)
    assert.equal(createHmac('sha256', view).update('v').digest('hex'), reference(view, 'v'))
  })

  test('[design 6] AES-256-GCM with a Buffer key encrypts and decrypts as before', ({ assert }) => {
    const key = randomBytes(32)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update('XSRF token'), cipher.final()])
    const tag = cipher.getAuthTag()
    const decipher = createDecipheriv('aes-256-gcm', createSecretKey(Buffer.from(key)), iv)
    decipher.setAuthTag(tag)
    assert.equal(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString(),
      'XSRF token'
    )
    // And a wrong key is still refused.
    const wrong = createDecipheriv('aes-256-gcm', randomBytes(32), iv)
    wrong.setAuthTag(tag)
    wrong.update(sealed)
    assert.throws(() => wrong.final())
  })
})
