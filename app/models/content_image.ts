import { column } from '@adonisjs/lucid/orm'
import { CreatedRow } from '#models/concerns/rows'

/** A processed public-content image (see app/services/content/images.ts). */
export default class ContentImage extends CreatedRow {
  static table = 'content_images'

  /** The original's key on the public-content disk, e.g. `content/images/<uuid>.jpg`. */
  @column()
  declare key: string

  /** `jpeg`, `png`, `webp` or `gif`: the original's format (the fallback browsers get). */
  @column()
  declare format: string

  @column()
  declare width: number

  @column()
  declare height: number

  @column()
  declare bytes: number

  /** Widths with a `<base>-<width>.webp` and `.avif` beside the original. */
  @column({
    prepare: (value: number[]) => JSON.stringify(value),
    consume: (value: string | number[]) => (typeof value === 'string' ? JSON.parse(value) : value),
  })
  declare variantWidths: number[]
}
