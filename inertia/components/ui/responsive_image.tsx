/**
 * A processed content image (app/services/content/images.ts): AVIF, then
 * WebP at the widths it has, the original as the fallback, its real
 * dimensions so the page reserves the space before it loads.
 */
export type ResponsiveImageData = {
  src: string
  width: number
  height: number
  sources: { type: string; srcset: string }[]
}

export function ResponsiveImage({
  image,
  sizes,
  className,
  alt = '',
  eager = false,
}: {
  image: ResponsiveImageData
  /** The rendered width, for the browser's choice among the candidates. */
  sizes: string
  className?: string
  alt?: string
  /** The page's main image: fetched at once (it may be the largest paint). */
  eager?: boolean
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
