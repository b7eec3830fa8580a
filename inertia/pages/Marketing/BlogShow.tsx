import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Prose } from '~/components/marketing/prose'
import { ResponsiveImage } from '~/components/ui/responsive_image'
import { CtaBand } from '~/components/marketing/cta_band'
import { BlogCard, PostMeta, blogUrl } from '~/components/blog/blog'
import type { Data } from '@generated/data'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  post: Data.BlogPost.Variants['toDetail']
  related: Data.BlogPost[]
}

/** A blog post (SPEC §2.2 blog detail): sanitized body, category, tags and related posts. */
export default function BlogShow({ post, related }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Seo
        title={post.seoTitle || post.title}
        description={post.seoDescription || post.excerpt || undefined}
        type="article"
        image={post.coverImageUrl ?? undefined}
      />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label={t('blog.breadcrumb')} className="text-sm">
          <Link route="resources.blog" className="font-medium text-navy-700 hover:underline">
            ← {t('blog.back')}
          </Link>
        </nav>
        <header className="mt-6">
          <PostMeta post={post} className="text-sm text-slate-600" />
          <h1 className="mt-3 text-3xl font-bold leading-tight text-navy-900 md:text-4xl">
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p> : null}
        </header>
        {post.cover ? (
          <ResponsiveImage
            image={post.cover}
            sizes="(min-width: 768px) 720px, 100vw"
            className="mt-8 aspect-video h-auto w-full rounded-lg object-cover"
            eager
          />
        ) : null}
        <Prose html={post.body} className="mt-6" />
        {post.tags.length > 0 ? (
          <footer className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold text-slate-700">{t('blog.tags')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link
                    href={blogUrl({ tag: tag.slug })}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-navy-700 hover:text-navy-800"
                  >
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
        <p className="mt-8 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
          {t('blog.disclaimer')}
        </p>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="related-title" className="text-2xl font-semibold text-navy-800">
              {t('blog.related')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <BlogCard post={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBand />
    </>
  )
}
