import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { BlogPostStatus, FaqPage } from '#enums/content'
import AuditLog from '#models/audit_log'
import BlogPost from '#models/blog_post'
import BlogTag from '#models/blog_tag'
import BlogCategory from '#models/blog_category'
import Plan from '#models/plan'
import PlanDetailItem from '#models/plan_detail_item'
import Review from '#models/review'
import Service from '#models/service'
import TermsAndCondition from '#models/terms_and_condition'
import { blogScheduler } from '#services/content/blog_publishing'
import { publishDuePost } from '#jobs/publish_blog_post_job'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { FaqEntryFactory } from '#database/factories/content_factories'
import { createUser, countRows, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

async function audits(action: string) {
  return AuditLog.query().where('action', action).orderBy('id')
}

const BLOG = {
  title: 'Visa changes in 2027',
  title_th: 'การเปลี่ยนแปลงวีซ่าปี 2570',
  excerpt: 'What changes',
  body: '<p>Hello <strong>world</strong></p>',
  body_th: '<p>สวัสดี</p>',
  seo_title: 'Visa changes',
  seo_description: 'The new visa rules explained',
  publish: 'draft',
}

test.group('Admin content: lists (SPEC §2.9)', (group) => {
  useDatabase(group)

  const pages = [
    ['/admin/blogs', 'Admin/Blogs'],
    ['/admin/tags', 'Admin/BlogTerms'],
    ['/admin/categories', 'Admin/BlogTerms'],
    ['/admin/services', 'Admin/Services'],
    ['/admin/reviews', 'Admin/Reviews'],
    ['/admin/terms-and-conditions', 'Admin/Terms'],
    ['/admin/blogs/create', 'Admin/BlogForm'],
    ['/admin/services/create', 'Admin/ServiceForm'],
    ['/admin/reviews/create', 'Admin/ReviewForm'],
    ['/admin/terms-and-conditions/create', 'Admin/TermsForm'],
  ] as const
  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens every content screen`, async ({ client }) => {
      const user = await createUser(role)
      for (const [url, component] of pages) {
        const response = await client.get(url).withInertia().loginAs(user)
        response.assertStatus(200)
        response.assertInertiaComponent(component)
      }
    })
  }

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on the content screens and their writes`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role)
      for (const [url] of pages) {
        const response = await client.get(url).withInertia().loginAs(user)
        response.assertStatus(403)
      }
      const post = await client.post('/admin/blogs').form(BLOG).withCsrfToken().loginAs(user)
      post.assertStatus(403)
      assert.equal(await countRows('blog_posts', { title: BLOG.title }), 0)
    })
  }

  test('[spec 2.9] the blog list searches, filters by status and sends rows only', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await BlogPost.createMany([
      { title: 'Alpha visas', body: '<p>a</p>', status: BlogPostStatus.DRAFT },
      { title: 'Beta company', body: '<p>b</p>', status: BlogPostStatus.PUBLISHED },
    ])
    const response = await client
      .get('/admin/blogs?q=alpha&status=draft')
      .withInertia()
      .loginAs(admin)
    const { list } = response.inertiaProps
    assert.equal(list.total, 1)
    assert.equal(list.rows[0].title, 'Alpha visas')
    assert.notProperty(list.rows[0], 'body')
  })
})

