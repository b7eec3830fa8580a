import { test } from '@japa/runner'
import { deviceLabel, networkPlace } from '#support/device_label'

test.group('Signed-in devices: what a session is shown as (SPEC §2.8)', () => {
  test('[spec 2.8] browsers and systems are named from the user agent', ({ assert }) => {
    const cases: [string, string | null, string | null][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari',
        'macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
        'Chrome',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
        'Samsung Internet',
        'Android',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox',
        'Linux',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'Chrome',
        'Linux',
      ],
      ['curl/8.5.0', null, null],
      ['', null, null],
    ]
    for (const [ua, browser, os] of cases) {
      assert.deepEqual(deviceLabel(ua), { browser, os }, ua)
    }
  })

  test('[spec 2.8] private addresses are the local network; others are never shown in full', ({
    assert,
  }) => {
    assert.deepEqual(networkPlace('127.0.0.1'), { kind: 'local' })
    assert.deepEqual(networkPlace('::1'), { kind: 'local' })
    assert.deepEqual(networkPlace('::ffff:192.168.1.20'), { kind: 'local' })
    assert.deepEqual(networkPlace('10.4.0.9'), { kind: 'local' })
    assert.deepEqual(networkPlace('172.20.1.1'), { kind: 'local' })
    assert.deepEqual(networkPlace('49.228.17.203'), { kind: 'address', masked: '49.228.x.x' })
    assert.deepEqual(networkPlace('172.32.1.1'), { kind: 'address', masked: '172.32.x.x' })
    assert.deepEqual(networkPlace('2001:44c8:4501:9c0a::1'), {
      kind: 'address',
      masked: '2001:44c8:…',
    })
    assert.isNull(networkPlace(''))
  })
})
