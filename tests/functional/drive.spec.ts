import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import drive from '@adonisjs/drive/services/main'

/** A GET sent with its path exactly as written: HTTP clients would resolve the dots first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(process.env.APP_URL!)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test.group('Drive disks (DESIGN §7)', () => {
  test('[design 7] a private file has no public URL and opens only through its signed link', async ({
    client,
    assert,
  }) => {
    const disk = drive.use('local')
    await disk.put('tests/secret.txt', 'private words')
    await assert.rejects(() => disk.getUrl('tests/secret.txt'))

    const signed = new URL(await disk.getSignedUrl('tests/secret.txt', { expiresIn: '5m' }))
    assert.match(signed.pathname, /^\/files\/private\/tests\/secret\.txt$/)
    const ok = await client.get(`${signed.pathname}${signed.search}`)
    ok.assertStatus(200)
    assert.equal(ok.text(), 'private words')
    ok.assertHeader('cache-control', 'private, no-store')

    const unsigned = await client.get(signed.pathname)
    unsigned.assertStatus(404)
    const tampered = await client.get(`/files/private/tests/other.txt${signed.search}`)
    tampered.assertStatus(404)
    const underPublic = await client.get('/uploads/tests/secret.txt')
    underPublic.assertStatus(404)
    await disk.delete('tests/secret.txt')
  })

  test('[design 7] a public-content file is served at /uploads', async ({ client, assert }) => {
    const disk = drive.use('public')
    await disk.put('tests/hello.txt', 'public words')
    assert.equal(await disk.getUrl('tests/hello.txt'), '/uploads/tests/hello.txt')
    const response = await client.get('/uploads/tests/hello.txt')
    response.assertStatus(200)
    assert.equal(response.text(), 'public words')
    await disk.delete('tests/hello.txt')
  })

  test('[security] dot segments under /uploads and /files/private answer 404, never 500', async ({
    assert,
  }) => {
    const disk = drive.use('public')
    await disk.put('tests/hello.txt', 'public words')
    const paths = [
      '/uploads/../..',
      '/uploads/../../.env',
      '/uploads/tests/../../../package.json',
      '/uploads/%2e%2e/%2e%2e/.env',
      '/uploads/%2E%2E/%2E%2E/.env',
      '/uploads/tests/%2e%2e',
      '/uploads/..%2f..%2f.env',
      '/uploads/..%5c..%5c.env',
      '/uploads/%252e%252e/%252e%252e/.env',
      '/uploads/./tests/hello.txt',
      '/files/private/../../.env',
      '/files/private/%2e%2e/%2e%2e/.env',
    ]
    for (const path of paths) {
      const response = await rawGet(path)
      // 404; a path that resolves to a local .env (a checkout with one) meets
      // Vite's dev server first, which the test server runs, and it answers 403.
      const refused = response.status === 403 && path.endsWith('.env') ? 404 : response.status
      assert.equal(refused, 404, path)
      assert.notInclude(response.body, 'APP_KEY', path)
    }
    // A well-formed path still serves its file.
    const ok = await rawGet('/uploads/tests/hello.txt')
    assert.equal(ok.status, 200)
    assert.equal(ok.body, 'public words')
    await disk.delete('tests/hello.txt')
  })
})
