import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'

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
})
