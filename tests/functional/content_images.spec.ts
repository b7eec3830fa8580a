import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import { RoleSlug } from '#enums/role'
import BlogPost from '#models/blog_post'
import ContentImage from '#models/content_image'
import {
  processExistingImages,
  processImage,
  refreshRichTextImages,
  variantPath,
} from '#services/content/images'
import { createUser, useDatabase } from '#tests/helpers'

/** A camera JPEG: EXIF with a copyright and GPS position, turned by its orientation tag. */
async function cameraJpeg(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Camera 4711' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

const disk = () => drive.use('public')

async function upload(client: any, admin: any, bytes: Buffer, filename = 'photo.jpg') {
  return client
    .post('/admin/blogs/images')
    .file('image', bytes, { filename, contentType: 'image/jpeg' })
    .header('accept', 'application/json')
    .withCsrfToken()
    .loginAs(admin)
}

test.group('Content images: cleaned, resized, served the modern way', (group) => {
  useDatabase(group)
  // The disk outlives the database between tests: each test starts with no images.
  group.each.setup(() => disk().deleteAll('content/images'))

  test('[spec 2.9] an uploaded photo loses its EXIF and GPS, is turned upright and gets AVIF and WebP at 640 and 1280 px', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await upload(client, admin, await cameraJpeg())
    response.assertStatus(201)
    // Orientation 6: the 2000×1000 sensor image is a 1000×2000 portrait.
    assert.include(response.body(), { width: 1000, height: 2000 })
    const key = (response.body().url as string).replace('/uploads/', '')

    const original = await sharp(Buffer.from(await disk().getBytes(key))).metadata()
    assert.isUndefined(original.exif, 'no EXIF (and so no GPS) left in the stored original')
    assert.deepEqual([original.width, original.height], [1000, 2000])
    assert.notEqual(original.orientation, 6)

    const image = await ContentImage.findByOrFail('key', key)
    assert.deepEqual(image.variantWidths, [640, 1000])
    for (const width of [640, 1000]) {
      for (const format of ['avif', 'webp'] as const) {
        const bytes = Buffer.from(await disk().getBytes(variantPath(key, width, format)))
        const meta = await sharp(bytes).metadata()
        assert.equal(meta.width, width)
        assert.equal(meta.format, format === 'avif' ? 'heif' : 'webp')
        assert.isUndefined(meta.exif)
      }
    }
    const served = await client.get(`/uploads/${variantPath(key, 640, 'avif')}`)
    served.assertStatus(200)
  })

  test('[spec 2.9] a file that only looks like an image is refused under its field and nothing is stored', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const jpeg = await cameraJpeg(400, 300)
    const truncated = jpeg.subarray(0, 200)
    const response = await upload(client, admin, truncated, 'broken.jpg')
    response.assertStatus(422)
    assert.equal(response.body().field ?? response.body().errors?.[0]?.field, 'image')
    assert.equal(
      await ContentImage.query()
        .count('* as n')
        .first()
        .then((r) => r!.$extras.n),
      0
    )
  })

  test('[spec 2.3] a blog article serves its cover as a picture with AVIF and WebP candidates and its real size', async ({
    client,
    assert,
  }) => {
    const image = await processImage(await cameraJpeg(3000, 1500))
    await BlogPost.create({
      title: 'Condo rules',
      slug: 'condo-rules',
      body: '<p>Body</p>',
      status: 'published',
      publishedAt: DateTime.now().minus({ days: 1 }),
      coverImageKey: image.key,
      coverImageUrl: `/uploads/${image.key}`,
    })
    const response = await client.get('/resources/blog/condo-rules').withInertia()
    response.assertStatus(200)
    const cover = (response.inertiaProps.post as any).cover
    assert.include(cover, { src: `/uploads/${image.key}`, width: 1500, height: 3000 })
    assert.deepEqual(
      cover.sources.map((source: any) => source.type),
      ['image/avif', 'image/webp']
    )
    assert.include(
      cover.sources[0].srcset,
      `${variantPath(`/uploads/${image.key}`, 640, 'avif')} 640w`
    )
    assert.include(cover.sources[1].srcset, '1280w')

    const html = await client.get('/resources/blog/condo-rules').header('accept', 'text/html')
    assert.match(html.text(), /<picture><source type="image\/avif" srcSet="[^"]+-640\.avif 640w/)
    assert.match(
      html.text(),
      /<img src="\/uploads\/content\/images\/[^"]+\.jpg"[^>]* width="1500" height="3000"/
    )

    const index = await client.get('/resources/blog').withInertia()
    assert.equal((index.inertiaProps.posts as any[])[0].cover.width, 1500)
  }).timeout(90_000)

  test('[spec 2.9] our images in rich text become pictures with dimensions; saving twice changes nothing; other images stay as they are', async ({
    assert,
  }) => {
    const image = await processImage(await cameraJpeg(1600, 900))
    const url = `/uploads/${image.key}`
    const post = await BlogPost.create({
      title: 'Pictures',
      body: `<p>Intro</p><p><img src="${url}" alt="Condo &amp; pool"></p><p><img src="https://example.com/x.png" alt="x"></p>`,
      status: 'draft',
    })
    assert.include(post.body, '<picture><source type="image/avif"')
    assert.include(post.body, `${variantPath(url, 640, 'webp')} 640w`)
    assert.include(post.body, `width="900" height="1600" loading="lazy"`)
    assert.include(post.body, 'alt="Condo &amp; pool"')
    assert.include(post.body, '<img src="https://example.com/x.png" alt="x" />')

    const first = post.body
    post.body = `${post.body}`
    post.title = 'Pictures again'
    await post.save()
    post.merge({ body: first })
    await post.save()
    assert.equal(post.body, first)
    assert.equal((first.match(/<picture>/g) ?? []).length, 1)
  })

  test('[spec 2.9] a srcset smuggled into rich text cannot point at a script', async ({
    assert,
  }) => {
    const post = await BlogPost.create({
      title: 'Smuggled',
      body: '<picture><source type="image/webp" srcset="javascript:alert(1) 640w"><img src="/a.png" alt=""></picture>',
      status: 'draft',
    })
    assert.notInclude(post.body, 'javascript:')
  })

  test('[spec 2.9] images uploaded before processing are cleaned in place and their rich text rewritten', async ({
    assert,
  }) => {
    const key = `content/images/${randomUUID()}.jpg`
    await disk().put(key, await cameraJpeg(800, 600))
    const junk = `content/images/${randomUUID()}.png`
    await disk().put(junk, Buffer.from('not a png at all'))
    // Saved the old way: straight into the table, no hooks.
    const [row] = await db
      .table('blog_posts')
      .insert({
        title: 'Old post',
        slug: 'old-post',
        body: `<p><img src="/uploads/${key}" alt="old" /></p>`,
        status: 'draft',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    const id = typeof row === 'object' ? row.id : row

    const result = await processExistingImages()
    assert.equal(result.processed, 1)
    assert.deepEqual(result.failed, [junk])
    assert.equal(await refreshRichTextImages(), 1)

    const meta = await sharp(Buffer.from(await disk().getBytes(key))).metadata()
    assert.isUndefined(meta.exif)
    assert.deepEqual([meta.width, meta.height], [600, 800])
    assert.isTrue(await disk().exists(variantPath(key, 600, 'avif')))
    const saved = await db.from('blog_posts').where('id', id).firstOrFail()
    const body = saved.body as string
    assert.include(body, '<picture>')
    assert.include(body, 'width="600" height="800"')

    // A second run finds nothing left to do.
    const again = await processExistingImages()
    assert.equal(again.processed, 0)
    assert.equal(await refreshRichTextImages(), 0)
    await disk().delete(junk)
  })
})
