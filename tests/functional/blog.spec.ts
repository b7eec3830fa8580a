import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BlogPost from '#models/blog_post'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import { useDatabase } from '#tests/helpers'

type ListItem = {
  slug: string
  title: string
  category: { slug: string } | null
  tags: Array<{ slug: string }>
}

async function seedBlog() {
  const visas = await BlogCategory.create({ name: 'Immigration and visas', slug: 'visas' })
  const property = await BlogCategory.create({ name: 'Property', slug: 'property' })
  const retirement = await BlogTag.create({ name: 'Retirement', slug: 'retirement' })
  const condo = await BlogTag.create({ name: 'Condo', slug: 'condo' })
  const start = DateTime.fromISO('2026-01-01T09:00:00Z')
  // 12 visa posts (newest is #12), 2 property posts, 1 draft, 1 scheduled for later.
  for (let index = 1; index <= 12; index++) {
    const post = await BlogPost.create({
      title: `Visa guide ${index}`,
      slug: `visa-guide-${index}`,
      excerpt: index === 3 ? 'How the retirement extension works' : `Visa excerpt ${index}`,
      body: '<p>Body</p>',
      status: 'published',
      publishedAt: start.plus({ days: index }),
      categoryId: visas.id,
    })
    if (index % 4 === 0) await post.related('tags').attach([retirement.id])
  }
  const condoPost = await BlogPost.create({
    title: 'Buying a condominium as a foreigner',
    slug: 'buying-a-condo',
    excerpt: 'The 49% foreign quota explained',
    body: '<h2>Quota</h2><p>Foreigners may own up to 49%.</p><script>alert(1)</script>',
    status: 'published',
    publishedAt: start.plus({ days: 20 }),
    categoryId: property.id,
  })
  await condoPost.related('tags').attach([condo.id, retirement.id])
  await BlogPost.create({
    title: 'Registered leases',
    slug: 'registered-leases',
    excerpt: 'Thirty-year leases',
    body: '<p>Leases</p>',
    status: 'published',
    publishedAt: start.plus({ days: 19 }),
    categoryId: property.id,
  })
  await BlogPost.create({
    title: 'Draft post',
    slug: 'draft-post',
    body: '<p>Draft</p>',
    status: 'draft',
    categoryId: visas.id,
  })
  await BlogPost.create({
    title: 'Future post',
    slug: 'future-post',
    body: '<p>Soon</p>',
    status: 'published',
    publishedAt: DateTime.now().plus({ days: 30 }),
    categoryId: visas.id,
  })
}

async function htmlOf(client: any, url: string) {
  const response = await client.get(url).header('accept', 'text/html')
  return response.text() as string
}

async function list(client: any, query = '') {
  const response = await client.get(`/resources/blog${query}`).withInertia()
  return response
}

