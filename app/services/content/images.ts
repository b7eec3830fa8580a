import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type Sharp from 'sharp'
import { PUBLIC_CONTENT_DISK } from '#config/drive'
import { Refusal } from '#exceptions/refusal'
import ContentImage from '#models/content_image'

/**
 * Public-content images (blog covers, images in rich text), processed once
 * when they arrive:
 *
 * - the original is re-encoded in its own format with no metadata (EXIF,
 *   GPS, camera serials) and turned upright from its EXIF orientation;
 * - WebP and AVIF variants at 640 and 1280 px wide (never wider than the
 *   original) sit beside it as `<base>-<width>.webp|avif`;
 * - its dimensions are stored, so pages reserve the space (no layout shift).
 *
 * Pages serve them through `<picture>`: AVIF, then WebP, with `srcset` and
 * `sizes`, and the original as the fallback `<img>`. Animated GIFs are kept
 * as they are (no variants).
 */
export const VARIANT_WIDTHS = [640, 1280] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const

/** Decoding bombs: a 5 MB file can claim a billion pixels. */
const MAX_INPUT_PIXELS = 50_000_000

/** sharp (libvips) loads with the first image, not with every process; one image at a time. */
let loaded: typeof Sharp | undefined
function sharp(...args: Parameters<typeof Sharp>) {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as typeof Sharp
    loaded.concurrency(1)
  }
  return loaded(...args)
}

type Encoded = { format: string; data: Buffer; width: number; height: number }

/** The widths to make variants at for an image `width` pixels wide. */
export function variantWidthsFor(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((target) => target < width) as number[]
  widths.push(Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]))
  return [...new Set(widths)].sort((a, b) => a - b)
}

/** `content/images/x.jpg` + 640 + avif → `content/images/x-640.avif` (keys and URLs alike). */
export function variantPath(original: string, width: number, format: string): string {
  return original.replace(/\.[a-z0-9]+$/i, '') + `-${width}.${format}`
}

async function cleanOriginal(input: Buffer): Promise<Encoded> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
  const meta = await source.metadata()
  const format = meta.format === 'jpg' ? 'jpeg' : (meta.format ?? '')
  if (!['jpeg', 'png', 'webp', 'gif'].includes(format)) {
    throw new Refusal('E_IMAGE_UNREADABLE', 'rich_text.upload_failed', { field: 'image' })
  }
  if (format === 'gif') {
    // GIF has no EXIF; re-encoding would lose the animation's palette work.
    return {
      format,
      data: input,
      width: meta.width ?? 0,
      height: meta.pageHeight ?? meta.height ?? 0,
    }
  }
  // No withMetadata(): sharp writes no EXIF/XMP/IPTC unless asked to.
  const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  const encoder =
    format === 'jpeg'
      ? upright.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? upright.png({ compressionLevel: 9 })
        : upright.webp({ quality: 82 })
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true })
  return { format, data, width: info.width, height: info.height }
}

async function encodeVariant(original: Buffer, width: number, format: 'avif' | 'webp') {
  const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width })
  return format === 'avif'
    ? resized.avif({ quality: 55, effort: 3 }).toBuffer()
    : resized.webp({ quality: 78 }).toBuffer()
}

/**
 * Cleans, resizes and stores an image under `key` (a fresh name unless
 * given), records it, and answers the record. Unreadable data is refused
 * with the upload message; nothing is stored then.
 */
export async function processImage(input: Buffer, key?: string): Promise<ContentImage> {
  let original: Encoded
  try {
    original = await cleanOriginal(input)
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal('E_IMAGE_UNREADABLE', 'rich_text.upload_failed', { field: 'image' })
  }
  const extension = original.format === 'jpeg' ? 'jpg' : original.format
  const target = key ?? `content/images/${randomUUID()}.${extension}`
  const disk = drive.use(PUBLIC_CONTENT_DISK)
  await disk.put(target, original.data, { contentType: `image/${original.format}` })

  const widths = original.format === 'gif' ? [] : variantWidthsFor(original.width)
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      const data = await encodeVariant(original.data, width, format)
      await disk.put(variantPath(target, width, format), data, { contentType: `image/${format}` })
    }
  }

  return ContentImage.updateOrCreate(
    { key: target },
    {
      format: original.format,
      width: original.width,
      height: original.height,
      bytes: original.data.length,
      variantWidths: widths,
    }
  )
}

/** An uploaded, validated file → a processed content image. */
export async function storeUploadedImage(file: MultipartFile): Promise<ContentImage> {
  if (!file.tmpPath) {
    throw new Refusal('E_IMAGE_UNREADABLE', 'rich_text.upload_failed', { field: 'image' })
  }
  return processImage(await readFile(file.tmpPath))
}

/** What a page needs to render a content image responsively. */
export type ResponsiveImage = {
  src: string
  width: number
  height: number
  /** `type` → srcset, best first (AVIF, WebP). Empty for an animated GIF. */
  sources: { type: string; srcset: string }[]
}

