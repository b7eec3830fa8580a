import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import { BlogPostStatus } from '#enums/content'
import BlogPost from '#models/blog_post'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import { blogScheduler } from '#services/content/blog_publishing'
import { PUBLIC_CONTENT_DISK } from '#config/drive'
import { deleteImage, storeUploadedImage } from '#services/content/images'
import { saveContent, deleteContent, uniqueSlug } from '#services/content/content_writes'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import { bangkokTime, blogPostValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'

async function choices() {
  const [categories, tags] = await Promise.all([
    BlogCategory.query().orderBy('name'),
    BlogTag.query().orderBy('name'),
  ])
  return {
    categories: categories.map((row) => ({ value: String(row.id), label: row.name })),
    tags: tags.map((row) => ({ value: String(row.id), label: row.name })),
  }
}

/** SPEC §2.9 Blogs: list, write, publish now or at a time, unpublish. */
export default class BlogsController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/BlogForm', {
      post: null,
      form: BlogPostTransformer.form(null),
      cover: null,
      ...(await choices()),
    })
  }

  async store(ctx: HttpContext) {
    const post = new BlogPost()
    post.authorId = ctx.auth.user!.id
    await this.#save(ctx, post, 'blog.created')
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
    return ctx.response.redirect().toRoute('admin.blogs')
  }

  async edit({ params, inertia }: HttpContext) {
    const post = await BlogPost.query().where('id', params.id).preload('tags').firstOrFail()
    return inertia.render('Admin/BlogForm', {
      post: { id: post.id, slug: post.slug, status: post.status },
      form: BlogPostTransformer.form(post),
      cover: post.coverImageUrl,
      ...(await choices()),
    })
  }

  async update(ctx: HttpContext) {
    const post = await BlogPost.findOrFail(ctx.params.id)
    await this.#save(ctx, post, 'blog.updated')
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
    return ctx.response.redirect().toRoute('admin.blogs')
  }

  async publish(ctx: HttpContext) {
    return this.#setPublished(ctx, true)
  }

  async unpublish(ctx: HttpContext) {
    return this.#setPublished(ctx, false)
  }

  async destroy(ctx: HttpContext) {
    const post = await BlogPost.findOrFail(ctx.params.id)
    const key = post.coverImageKey
    await deleteContent(post, 'blog.deleted', staffWrite(ctx), {
      title: post.title,
      slug: post.slug,
      status: post.status,
    })
    if (key) await deleteImage(key)
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }

  async #save(ctx: HttpContext, post: BlogPost, action: string) {
    const data = await ctx.request.validateUsing(blogPostValidator, {
      meta: { id: post.$isPersisted ? post.id : undefined },
    })
    const values: Partial<BlogPost> = {
      title: data.title,
      titleTh: data.title_th || null,
      slug: data.slug || (post.slug && post.$isPersisted ? post.slug : ''),
      excerpt: data.excerpt || null,
      excerptTh: data.excerpt_th || null,
      body: data.body,
      bodyTh: data.body_th || null,
      seoTitle: data.seo_title || null,
      seoTitleTh: data.seo_title_th || null,
      seoDescription: data.seo_description || null,
      seoDescriptionTh: data.seo_description_th || null,
      categoryId: data.category_id ?? null,
    }
    const oldCover = post.coverImageKey
    if (data.cover) {
      const { key } = await storeUploadedImage(data.cover)
      values.coverImageKey = key
      values.coverImageUrl = await drive.use(PUBLIC_CONTENT_DISK).getUrl(key)
    } else if (data.remove_cover) {
      values.coverImageKey = null
      values.coverImageUrl = null
    }
    let scheduledAt: DateTime | null = null
    if (data.publish === 'now') {
      values.status = BlogPostStatus.PUBLISHED
      values.publishedAt =
        post.status === BlogPostStatus.PUBLISHED && post.publishedAt
          ? post.publishedAt
          : DateTime.now()
    } else if (data.publish === 'schedule') {
      // Stored in UTC like every other time (Lucid writes a DateTime in its own zone).
      scheduledAt = bangkokTime(data.publish_at!)!.toUTC()
      values.status = BlogPostStatus.SCHEDULED
      values.publishedAt = scheduledAt
    } else {
      values.status = BlogPostStatus.DRAFT
      values.publishedAt = null
    }
    // A slug made from a title another post already uses gets the id appended.
    if (!values.slug) values.slug = await uniqueSlug('blog_posts', data.title, post.id)
    await saveContent(post, values, action, staffWrite(ctx))
    await post.related('tags').sync(data.tag_ids ?? [])
    if (oldCover && values.coverImageKey !== undefined && oldCover !== values.coverImageKey) {
      await deleteImage(oldCover)
    }
    if (scheduledAt) {
      await blogScheduler.schedule(post.id, scheduledAt)
    }
  }

  /** Publishes a post now, or takes it back to draft. */
  async #setPublished(ctx: HttpContext, published: boolean) {
    const post = await BlogPost.findOrFail(ctx.params.id)
    await saveContent(
      post,
      published
        ? { status: BlogPostStatus.PUBLISHED, publishedAt: DateTime.now() }
        : { status: BlogPostStatus.DRAFT, publishedAt: null },
      published ? 'blog.published' : 'blog.unpublished',
      staffWrite(ctx)
    )
    ctx.session.flash(
      'success',
      ctx.i18n.t(`admin_content.flash.${published ? 'published' : 'unpublished'}`)
    )
    return ctx.response.redirect().withQs().back()
  }
}