test.group('Blog (SPEC §2.2 resources)', (group) => {
  useDatabase(group)

  test('[spec 2.2] the blog lists published posts newest first, 9 per page, server-rendered', async ({
    client,
    assert,
  }) => {
    await seedBlog()
    const html = await htmlOf(client, '/resources/blog')
    assert.include(html, '"component":"Marketing\\/BlogIndex"')
    assert.include(html, 'Blog - Lexpat')
    assert.include(html, 'Buying a condominium as a foreigner')
    assert.include(html, 'Articles found: 14')
    assert.notInclude(html, 'Draft post')
    assert.notInclude(html, 'Future post')

    const first = await list(client)
    first.assertInertiaComponent('Marketing/BlogIndex')
    const posts = first.inertiaProps.posts as ListItem[]
    assert.lengthOf(posts, 9)
    assert.deepEqual(
      posts.slice(0, 3).map((post) => post.slug),
      ['buying-a-condo', 'registered-leases', 'visa-guide-12']
    )
    assert.deepInclude(first.inertiaProps.meta, {
      currentPage: 1,
      lastPage: 2,
      total: 14,
      perPage: 9,
    })
    // Category and tags arrive with each post.
    assert.equal(posts[0].category?.slug, 'property')
    assert.sameMembers(
      posts[0].tags.map((tag) => tag.slug),
      ['condo', 'retirement']
    )

    const second = await list(client, '?page=2')
    assert.lengthOf(second.inertiaProps.posts as ListItem[], 5)
    assert.equal((second.inertiaProps.posts as ListItem[])[4].slug, 'visa-guide-1')
    assert.include(await htmlOf(client, '/resources/blog?page=2'), 'Blog, page 2 - Lexpat')
  })

  test('[spec 2.2] the list loads categories and tags without a query per post', async ({
    client,
    assert,
  }) => {
    await seedBlog()
    const queries: string[] = []
    const listener = (query: { sql: string }) => queries.push(query.sql)
    const knex = db.connection().getWriteClient()
    knex.on('query', listener)
    try {
      await list(client)
    } finally {
      knex.off('query', listener)
    }
    assert.isAbove(queries.length, 0)
    // One preload per relation for the page, plus the filter lists: never one per post.
    const termQueries = queries.filter((sql) => /from [`"]blog_(categories|tags)[`"]/i.test(sql))
    assert.isAtMost(termQueries.length, 4)
  })

  test('[spec 2.2] filters by category, by tag and by a search on title or excerpt', async ({
    client,
    assert,
  }) => {
    await seedBlog()
    const byCategory = await list(client, '?category=property')
    assert.sameMembers(
      (byCategory.inertiaProps.posts as ListItem[]).map((post) => post.slug),
      ['buying-a-condo', 'registered-leases']
    )
    assert.deepEqual(byCategory.inertiaProps.filters, { category: 'property', tag: null, q: null })

    const byTag = await list(client, '?tag=retirement')
    assert.sameMembers(
      (byTag.inertiaProps.posts as ListItem[]).map((post) => post.slug),
      ['buying-a-condo', 'visa-guide-4', 'visa-guide-8', 'visa-guide-12']
    )

    const both = await list(client, '?category=visas&tag=retirement&q=guide%208')
    assert.deepEqual(
      (both.inertiaProps.posts as ListItem[]).map((post) => post.slug),
      ['visa-guide-8']
    )

    const byExcerpt = await list(client, '?q=RETIREMENT%20extension')
    assert.deepEqual(
      (byExcerpt.inertiaProps.posts as ListItem[]).map((post) => post.slug),
      ['visa-guide-3']
    )

    const wildcard = await list(client, '?q=%25')
    assert.equal((wildcard.inertiaProps.meta as { total: number }).total, 14)
  })

  test('[spec 8] unknown categories and tags are 404; odd pages give a page, never a 500', async ({
    client,
    assert,
  }) => {
    await seedBlog()
    for (const query of ['?category=no-such-category', '?tag=no-such-tag']) {
      const response = await list(client, query)
      response.assertStatus(404)
    }
    const beyond = await list(client, '?page=50')
    beyond.assertStatus(200)
    assert.lengthOf(beyond.inertiaProps.posts as ListItem[], 0)
    for (const page of ['abc', '-3', '0', '1.5', '99999999999999999999']) {
      const response = await list(client, `?page=${page}`)
      response.assertStatus(200)
      assert.equal((response.inertiaProps.meta as { currentPage: number }).currentPage, 1)
    }
    const odd = await list(client, '?category[]=a&tag[x]=b')
    odd.assertStatus(200)
    const html = await htmlOf(client, '/resources/blog?q=zzzz')
    assert.include(html, 'No article matches these filters.')
  })

  test('[spec 2.2] a post page shows the sanitized body, category, tags and related posts', async ({
    client,
    assert,
  }) => {
    await seedBlog()
    const response = await client
      .get('/resources/blog/buying-a-condo')
      .header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/BlogShow"')
    assert.include(html, 'Buying a condominium as a foreigner - Lexpat')
    assert.include(html, '<meta property="og:type" content="article"')
    assert.include(html, 'Foreigners may own up to 49%.')
    assert.notInclude(html, '<script>alert(1)</script>')
    assert.match(html, />#(<!-- -->)?Condo<\/a>/)

    const page = await client.get('/resources/blog/buying-a-condo').withInertia()
    const related = page.inertiaProps.related as ListItem[]
    assert.lengthOf(related, 3)
    // The other property post comes first.
    assert.equal(related[0].slug, 'registered-leases')
    assert.notInclude(
      related.map((post) => post.slug),
      'buying-a-condo'
    )
  })

  test('[spec 8] an unknown, draft or scheduled slug is a 404', async ({ client }) => {
    await seedBlog()
    for (const slug of ['no-such-post', 'draft-post', 'future-post']) {
      const response = await client.get(`/resources/blog/${slug}`).header('accept', 'text/html')
      response.assertStatus(404)
    }
  })
})