test.group('Admin content: blogs', (group) => {
  useDatabase(group)

  test('[spec 2.9] create a draft post in English and Thai, sanitized, audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const category = await BlogCategory.create({ name: 'Visas' })
    const tag = await BlogTag.create({ name: 'Work permit' })
    const response = await client
      .post('/admin/blogs')
      .json({
        ...BLOG,
        body: '<p onclick="alert(1)">Hi</p><script>alert(1)</script>',
        category_id: category.id,
        tag_ids: [tag.id],
      })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/blogs')
    const post = await BlogPost.query().where('title', BLOG.title).preload('tags').firstOrFail()
    assert.equal(post.slug, 'visa-changes-in-2027')
    assert.equal(post.status, BlogPostStatus.DRAFT)
    assert.equal(post.body, '<p>Hi</p>')
    assert.equal(post.titleTh, BLOG.title_th)
    assert.equal(post.seoTitle, 'Visa changes')
    assert.equal(post.categoryId, category.id)
    assert.deepEqual(
      post.tags.map((row) => row.id),
      [tag.id]
    )
    const [entry] = await audits('blog.created')
    assert.equal(entry.userId, admin.id)
    assert.equal(entry.subjectId, String(post.id))
  })

  test('[spec 2.9] validation: title and text required, slug format and uniqueness, future time', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await BlogPost.create({ title: 'Taken', slug: 'taken', body: '<p>x</p>' })
    const response = await client
      .post('/admin/blogs')
      .form({
        title: '',
        body: '',
        slug: 'Not a slug!',
        publish: 'schedule',
        publish_at: '2001-01-01T10:00',
      })
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/blogs/create')
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    const again = await client
      .post('/admin/blogs')
      .form({ ...BLOG, slug: 'taken' })
      .withCsrfToken()
      .header('referer', '/admin/blogs/create')
      .loginAs(admin)
      .redirects(0)
    again.assertStatus(302)
    assert.equal(await countRows('blog_posts'), 1)
    const errors = await client
      .post('/admin/blogs')
      .form({
        title: '',
        body: '',
        slug: 'Not a slug!',
        publish: 'schedule',
        publish_at: '2001-01-01T10:00',
      })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    errors.assertStatus(422)
    const fields = errors.body().errors.map((error: { field: string }) => error.field)
    for (const field of ['title', 'body', 'slug', 'publish_at']) assert.include(fields, field)
    const taken = await client
      .post('/admin/blogs')
      .form({ ...BLOG, slug: 'taken' })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    taken.assertStatus(422)
    assert.equal(taken.body().errors[0].field, 'slug')
  })

  test('[spec 2.9] edit keeps the slug unique to itself; publish, unpublish and delete are audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const post = await BlogPost.create({ title: 'Old', slug: 'old-post', body: '<p>x</p>' })
    const edit = await client.get(`/admin/blogs/${post.id}/edit`).withInertia().loginAs(admin)
    edit.assertStatus(200)
    assert.equal(edit.inertiaProps.form.slug, 'old-post')
    const update = await client
      .put(`/admin/blogs/${post.id}`)
      .form({ ...BLOG, title: 'New title', slug: 'old-post', publish: 'now' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    update.assertStatus(302)
    await post.refresh()
    assert.equal(post.title, 'New title')
    assert.equal(post.status, BlogPostStatus.PUBLISHED)
    assert.isNotNull(post.publishedAt)
    const updated = await audits('blog.updated')
    assert.equal((updated[0].changes as any).before.title, 'Old')
    assert.equal((updated[0].changes as any).after.title, 'New title')

    const publicPage = await client.get('/resources/blog/old-post').withInertia()
    publicPage.assertStatus(200)

    await client
      .post(`/admin/blogs/${post.id}/unpublish`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    await post.refresh()
    assert.equal(post.status, BlogPostStatus.DRAFT)
    const gone = await client.get('/resources/blog/old-post')
    gone.assertStatus(404)
    const sitemap = await client.get('/sitemap.xml')
    assert.notInclude(sitemap.text(), 'old-post')

    await client.post(`/admin/blogs/${post.id}/publish`).withCsrfToken().loginAs(admin).redirects(0)
    await post.refresh()
    assert.equal(post.status, BlogPostStatus.PUBLISHED)
    const sitemapAfter = await client.get('/sitemap.xml')
    assert.include(sitemapAfter.text(), 'old-post')

    await client.delete(`/admin/blogs/${post.id}`).withCsrfToken().loginAs(admin).redirects(0)
    assert.isNull(await BlogPost.find(post.id))
    for (const action of ['blog.unpublished', 'blog.published', 'blog.deleted']) {
      assert.lengthOf(await audits(action), 1, action)
    }
  })

  test('[spec 2.9] publish at a time: scheduled, hidden until then, queued once, published by the job once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const scheduled: { postId: number; at: number }[] = []
    const real = blogScheduler.schedule
    blogScheduler.schedule = async (postId, time) => {
      scheduled.push({ postId, at: time.toMillis() })
    }
    cleanup(() => {
      blogScheduler.schedule = real
    })
    const at = DateTime.now().setZone('Asia/Bangkok').plus({ hours: 2 })
    const response = await client
      .post('/admin/blogs')
      .form({ ...BLOG, publish: 'schedule', publish_at: at.toFormat("yyyy-LL-dd'T'HH:mm") })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    const post = await BlogPost.findByOrFail('title', BLOG.title)
    assert.equal(post.status, BlogPostStatus.SCHEDULED)
    assert.equal(post.publishedAt!.toMillis(), at.startOf('minute').toMillis())
    assert.deepEqual(scheduled, [{ postId: post.id, at: at.startOf('minute').toMillis() }])
    const early = await client.get(`/resources/blog/${post.slug}`)
    early.assertStatus(404)

    // Too early: the job changes nothing.
    assert.isFalse(await publishDuePost(post.id))
    // At the time: published once, whatever the number of runs.
    const later = at.plus({ minutes: 1 })
    assert.isTrue(await publishDuePost(post.id, later))
    assert.isFalse(await publishDuePost(post.id, later))
    await post.refresh()
    assert.equal(post.status, BlogPostStatus.PUBLISHED)
    assert.lengthOf(await audits('blog.published_on_schedule'), 1)
  })
})

