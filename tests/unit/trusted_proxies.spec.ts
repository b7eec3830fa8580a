import { test } from '@japa/runner'
import { isTrustedProxy, parseTrustedProxies } from '#support/trusted_proxies'
import { safeOldInput } from '#support/old_input'
import { minutesToWait } from '#start/limiter'

test.group('TRUSTED_PROXIES', () => {
  test('[security] the default trusts loopback only, not private networks', ({ assert }) => {
    const list = parseTrustedProxies(undefined)
    for (const peer of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      assert.isTrue(isTrustedProxy(list, peer), peer)
    }
    for (const peer of ['10.0.0.5', '192.168.1.10', '172.16.0.1', '203.0.113.7', 'fd00::1']) {
      assert.isFalse(isTrustedProxy(list, peer), peer)
    }
  })

  test('[security] addresses and CIDR ranges are trusted as written; none trusts nobody', ({
    assert,
  }) => {
    const list = parseTrustedProxies('10.0.0.0/24, 192.0.2.10, fd00::/8')
    assert.isTrue(isTrustedProxy(list, '10.0.0.200'))
    assert.isFalse(isTrustedProxy(list, '10.0.1.1'))
    assert.isTrue(isTrustedProxy(list, '192.0.2.10'))
    assert.isFalse(isTrustedProxy(list, '192.0.2.11'))
    assert.isTrue(isTrustedProxy(list, 'fd00::1'))
    assert.isFalse(isTrustedProxy(list, '127.0.0.1'))
    assert.isFalse(isTrustedProxy(parseTrustedProxies('none'), '127.0.0.1'))
  })

  test('[security] a mistyped entry stops the app at boot', ({ assert }) => {
    assert.throws(() => parseTrustedProxies('10.0.0.0/33'), /invalid prefix/)
    assert.throws(() => parseTrustedProxies('proxy.internal'), /not an IP address/)
  })
})

test.group('Old input and waits', () => {
  test('[security] only short, non-secret, flat fields are kept as old input', ({ assert }) => {
    assert.deepEqual(
      safeOldInput({
        name: 'Somchai',
        email: 'somchai@example.com',
        message: 'x'.repeat(5000),
        password: 'Secret-1',
        current_password: 'Secret-0',
        card_number: '4242424242424242',
        cvc: '123',
        token: 'abc',
        _csrf: 'abc',
        tags: ['a', 'b'],
        terms: true,
      }),
      { name: 'Somchai', email: 'somchai@example.com', terms: true }
    )
  })

  test('[security] waits are whole minutes, rounded up', ({ assert }) => {
    assert.equal(minutesToWait(900), 15)
    assert.equal(minutesToWait(899), 15)
    assert.equal(minutesToWait(61), 2)
    assert.equal(minutesToWait(10), 1)
    assert.equal(minutesToWait(0), 1)
  })
})
