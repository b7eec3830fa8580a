import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { stringify } from 'csv-stringify'
import { DateTime } from 'luxon'

/**
 * The server half of the admin list kit (DESIGN §8): a whitelisted reading
 * of the URL (`page`, `size`, `sort`, `dir`, `q` and the list's filters) →
 * a Lucid query → one `list` prop the DataTable renders.
 *
 * Bad query values never fail the request: a list URL is shared and
 * bookmarked, so an unknown sort falls back to the default, a size above
 * the cap is capped, an unknown filter value is dropped.
 */
export type SortDir = 'asc' | 'desc'

export type ListSpec<S extends string = string, F extends string = string> = {
  /** Sort key (as it appears in the URL) → column. */
  sorts: Readonly<Record<S, string>>
  defaultSort: S
  defaultDir: SortDir
  /** Filter name → allowed values (anything else is ignored). */
  filters: Readonly<Record<F, ReadonlyArray<string>>>
  defaultSize?: number
  maxSize?: number
  /** Deep pages cost an offset scan: past this many rows the page is capped. */
  maxOffset?: number
  /**
   * Counting a million rows costs as much as reading them: lists that can
   * grow that large count at most this many (`total` then reads "N+", see
   * `totalCapped`). Leave unset to count exactly.
   */
  countCap?: number
}

export type ListParams<S extends string = string, F extends string = string> = {
  page: number
  size: number
  sort: S
  dir: SortDir
  q: string
  filters: Partial<Record<F, string>>
}

export type ListPage<Row, S extends string = string, F extends string = string> = ListParams<
  S,
  F
> & {
  rows: Row[]
  total: number
  /** Last reachable page (after the offset cap). */
  pages: number
  /** True when `total` is the list's count cap: there are at least that many rows. */
  totalCapped: boolean
  /** The filter values this list accepts, for the faceted filter menus. */
  filterOptions: Record<F, string[]>
}

export const LIST_DEFAULTS = { size: 25, maxSize: 100, maxOffset: 10_000, maxQ: 100 } as const

function integer(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const parsed = Number(raw)
  return Number.isSafeInteger(parsed) ? parsed : null
}

function text(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' ? raw : ''
}

/** Reads the list's part of a query string; never throws. */
export function parseListQuery<S extends string, F extends string>(
  qs: Record<string, unknown>,
  spec: ListSpec<S, F>
): ListParams<S, F> {
  const maxSize = spec.maxSize ?? LIST_DEFAULTS.maxSize
  const size = Math.min(
    Math.max(integer(qs.size) ?? spec.defaultSize ?? LIST_DEFAULTS.size, 1),
    maxSize
  )
  const maxPage = Math.max(1, Math.floor((spec.maxOffset ?? LIST_DEFAULTS.maxOffset) / size) + 1)
  const page = Math.min(Math.max(integer(qs.page) ?? 1, 1), maxPage)

  const sortKey = text(qs.sort)
  const knownSort = Object.hasOwn(spec.sorts, sortKey)
  const sort = (knownSort ? sortKey : spec.defaultSort) as S
  const dirText = text(qs.dir)
  const dir: SortDir =
    knownSort && (dirText === 'asc' || dirText === 'desc') ? dirText : spec.defaultDir

  const filters: Partial<Record<F, string>> = {}
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = text(qs[name])
    if (spec.filters[name].includes(value)) filters[name] = value
  }

  return { page, size, sort, dir, q: text(qs.q).trim().slice(0, LIST_DEFAULTS.maxQ), filters }
}

/** `%q%` for a LIKE with `\` as the escape character: a typed `%` or `_` matches itself. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/** A query builder's raw where clauses (Lucid's model and database builders both have them). */
type RawWhere = {
  whereRaw(sql: string, bindings: unknown[]): unknown
  orWhereRaw(sql: string, bindings: unknown[]): unknown
}

/**
 * A list's search: rows where any of `columns` (names written in code, never
 * input) contains `q`, case-insensitively, with `%` and `_` taken literally.
 * Use inside a grouping `where((sub) => containsAny(sub, [...], q))`.
 */