test.group('Admin content: tags and categories', (group) => {
  useDatabase(group)

  for (const [kind, Model] of [
    ['tags', BlogTag],
    ['categories', BlogCategory],
  ] as const) {
    test(`[spec 2.9] ${kind}: create, rename, refuse a duplicate slug, delete — audited`, async ({
      client,
      assert,
    }) => {
      const admin = await createUser(RoleSlug.OFFICER_ACCESS)
      await client
        .post(`/admin/${kind}`)
        .form({ name: 'Work Permits', name_th: 'ใบอนุญาตทำงาน' })
        .withCsrfToken()
        .loginAs(admin)
        .redirects(0)
      const term = await (Model as typeof BlogTag).findByOrFail('name', 'Work Permits')
      assert.equal(term.slug, 'work-permits')
      assert.equal(term.nameTh, 'ใบอนุญาตทำงาน')
      const other = await (Model as typeof BlogTag).create({ name: 'Other', slug: 'other' })
      const duplicate = await client
        .put(`/admin/${kind}/${other.id}`)
        .form({ name: 'Other', slug: 'work-permits' })
        .withCsrfToken()
        .header('accept', 'application/json')
        .loginAs(admin)
      duplicate.assertStatus(422)
      const empty = await client
        .post(`/admin/${kind}`)
        .form({ name: '' })
        .withCsrfToken()
        .header('accept', 'application/json')
        .loginAs(admin)
      empty.assertStatus(422)
      await client
        .put(`/admin/${kind}/${term.id}`)
        .form({ name: 'Permits', slug: 'permits' })
        .withCsrfToken()
        .loginAs(admin)
        .redirects(0)
      await term.refresh()
      assert.equal(term.slug, 'permits')
      await client.delete(`/admin/${kind}/${term.id}`).withCsrfToken().loginAs(admin).redirects(0)
      assert.isNull(await (Model as typeof BlogTag).find(term.id))
      const singular = kind === 'tags' ? 'tag' : 'category'
      for (const action of ['created', 'updated', 'deleted']) {
        assert.lengthOf(await audits(`${singular}.${action}`), 1, action)
      }
    })
  }
})

