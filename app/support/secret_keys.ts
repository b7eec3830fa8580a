import crypto, { createSecretKey, type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/**
 * Secret keys passed as bytes, made key objects once (DESIGN §6).
 *
 * Node 24 checks whether a key is a KeyObject or a CryptoKey by trying to
 * read each one's private slots and catching the TypeError, so every
 * `createHmac` or `createCipheriv` given a Buffer key throws and catches two
 * exceptions before it starts: about 10 µs a call, against 2 µs with a key
 * object. The framework's cookie signer and encrypter (@boringnode/encryption)
 * hold their keys as Buffers and make several such calls on every signed-in
 * request (the session cookie's signature checked and made again, the
 * XSRF-TOKEN cookie encrypted): about 7 % of a signed-in request's CPU.
 *
 * `install()` wraps `createHmac`, `createCipheriv` and `createDecipheriv` so
 * that a key given as bytes is turned into a key object the first time it is
 * seen and reused after. Each cached key keeps a copy of the bytes it was made
 * from and is used only while the caller's bytes still equal it, so a buffer
 * changed in place gets a new key object, never a stale one. Keys given as
 * strings or key objects, and empty keys, go through unchanged.
 */

type KeyedFactory = (algorithm: string, key: unknown, ...rest: unknown[]) => unknown

interface Cached {
  bytes: Buffer
  key: KeyObject
}

const cache = new WeakMap<ArrayBufferView, Cached>()
const INSTALLED = Symbol.for('lexpat.secretKeys')

/** The key object for `key` when it is a non-empty byte view; otherwise `key` itself. */
export function asKeyObject(key: unknown): unknown {
  if (!ArrayBuffer.isView(key) || key.byteLength === 0) {
    return key
  }
  const view = Buffer.from(key.buffer, key.byteOffset, key.byteLength)
  const cached = cache.get(key)
  if (cached && cached.bytes.equals(view)) {
    return cached.key
  }
  const bytes = Buffer.from(view)
  const made = { bytes, key: createSecretKey(bytes) }
  cache.set(key, made)
  return made.key
}

function wrap(original: KeyedFactory): KeyedFactory {
  return function (algorithm, key, ...rest) {
    return original(algorithm, asKeyObject(key), ...rest)
  }
}

/** Wraps node:crypto's keyed factories, for CommonJS callers and ES module imports alike. */
export function install() {
  const target = crypto as unknown as Record<string | symbol, unknown>
  if (target[INSTALLED]) {
    return
  }
  for (const name of ['createHmac', 'createCipheriv', 'createDecipheriv'] as const) {
    target[name] = wrap(target[name] as KeyedFactory)
  }
  target[INSTALLED] = true
  // `import { createHmac } from 'node:crypto'` reads the module's ES exports: update them too.
  syncBuiltinESMExports()
}

export function installed(): boolean {
  return Boolean((crypto as unknown as Record<symbol, unknown>)[INSTALLED])
}