export function containsAny<W extends RawWhere>(
  where: W,
  columns: readonly string[],
  q: string
): W {
  const pattern = likePattern(q)
  for (const [index, column] of columns.entries()) {
    const sql = `lower(${column}) like ? escape ?`
    if (index === 0) where.whereRaw(sql, [pattern, '\\'])
    else where.orWhereRaw(sql, [pattern, '\\'])
  }
  return where
}

/**
 * Runs one page of a list. `narrow` applies search and filters (the
 * model's scopes); the same function narrows the CSV export, so the file
 * holds exactly the filtered set.
 */
export async function listPage<M extends LucidModel, Row, S extends string, F extends string>(
  model: M,
  params: ListParams<S, F>,
  spec: ListSpec<S, F>,
  narrow: (query: Query<M>, params: ListParams<S, F>) => void,
  toRow: (record: InstanceType<M>) => Row
): Promise<ListPage<Row, S, F>> {
  const base = model.query() as Query<M>
  narrow(base, params)
  const { total, totalCapped } = await countRows(model, base, spec.countCap)

  const maxPage = Math.max(
    1,
    Math.floor((spec.maxOffset ?? LIST_DEFAULTS.maxOffset) / params.size) + 1
  )
  const pages = Math.min(Math.max(1, Math.ceil(total / params.size)), maxPage)
  const page = Math.min(params.page, pages)
  const primaryKey = model.primaryKey
  const records = await base
    .orderBy(spec.sorts[params.sort], params.dir)
    // A unique tie-breaker keeps rows from moving between pages.
    .orderBy(primaryKey, params.dir)
    .offset((page - 1) * params.size)
    .limit(params.size)

  return {
    ...params,
    page,
    rows: records.map(toRow),
    total,
    totalCapped,
    pages,
    filterOptions: Object.fromEntries(
      Object.entries<ReadonlyArray<string>>(spec.filters).map(([name, values]) => [
        name,
        [...values],
      ])
    ) as Record<F, string[]>,
  }
}

/**
 * Counts that reached their cap, by the count's SQL and bindings → when that
 * stops being taken for granted. "At least 10,000 payments" stays true from one
 * view to the next, so a broad list (every payment, a search every member
 * matches) is not counted again on each view: only for `ttlMs`, in this
 * process. A count under its cap is never kept (it is exact, and shown so).
 */
export const cappedCounts = {
  ttlMs: 60_000,
  max: 1_000,
  entries: new Map<string, number>(),

  has(key: string) {
    const until = this.entries.get(key)
    if (until === undefined) return false
    if (until > Date.now()) return true
    this.entries.delete(key)
    return false
  },

  add(key: string) {
    // The oldest key goes first (a Map keeps insertion order).
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, Date.now() + this.ttlMs)
  },

  clear() {
    this.entries.clear()
  },
}

/**
 * Exact count, or at most `cap` rows read through a LIMITed subquery
 * (index-only, early exit). Always counted over a subquery of ids, so a
 * `preload` the list's scope adds never runs on the count.
 */
async function countRows<M extends LucidModel>(model: M, query: Query<M>, cap?: number) {
  const inner = query.clone().clearSelect().select(`${model.table}.${model.primaryKey}`)
  if (cap) inner.limit(cap + 1)
  const count = query.client.query().from(inner.as('counted')).count('* as total')
  const key = cap ? JSON.stringify(count.toSQL().toNative()) : null
  if (key && cappedCounts.has(key)) return { total: cap!, totalCapped: true }
  const counted = await count
  const found = Number(counted[0].total)
  if (!cap || found <= cap) return { total: found, totalCapped: false }
  cappedCounts.add(key!)
  return { total: cap, totalCapped: true }
}

export type CsvColumn<M extends LucidModel> = {
  header: string
  value: (record: InstanceType<M>) => string | number | null
}

/**
 * Streams the filtered set as CSV: a BOM so Excel reads UTF-8 (Thai),
 * and formula escaping so a cell like `=HYPERLINK(...)` stays text.
 * Rows are read in id-ordered batches, never all at once.
 */
