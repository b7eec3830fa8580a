import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { Button } from '~/components/ui/button'
import { BlogCard, BlogPagination, blogUrl, FilterSelect } from '~/components/blog/blog'
import type { Data } from '@generated/data'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = {
  posts: Data.BlogPost[]
  meta: { currentPage: number; lastPage: number; total: number; perPage: number }
  filters: { category: string | null; tag: string | null; q: string | null }
  activeCategory: Data.BlogTerm | null
  activeTag: Data.BlogTerm | null
  categories: Data.BlogTerm[]
  tags: Data.BlogTerm[]
}

/** The blog (SPEC §2.2): newest first, 9 a page, category and tag filters and search, all in the URL. */
export default function BlogIndex({
  posts,
  meta,
  filters,
  activeCategory,
  activeTag,
  categories,
  tags,
}: Props) {
  const { t } = useTranslation()
  const [category, setCategory] = useState(filters.category ?? '')
  const [tag, setTag] = useState(filters.tag ?? '')
  const [q, setQ] = useState(filters.q ?? '')
  const filtered = Boolean(filters.category || filters.tag || filters.q)
  const pageTitle = activeCategory
    ? t('blog.category_title', { name: activeCategory.name })
    : activeTag
      ? t('blog.tag_title', { name: activeTag.name })
      : t('blog.title')

  return (
    <>
      <Seo
        title={
          meta.currentPage > 1
            ? t('blog.title_page', { title: pageTitle, page: meta.currentPage })
            : pageTitle
        }
        description={t('blog.meta_description')}
      />
      <PageHero
        eyebrow={t('nav.blog')}
        title={activeCategory?.name ?? activeTag?.name ?? t('blog.heading')}
        intro={t('blog.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <form
          method="get"
          action={urlFor('resources.blog')}
          role="search"
          aria-label={t('blog.filters')}
          className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-[1fr_1fr_1.5fr_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            router.visit(blogUrl({ category, tag, q: q.trim() }), { preserveScroll: true })
          }}
        >
          <FilterSelect
            id="blog-category"
            label={t('blog.category')}
            name="category"
            allLabel={t('blog.all_categories')}
            options={categories.map((term) => ({ value: term.slug, label: term.name }))}
            value={category}
            onChange={setCategory}
          />
          <FilterSelect
            id="blog-tag"
            label={t('blog.tag')}
            name="tag"
            allLabel={t('blog.all_tags')}
            options={tags.map((term) => ({ value: term.slug, label: term.name }))}
            value={tag}
            onChange={setTag}
          />
          <div className="space-y-1">
            <label htmlFor="blog-search" className="block text-sm font-medium text-slate-800">
              {t('blog.search')}
            </label>
            <input
              id="blog-search"
              type="search"
              name="q"
              maxLength={100}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('blog.search_placeholder')}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-gold-600"
            />
          </div>
          <Button type="submit">{t('blog.apply')}</Button>
        </form>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
          <p aria-live="polite" data-testid="blog-count">
            {t('blog.count', { count: meta.total })}
          </p>
          {filtered ? (
            <Link route="resources.blog" className="font-medium text-navy-700 underline">
              {t('blog.clear_filters')}
            </Link>
          ) : null}
        </div>

        {posts.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {t('blog.empty')}
          </p>
        )}

        <BlogPagination query={filters} currentPage={meta.currentPage} lastPage={meta.lastPage} />
      </div>
    </>
  )
}
