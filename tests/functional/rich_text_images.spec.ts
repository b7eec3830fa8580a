import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import { createUser, useDatabase } from '#tests/helpers'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')

test.group('Rich text images', (group) => {
  useDatabase(group)

  test('[spec 2.9] staff upload an image to the public-content disk and get its URL', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post('/admin/blogs/images')
      .file('image', PNG, { filename: 'dot.png', contentType: 'image/png' })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(201)
    const url: string = response.body().url
    assert.match(url, /^\/uploads\/content\/images\/[a-f0-9-]+\.png$/)
    const key = url.replace('/uploads/', '')
    assert.isTrue(await drive.use('public').exists(key))
    const served = await client.get(url)
    served.assertStatus(200)
    const entry = await AuditLog.findByOrFail('action', 'content.image_uploaded')
    assert.equal(entry.userId, admin.id)
    await drive.use('public').delete(key)
  })

  test('[spec 2.9] an SVG or an oversized file is refused with a message', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const svg = await client
      .post('/admin/blogs/images')
      .file('image', SVG, { filename: 'x.svg', contentType: 'image/svg+xml' })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(admin)
    svg.assertStatus(422)
    assert.equal(svg.body().errors[0].field, 'image')
    const big = await client
      .post('/admin/blogs/images')
      .file('image', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]), {
        filename: 'big.png',
        contentType: 'image/png',
      })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(admin)
    big.assertStatus(422)
    assert.equal(
      await AuditLog.query()
        .where('action', 'content.image_uploaded')
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      0
    )
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} cannot upload content images`, async ({ client }) => {
      const user = await createUser(role)
      const response = await client
        .post('/admin/blogs/images')
        .file('image', PNG, { filename: 'dot.png', contentType: 'image/png' })
        .header('accept', 'application/json')
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(403)
    })
  }
})
