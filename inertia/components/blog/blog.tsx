import { Link } from '~/components/link'
import { urlFor } from '~/client'
import { useTranslation } from '~/hooks/use_translation'
import { Pagination } from '~/components/data_table/pagination'
import type { Data } from '@generated/data'
import { formatDate } from '~/lib/dates'
import { ResponsiveImage } from '~/components/ui/responsive_image'

/** Blog filters as they appear in the URL (?page=&category=&tag=&q=). */
export type BlogQuery = {
  page?: number
  category?: string | null
  tag?: string | null
  q?: string | null
}

/** The blog list URL for a query, leaving out empty values and page 1. */
export function blogUrl(query: BlogQuery): string {
  const qs: Record<string, string> = {}
  if (query.category) qs.category = query.category
  if (query.tag) qs.tag = query.tag
  if (query.q) qs.q = query.q
  if (query.page && query.page > 1) qs.page = String(query.page)
  return urlFor('resources.blog', undefined, { qs })
}

function PostDate({ iso }: { iso: string | null }) {
  const { locale } = useTranslation()
  if (!iso) return null
  const text = formatDate(iso, locale, 'long')
  return <time dateTime={iso}>{text}</time>
}

/** A post's date and its category, linking to the category's list. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<Data.BlogPost, 'publishedAt' | 'category'>
  className: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-2 ${className}`}>
      <PostDate iso={post.publishedAt} />
      {post.category ? (
        <>
          <span aria-hidden="true">·</span>
          <Link
            href={blogUrl({ category: post.category.slug })}
            className="font-medium text-navy-700 hover:underline"
          >
            {post.category.name}
          </Link>
        </>
      ) : null}
    </p>
  )
}

const chip =
  'inline-flex items-center rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-navy-700 hover:text-navy-800 focus-visible:outline-2 focus-visible:outline-gold-600'

/** A post in a list: title link, date, category, excerpt and tags. */
export function BlogCard({
  post,
  headingLevel = 'h2',
}: {
  post: Data.BlogPost
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  const Heading = headingLevel
  return (
    <article
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="blog-card"
    >
      {post.cover ? (
        <ResponsiveImage
          image={post.cover}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="mb-4 aspect-video h-auto w-full rounded-md object-cover"
        />
      ) : null}
      <PostMeta post={post} className="text-xs text-slate-600" />
      <Heading className="mt-2 text-lg font-semibold text-slate-900">
        <Link
          route="resources.blog.show"
          routeParams={{ slug: post.slug }}
          className="hover:text-navy-700 hover:underline"
        >
          {post.title}
        </Link>
      </Heading>
      {post.excerpt ? (
        <p className="mt-2 flex-1 text-sm text-slate-700">{post.excerpt}</p>
      ) : (
        <div className="flex-1" />
      )}
      {post.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link href={blogUrl({ tag: tag.slug })} className={chip}>
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** Previous / windowed numbers / next links; every page is a real URL. */
export function BlogPagination({
  query,
  currentPage,
  lastPage,
}: {
  query: BlogQuery
  currentPage: number
  lastPage: number
}) {
  const { t } = useTranslation()
  return (
    <Pagination
      className="mt-10"
      page={currentPage}
      pages={lastPage}
      hrefFor={(page) => blogUrl({ ...query, page })}
      label={t('blog.pagination')}
      previousLabel={t('blog.previous')}
      nextLabel={t('blog.next')}
      pageLabel={(page) => t('blog.page_n', { page })}
    />
  )
}

/**
 * A filter select whose first option, "all", can be chosen again (unlike
 * the form kit's disabled placeholder, which suits required choices).
 */
export function FilterSelect({
  id,
  label,
  name,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string
  label: string
  name: string
  allLabel: string
  options: Array<{ value: string; label: string }>
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-gold-600"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