export function streamCsv<M extends LucidModel>(
  ctx: HttpContext,
  filename: string,
  model: M,
  narrow: (query: Query<M>) => void,
  columns: ReadonlyArray<CsvColumn<M>>,
  batchSize = 1000,
  /** At most this many rows (a capped export); unlimited when not given. */
  maxRows = Number.POSITIVE_INFINITY
) {
  const key = `${model.table}.${model.primaryKey}`
  pipeCsv(ctx, filename, columns, batchSize, maxRows, async (after, limit) => {
    const query = model.query() as Query<M>
    narrow(query)
    if (after !== null) query.where(key, '>', after)
    const batch = await query.orderBy(key, 'asc').limit(limit)
    return { rows: batch, last: batch.at(-1)?.$primaryKeyValue as number | undefined }
  })
}

/** A column of a raw-row CSV: reads the row as the database driver returns it. */
export type CsvRowColumn<R> = { header: string; value: (row: R) => unknown }

/**
 * The same export without model instances, for lists that reach a million
 * rows: Lucid's hydration of each row costs more than
 * the SQL of its batch. `narrow` is the list's own query scope; `enrich`
 * adds related data to a batch with one query (a preload's job), and the
 * columns read database column names. Time columns go through `csvTime`.
 */
export function streamCsvRows<M extends LucidModel, R extends Record<string, any>>(
  ctx: HttpContext,
  filename: string,
  model: M,
  narrow: (query: Query<M>) => void,
  columns: ReadonlyArray<CsvRowColumn<R>>,
  options: {
    select: ReadonlyArray<string>
    enrich?: (rows: R[]) => Promise<void>
    batchSize?: number
    maxRows?: number
  }
) {
  const key = `${model.table}.${model.primaryKey}`
  const select = options.select.map((column) => `${model.table}.${column}`)
  pipeCsv(
    ctx,
    filename,
    columns,
    options.batchSize ?? 1000,
    options.maxRows ?? Number.POSITIVE_INFINITY,
    async (after, limit) => {
      const query = model.query() as Query<M>
      narrow(query)
      if (after !== null) query.where(key, '>', after)
      const rows = (await query
        .select(select)
        .orderBy(key, 'asc')
        .limit(limit)
        .pojo<R>()) as unknown as R[]
      if (rows.length > 0 && options.enrich) await options.enrich(rows)
      return { rows, last: rows.at(-1)?.[model.primaryKey] as number | undefined }
    }
  )
}

/** A time column of a raw row (SQLite: text, PostgreSQL: Date) as the models print it. */
export function csvTime(value: unknown): string {
  if (value === null || value === undefined) return ''
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(String(value))
  return time.isValid ? (time.toISO() ?? '') : String(value)
}

function pipeCsv<R>(
  { response }: HttpContext,
  filename: string,
  columns: ReadonlyArray<{ header: string; value: (row: R) => unknown }>,
  batchSize: number,
  maxRows: number,
  nextBatch: (after: number | null, limit: number) => Promise<{ rows: R[]; last?: number }>
) {
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    header: true,
    columns: columns.map((column) => column.header),
  })

  void (async () => {
    let after: number | null = null
    let written = 0
    try {
      while (written < maxRows) {
        const limit = Math.min(batchSize, maxRows - written)
        const { rows, last } = await nextBatch(after, limit)
        written += rows.length
        for (const row of rows) {
          // The download was cancelled: stop reading the database.
          if (csv.destroyed) return
          // Respect back-pressure: wait when the reader is slower than the database.
          if (!csv.write(columns.map((column) => column.value(row)))) {
            await new Promise<void>((resolve) => {
              // Whichever comes first; the other listener is removed so none pile up.
              const done = () => {
                csv.off('drain', done)
                csv.off('close', done)
                resolve()
              }
              csv.once('drain', done)
              csv.once('close', done)
            })
          }
        }
        if (rows.length < limit || last === undefined) break
        after = last
      }
      csv.end()
    } catch (error) {
      csv.destroy(error as Error)
    }
  })()

  response.header('Content-Type', 'text/csv; charset=utf-8')
  response.header('Content-Disposition', `attachment; filename="${filename}"`)
  response.stream(csv)
}