export function responsiveImage(image: ContentImage, url: string): ResponsiveImage {
  return {
    src: url,
    width: image.width,
    height: image.height,
    sources: VARIANT_FORMATS.filter(() => image.variantWidths.length > 0).map((format) => ({
      type: `image/${format}`,
      srcset: image.variantWidths
        .map((width) => `${variantPath(url, width, format)} ${width}w`)
        .join(', '),
    })),
  }
}

/** The public-content key an `<img src>` points at, when it is one of ours. */
export function contentKeyOf(src: string): string | null {
  const match = /(?:^|\/)(content\/images\/[A-Za-z0-9-]+\.(?:jpg|jpeg|png|gif|webp))$/.exec(
    src.split(/[?#]/)[0]
  )
  return match ? match[1] : null
}

const ARTICLE_SIZES = '(min-width: 768px) 720px, 100vw'

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match ? match[1] : null
}

/**
 * Rich text (already sanitized: attributes double-quoted, `<`/`>` escaped
 * inside them) with each of our images as a `<picture>`: AVIF and WebP
 * candidates, the original as the fallback, dimensions, lazy loading.
 * Pictures made by an earlier save are unwrapped first, so saving twice
 * gives the same HTML; images that are not ours are left as they are.
 */
export async function withResponsiveImages(html: string): Promise<string> {
  if (!html.includes('<img')) return html
  const unwrapped = html.replace(/<picture>(?:<source [^>]*>)*(<img [^>]*>)<\/picture>/g, '$1')
  const tags = unwrapped.match(/<img [^>]*>/g) ?? []
  const keys = [...new Set(tags.map((tag) => contentKeyOf(attribute(tag, 'src') ?? '')))].filter(
    (key): key is string => key !== null
  )
  if (keys.length === 0) return unwrapped
  const records = await ContentImage.query().whereIn('key', keys)
  const images = new Map(records.map((image) => [image.key, image]))
  return unwrapped.replace(/<img [^>]*>/g, (tag) => {
    const src = attribute(tag, 'src') ?? ''
    const key = contentKeyOf(src)
    const image = key ? images.get(key) : undefined
    if (!image) return tag
    const picture = responsiveImage(image, src)
    const alt = attribute(tag, 'alt') ?? ''
    const title = attribute(tag, 'title')
    const img =
      `<img src="${src}" alt="${alt}"${title !== null ? ` title="${title}"` : ''}` +
      ` width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async" />`
    const sources = picture.sources
      .map(
        (source) =>
          `<source type="${source.type}" srcset="${source.srcset}" sizes="${ARTICLE_SIZES}" />`
      )
      .join('')
    return sources ? `<picture>${sources}${img}</picture>` : img
  })
}

/**
 * Images uploaded before processing existed: every original under
 * content/images/ on the public disk without a record is cleaned in place
 * (same key, so pages that link it keep working) and given its variants.
 * Answers how many were processed.
 */
export async function processExistingImages(): Promise<{ processed: number; failed: string[] }> {
  const disk = drive.use(PUBLIC_CONTENT_DISK)
  const records = await ContentImage.query().select('key')
  const known = new Set(records.map((image) => image.key))
  const failed: string[] = []
  let processed = 0
  const { objects } = await disk.listAll('content/images', { recursive: true })
  for (const object of objects) {
    if (object.isDirectory) continue
    const key = object.key
    if (known.has(key) || !contentKeyOf(key) || /-\d{1,4}\.(?:avif|webp)$/.test(key)) continue
    try {
      await processImage(Buffer.from(await disk.getBytes(key)), key)
      processed++
    } catch {
      failed.push(key)
    }
  }
  return { processed, failed }
}

/** Removes an image, its variants and its record (a replaced or deleted blog cover). */
export async function deleteImage(key: string): Promise<void> {
  const disk = drive.use(PUBLIC_CONTENT_DISK)
  const image = await ContentImage.findBy('key', key)
  for (const width of image?.variantWidths ?? []) {
    for (const format of VARIANT_FORMATS) await disk.delete(variantPath(key, width, format))
  }
  await disk.delete(key)
  await image?.delete()
}

/**
 * Rich text saved before its images had variants: each of our images in a
 * blog post, FAQ answer or service description becomes a `<picture>`.
 * Written with a plain update (no hooks, no `updated_at` change): the text
 * says the same, only its markup is richer. Answers how many rows changed.
 */
export async function refreshRichTextImages(): Promise<number> {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const columns: [string, string[]][] = [
    ['blog_posts', ['body', 'body_th']],
    ['faq_entries', ['answer', 'answer_th']],
    ['services', ['description', 'description_th']],
  ]
  let changed = 0
  for (const [table, fields] of columns) {
    const rows = await db
      .from(table)
      .select('id', ...fields)
      .where((query) => {
        for (const field of fields) query.orWhere(field, 'like', '%content/images/%')
      })
    for (const row of rows) {
      const update: Record<string, string> = {}
      for (const field of fields) {
        const html = row[field] as string | null
        if (!html) continue
        const next = await withResponsiveImages(html)
        if (next !== html) update[field] = next
      }
      if (Object.keys(update).length > 0) {
        await db.from(table).where('id', row.id).update(update)
        changed++
      }
    }
  }
  return changed
}