test.group('Admin content: services and reviews', (group) => {
  useDatabase(group)

  test('[spec 2.9] services: create with rich text (sanitized), edit, delete, validation', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await client
      .post('/admin/services')
      .form({
        title: 'Contract review',
        title_th: 'ตรวจสัญญา',
        description: '<p>We read <a href="javascript:alert(1)">it</a></p>',
        position: 3,
        is_active: true,
      })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const service = await Service.findByOrFail('title', 'Contract review')
    assert.equal(service.description, '<p>We read <a>it</a></p>')
    assert.isTrue(service.isActive)
    const list = await client.get('/admin/services').withInertia().loginAs(admin)
    assert.equal(list.inertiaProps.list.rows[0].title, 'Contract review')
    const bad = await client
      .put(`/admin/services/${service.id}`)
      .form({ title: '', position: -1 })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    bad.assertStatus(422)
    await client
      .put(`/admin/services/${service.id}`)
      .form({ title: 'Contract checks', position: 1 })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    await service.refresh()
    assert.equal(service.title, 'Contract checks')
    assert.isFalse(service.isActive)
    await client.delete(`/admin/services/${service.id}`).withCsrfToken().loginAs(admin).redirects(0)
    assert.isNull(await Service.find(service.id))
    for (const action of ['service.created', 'service.updated', 'service.deleted']) {
      assert.lengthOf(await audits(action), 1, action)
    }
  })

  test('[spec 5] reviews: 1 to 5 stars; publish shows it on the home page, hide removes it', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ACCOUNTING)
    for (const rating of [0, 6, 'x']) {
      const bad = await client
        .post('/admin/reviews')
        .form({ name: 'Somchai', comment: 'Great help', rating })
        .withCsrfToken()
        .header('accept', 'application/json')
        .loginAs(admin)
      bad.assertStatus(422)
    }
    await client
      .post('/admin/reviews')
      .form({ name: 'Somchai Test', comment: 'Great help with my visa', rating: 4 })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const review = await Review.findByOrFail('name', 'Somchai Test')
    assert.isFalse(review.isPublished)
    const hidden = await client.get('/').withInertia()
    assert.notInclude(JSON.stringify(hidden.inertiaProps.reviews), 'Somchai Test')

    await client
      .post(`/admin/reviews/${review.id}/publish`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const shown = await client.get('/').withInertia()
    assert.include(JSON.stringify(shown.inertiaProps.reviews), 'Somchai Test')

    await client
      .post(`/admin/reviews/${review.id}/hide`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const again = await client.get('/').withInertia()
    assert.notInclude(JSON.stringify(again.inertiaProps.reviews), 'Somchai Test')

    await client
      .put(`/admin/reviews/${review.id}`)
      .form({ name: 'Somchai Test', comment: 'Edited', rating: 5, is_published: true })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    await review.refresh()
    assert.equal(review.rating, 5)
    await client.delete(`/admin/reviews/${review.id}`).withCsrfToken().loginAs(admin).redirects(0)
    for (const action of [
      'review.created',
      'review.published',
      'review.hidden',
      'review.updated',
      'review.deleted',
    ]) {
      assert.lengthOf(await audits(action), 1, action)
    }
  })
})

