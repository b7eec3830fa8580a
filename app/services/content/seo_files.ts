import string from '@adonisjs/core/helpers/string'
import type { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import BlogPost from '#models/blog_post'
import { appUrl } from '#config/app'
import { indexedPaths } from '#support/site_pages'

const LOCALES = ['en', 'th'] as const

/** Paths robots should stay out of: staff, member and sign-up areas, APIs. */
const DISALLOWED = [
  '/admin',
  '/settings',
  '/get-started/account',
  '/get-started/personal-info',
  '/get-started/payment',
  '/get-started/confirmation',
  '/api/',
  '/health',
  '/monitor',
  '/queue',
]

const absolute = (path: string, lang?: string) => {
  const url = new URL(path, appUrl)
  if (lang) url.searchParams.set('lang', lang)
  return url.toString()
}

/** XML text and attribute values: the HTML escape's entities are XML's too. */
const xml = (value: string) => string.escapeHTML(value)

function urlEntry(path: string, lastmod: DateTime | null) {
  const alternates = [
    ...LOCALES.map(
      (lang) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(absolute(path, lang))}"/>`
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(absolute(path))}"/>`,
  ]
  return [
    '  <url>',
    `    <loc>${xml(absolute(path))}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toUTC().toISODate()}</lastmod>`] : []),
    ...alternates,
    '  </url>',
  ].join('\n')
}

/** sitemap.xml: every indexed page and visible blog post, with its language alternates. */
export async function sitemapXml() {
  const posts = await BlogPost.query()
    .withScopes((scopes) => scopes.visible())
    .select('slug', 'published_at', 'updated_at')
    .orderBy('published_at', 'desc')
  const entries = [
    ...indexedPaths().map((path) => urlEntry(path, null)),
    ...posts.map((post) =>
      urlEntry(
        urlFor('resources.blog.show', { slug: post.slug }),
        post.updatedAt ?? post.publishedAt
      )
    ),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything but the private areas, and where the sitemap is. */
export function robotsTxt() {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n')
}