test.group('Admin content: terms and conditions', (group) => {
  useDatabase(group)

  test('[spec 2.9] a new version is a draft until published; then checkout and agreements use it', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const before = await TermsAndCondition.current()
    const create = await client
      .get('/admin/terms-and-conditions/create')
      .withInertia()
      .loginAs(admin)
    if (before) assert.equal(create.inertiaProps.form.title, before.title)
    await client
      .post('/admin/terms-and-conditions')
      .form({
        title: 'Membership terms',
        title_th: 'ข้อกำหนดสมาชิก',
        version: '2027-01',
        description: '<p>New terms</p><img src=x onerror="alert(1)">',
      })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const draft = await TermsAndCondition.findByOrFail('version', '2027-01')
    assert.equal(draft.description, '<p>New terms</p><img src="x" />')
    assert.isNull(draft.publishedAt)
    const stillCurrent = await TermsAndCondition.current()
    assert.equal(stillCurrent?.id, before?.id)

    const duplicate = await client
      .post('/admin/terms-and-conditions')
      .form({ title: 'Again', version: '2027-01', description: '<p>x</p>' })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    duplicate.assertStatus(422)

    await client
      .post(`/admin/terms-and-conditions/${draft.id}/publish`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    const current = await TermsAndCondition.current()
    assert.equal(current?.id, draft.id)
    const [entry] = await audits('terms.published')
    assert.equal((entry.changes as any).after.current_version, '2027-01')

    // Published: locked.
    const edit = await client
      .put(`/admin/terms-and-conditions/${draft.id}`)
      .form({ title: 'Changed', version: '2027-01', description: '<p>changed</p>' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    edit.assertStatus(302)
    const remove = await client
      .delete(`/admin/terms-and-conditions/${draft.id}`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    remove.assertStatus(302)
    await draft.refresh()
    assert.equal(draft.title, 'Membership terms')

    // The checkout's payment step shows the current version.
    const member = await createUser(RoleSlug.USER)
    const payment = await client.get('/get-started/payment').withInertia().loginAs(member)
    if (payment.status() === 200) assert.equal(payment.inertiaProps.terms.version, '2027-01')
  })

  test('[spec 2.9] a draft version can be edited and deleted', async ({ client, assert }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const draft = await TermsAndCondition.create({
      title: 'Draft',
      version: 'draft-1',
      description: '<p>x</p>',
      isActive: false,
    })
    await client
      .put(`/admin/terms-and-conditions/${draft.id}`)
      .form({ title: 'Draft two', version: 'draft-1', description: '<p>y</p>' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    await draft.refresh()
    assert.equal(draft.title, 'Draft two')
    await client
      .delete(`/admin/terms-and-conditions/${draft.id}`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    assert.isNull(await TermsAndCondition.find(draft.id))
    assert.lengthOf(await audits('terms.updated'), 1)
    assert.lengthOf(await audits('terms.deleted'), 1)
  })
})

test.group('Admin content: what the declared lists count and show (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] Tags and Categories count the posts that use each', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const category = await BlogCategory.create({ name: 'Visas' })
    const tag = await BlogTag.create({ name: 'Work permit' })
    await BlogTag.create({ name: 'Unused' })
    for (const title of ['One', 'Two']) {
      const post = await BlogPost.create({ title, body: '<p>x</p>', categoryId: category.id })
      await post.related('tags').attach([tag.id])
    }
    const tags = await client.get('/admin/tags').withInertia().loginAs(admin)
    const tagRows = (tags.inertiaProps.list as any).rows as any[]
    assert.equal(tagRows.find((row) => row.id === tag.id)?.posts, 2)
    assert.equal(tagRows.find((row) => row.name === 'Unused')?.posts, 0)
    const categories = await client.get('/admin/categories').withInertia().loginAs(admin)
    const categoryRows = (categories.inertiaProps.list as any).rows as any[]
    assert.equal(categoryRows.find((row) => row.id === category.id)?.posts, 2)
    assert.equal(categoryRows.find((row) => row.id === category.id)?.nameTh, null)
  })

  test('[spec 2.9] the FAQ list shows the general FAQ unless the URL names another page', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.OFFICER_ACCESS)
    const general = await FaqEntryFactory.merge({ pageKey: FaqPage.GENERAL }).create()
    const personal = await FaqEntryFactory.merge({ pageKey: FaqPage.PERSONAL }).create()
    for (const [url, shown, hidden, pageKey] of [
      ['/admin/faq', general, personal, 'general'],
      ['/admin/faq?page_key=unknown', general, personal, 'general'],
      ['/admin/faq?page_key=personal', personal, general, 'personal'],
    ] as const) {
      const response = await client.get(url).withInertia().loginAs(admin)
      response.assertStatus(200)
      const list = response.inertiaProps.list as any
      const ids = (list.rows as any[]).map((row) => row.id)
      assert.include(ids, shown.id, url)
      assert.notInclude(ids, hidden.id, url)
      assert.equal(list.filters.page_key, pageKey, url)
    }
  })

  test('[spec 2.9] Manage Plan Details lists its own plan and counts the memberships per price', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const membership = await SubscriptionFactory.with('user').create()
    const personal = await Plan.findByOrFail('slug', 'personal')
    const response = await client.get('/admin/personal-plan/details').withInertia().loginAs(admin)
    response.assertStatus(200)
    const props = response.inertiaProps as any
    const items = await PlanDetailItem.query().where('plan_id', personal.id)
    assert.sameMembers(
      (props.list.rows as any[]).map((row) => row.id),
      items.map((item) => item.id)
    )
    const price = (props.prices as any[]).find((row) => row.id === membership.priceId)
    assert.equal(
      price?.memberships,
      await countRows('subscriptions', { price_id: membership.priceId })
    )
    assert.isAbove(price.memberships, 0)
  })
})
