import type { HttpContext } from '@adonisjs/core/http'
import type { GetRoutesForMethod, RoutesList } from '@adonisjs/core/types/http'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract, RawQuery } from '@adonisjs/lucid/types/querybuilder'
import AuditLog from '#models/audit_log'
import { firstMatches, MEMBER_IDS_MAX, memberNamedSql, membersNamed } from '#support/text_search'
import { sqlTime } from '#support/columns'
import { dayBounds, parseDayRange, type DayRange } from '#support/date_range'
import { THAI_FILTER, whereThai, type ThaiContentKind } from '#support/thai_content'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListPage,
  type ListParams,
  type ListSpec,
  type SortDir,
} from '#support/list_query'

/**
 * Lists as declarations (DESIGN §8): one `defineList({...})` per list in
 * `app/lists/<entity>_list.ts` names the model, what the search reads,
 * the sorts and filters, whose rows the actor sees, what each row
 * preloads, its transformer and its CSV columns. The kit turns it into
 * `page(ctx)` (the `list` prop the DataTable renders) and `csv(ctx)` (the
 * export of exactly the filtered set). The URL is read by `list_query.ts`:
 * bad values never fail, sizes and offsets are capped, LIKE is escaped.
 */
/** A GET route's name (a list page). */
export type ListRoute = keyof GetRoutesForMethod<RoutesList, 'GET'> & string

export type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

type SearchClause<M extends LucidModel> = (where: Query<M>, q: string) => void

/**
 * One way a search matches: a column of the list's table, a clause, or a clause
 * made after a lookup (`search.members`), once per request.
 */
export type Search<M extends LucidModel> =
  string | SearchClause<M> | { prepare: (q: string) => Promise<SearchClause<M>> }

/** A subquery of ids (as `id`) a text matches (`#support/text_search`: indexed on both databases). */
type Matching = (q: string) => DatabaseQueryBuilderContract<any>

/**
 * A preload callback for a person a row names (member, lawyer, actor): their id, name
 * and email, not the 30 columns of a user row, each hydrated and its dates parsed.
 */
export function personColumns(query: { select(...columns: string[]): unknown }) {
  query.select('id', 'name', 'email')
}

/** The same for a person a row names by name alone (a note's author, who used a service). */
export function nameColumns(query: { select(...columns: string[]): unknown }) {
  query.select('id', 'name')
}

/** Search clauses that reach past the list's own columns. */
export const search = {
  /**
   * `column` is among the ids a text-search index finds (`usersMatching`, `subscriptionsMatching`):
   * those ids, looked up first, when at most `max` match, else the subquery. Beside another
   * clause (`id IN (…) OR id IN (subquery)`) PostgreSQL cannot use an index for the subquery
   * and reads the whole table, for the count and again for the page (150 ms for "777" in
   * Manage Users at 100,000 members); two id lists it reads through the primary key.
   */
  indexed: <M extends LucidModel>(
    column: string,
    matching: Matching,
    max = MEMBER_IDS_MAX
  ): Search<M> => ({
    async prepare(q) {
      const match = matching(q)
      const rows: Array<{ id: number | string }> = await firstMatches(match, max + 1)
      if (rows.length > max) return (where) => where.orWhereIn(column, match as never)
      const ids = rows.map((row) => Number(row.id))
      return (where) => where.orWhereIn(column, ids)
    },
  }),
  /**
   * `column` points at a row of `table` one of whose `columns` contains the text: those
   * rows' ids when at most `max` match (found with an early stop), else a lookup of each
   * row's own by primary key, which the list's sort index walks without reading them all
   * (a text in every member's name made PostgreSQL hash the whole `users` table).
   */
  related: <M extends LucidModel>(
    column: string,
    table: string,
    columns: string[],
    max = MEMBER_IDS_MAX
  ): Search<M> => ({
    async prepare(q) {
      const match = db
        .from(table)
        .select(`${table}.id`)
        .where((or) => {
          for (const name of columns) or.orWhereRaw(likeSql(`${table}.${name}`), likeArgs(q))
        })
      const rows: Array<{ id: number | string }> = await firstMatches(match, max + 1)
      // At most `max`: those ids (an empty list is `1 = 0` in knex's SQL: no row, never all).
      const ids = rows.map((row) => Number(row.id))
      if (rows.length <= max) return (where) => where.orWhereIn(column, ids)
      return (where) => {
        const tests = columns.map((name) => likeSql(`related.${name}`)).join(' or ')
        where.orWhereRaw(
          `(select ${tests} from ${table} as related where related.id = ${qualify(where, column)})`,
          columns.flatMap(() => likeArgs(q))
        )
      }
    },
  }),
  /**
   * `column` points at a member whose email or name contains the text: their ids
   * when few members match, else a lookup of each row's member (`membersNamed`).
   */
  members: <M extends LucidModel>(column: string, max = MEMBER_IDS_MAX): Search<M> => ({
    async prepare(q) {
      const found = await membersNamed(q, max)
      if (found.broad) {
        return (where) => where.orWhereRaw(...memberNamedSql(qualify(where, column), q))
      }
      return (where) => where.orWhereIn(column, found.ids)
    },
  }),
  /** The column equals the text exactly (an id, an IP). */
  exact:
    <M extends LucidModel>(column: string): Search<M> =>
    (where, q) =>
      where.orWhere(column, q),
}

/** The list's column named with its table, for a correlated subquery. */
function qualify<M extends LucidModel>(where: Query<M>, column: string) {
  return column.includes('.') ? column : `${where.model.table}.${column}`
}

const likeSql = (column: string) => `lower(${column}) like ? escape ?`
const likeArgs = (q: string) => [likePattern(q), '\\']

export type Filter<M extends LucidModel> = {
  /** The accepted values (anything else in the URL is dropped); read per request when a function. */
  values: ReadonlyArray<string> | (() => Promise<string[]>)
  /** Narrows the query to one accepted value. */
  apply: (query: Query<M>, value: string) => void
  /** i18n key prefix of the values' labels, when not `<list>.<filter>`. */
  labels?: string
  /** Whether the page offers this filter's menu to the signed-in actor (a URL value still applies). */
  offered?: (ctx: HttpContext) => boolean
  /** The value that applies when the URL gives none (a list that always shows one FAQ page). */
  default?: string
}

/** Filter shapes most lists need (any other rule is a `{ values, apply }` of its own). */
export const filter = {
  /** The column holds one of `values`. */
  column: (column: string, values: ReadonlyArray<string>): Filter<any> => ({
    values,
    apply: (query, value) => query.where(column, value),
  }),
  /** A boolean column or condition, as `yes` / `no` (labelled `common.yes` / `common.no`). */
  yesNo: (apply: (query: Query<any>, yes: boolean) => void, labels = 'common'): Filter<any> => ({
    values: ['yes', 'no'],
    apply: (query, value) => apply(query, value === 'yes'),
    labels,
  }),
  /** The `thai` filter of a bilingual content list (`missing` | `complete`, labelled `list.thai.*`). */
  thai: (kind: ThaiContentKind): Filter<any> => ({
    values: THAI_FILTER,
    apply: (query, value) => whereThai(query, kind, value),
    labels: 'list.thai',
  }),
}

/** A free-text URL parameter: how it narrows the query, and the shape a value must have (else dropped). */
export type TextFilter<M extends LucidModel> = {
  /** The shape a value must have (anything else is dropped); any text when not given. */
  accept?: RegExp
  apply: (query: Query<M>, value: string) => void
}

type Transformer<R, Rest extends unknown[]> = new (
  resource: R,
  ...rest: Rest
) => {
  toObject(): unknown
}

type RowOf<T> = T extends new (...args: any[]) => { toObject(): infer Row } ? Row : never

/** A CSV cell: a field of the transformed row, or read from the row and its record. */
export type CsvCell<M extends LucidModel, Row> =
  | (keyof Row & string)
  | ((row: Row, record: InstanceType<M>, extra: any) => string | number | null | undefined)

export type ListDeclaration<
  M extends LucidModel,
  T extends Transformer<InstanceType<M>, Rest>,
  Rest extends unknown[],
  S extends string,
  F extends string,
> = {
  /** The list's name: its URL prefix in i18n keys (`<name>.filters.<filter>`, …) unless `i18n` says otherwise. */
  name: string
  /** The i18n namespace of its labels, when not `name`. */
  i18n?: string
  /** The list page's route name (`<route>.export` is its CSV); the export refusal returns there. */
  route: ListRoute
  model: M
  /** Columns of the list's table (or clauses from `search.*`) any of which may contain the search text. */
  search?: ReadonlyArray<Search<M>>
  /** Sort key (as in the URL) → column. The first is the default unless `defaultSort` says otherwise. */
  sorts: Readonly<Record<S, string>>
  defaultSort: NoInfer<S>
  defaultDir?: SortDir
  filters?: Readonly<Record<F, Filter<M>>>
  /** The `from` / `to` day filters (Bangkok days, inclusive) narrow this column. */
  dateRange?: string
  /**
   * Free-text URL parameters that narrow the list (an id, an amount): trimmed, at most 64
   * characters, dropped unless they match `accept`, echoed in `filters` (empty
   * `filterOptions`) so "clear filters" clears them.
   */
  textFilters?: Readonly<Record<string, TextFilter<M>>>
  /** Which rows the signed-in actor may see at all (a lawyer: their own). */
  scope?: (query: Query<M>, ctx: HttpContext) => void
  /** A member's list: the column naming the signed-in user, whose rows alone the list holds. */
  owner?: string
  /**
   * The columns each row needs, when not all of them (qualified: `users.id`; the primary
   * key among them). A list of wide records reads only what its transformer and CSV use:
   * every column read is hydrated, and each date column parsed, for every row.
   */
  columns?: ReadonlyArray<string | RawQuery>
  /** Relations each row needs (also on every CSV batch). */
  preload?: (query: Query<M>) => void
  transformer: T
  /** The transformer's arguments after the record (the reader's language, a calendar). */
  context?: (ctx: HttpContext) => Rest | Promise<Rest>
  defaultSize?: number
  maxSize?: number
  countCap?: number
  csv?: {
    filename: string
    /** Header → cell. Headers are part of the file's contract: keep them. */
    columns: Readonly<Record<string, CsvCell<M, RowOf<T>>>>
    /** Read once per export and given to every cell function (the survey's questions). */
    extra?: () => Promise<unknown>
    /** More rows than this: an error flash and back to the list, nothing exported. */
    max?: number
    /** Exports of personal data leave a trace under this audit action. */
    audit?: string
  }
}

export type ListProp<Row> = ListPage<Row> & {
  /** The i18n namespace the DataTable derives its labels from. */
  name: string
  /** The list page's route name (its export is `<route>.export`). */
  route: string
  /** The list has the `from` / `to` day filters. */
  dateRange: boolean
  /** i18n key prefix of each filter's value labels. */
  filterLabels: Record<string, string>
}

export function defineList<
  M extends LucidModel,
  T extends Transformer<InstanceType<M>, Rest>,
  S extends string,
  F extends string = never,
  Rest extends unknown[] = [],
>(declaration: ListDeclaration<M, T, Rest, S, F>) {
  type Row = RowOf<T>
  const ns = declaration.i18n ?? declaration.name
  const filters = (declaration.filters ?? {}) as Record<F, Filter<M>>
  const names = Object.keys(filters) as F[]
  const textFilters = (declaration.textFilters ?? {}) as Record<string, TextFilter<M>>
  const texts = Object.keys(textFilters)

  async function spec(): Promise<ListSpec<S, F>> {
    const values = await Promise.all(
      names.map(async (name) => {
        const accepted = filters[name].values
        return [name, typeof accepted === 'function' ? await accepted() : accepted] as const
      })
    )
    return {
      sorts: declaration.sorts,
      defaultSort: declaration.defaultSort,
      defaultDir: declaration.defaultDir ?? 'desc',
      filters: Object.fromEntries(values) as Record<F, ReadonlyArray<string>>,
      defaultSize: declaration.defaultSize,
      maxSize: declaration.maxSize,
      countCap: declaration.countCap,
    }
  }

  async function read(ctx: HttpContext) {
    const listSpec = await spec()
    const qs = ctx.request.qs()
    const params = parseListQuery(qs, listSpec)
    for (const name of names) {
      const fallback = filters[name].default
      if (fallback !== undefined && !params.filters[name]) params.filters[name] = fallback
    }
    const range = declaration.dateRange ? parseDayRange(qs) : {}
    const text: Record<string, string> = {}
    for (const name of texts) {
      const raw = Array.isArray(qs[name]) ? qs[name][0] : qs[name]
      const value = typeof raw === 'string' ? raw.trim().slice(0, 64) : ''
      if (value && (textFilters[name].accept?.test(value) ?? true)) text[name] = value
    }
    // The search's clauses, with the lookups some of them make first.
    const searches = params.q
      ? await Promise.all(
          (declaration.search ?? []).map((clause) =>
            typeof clause === 'object' ? clause.prepare(params.q) : clause
          )
        )
      : []
    return { listSpec, params, range, text, searches }
  }

  type Read = {
    params: ListParams<S, F>
    range: DayRange
    text: Record<string, string>
    searches: Array<string | SearchClause<M>>
  }

  /** What each row reads: its columns and relations. */
  function shape(query: Query<M>) {
    if (declaration.columns) query.select(...declaration.columns)
    declaration.preload?.(query)
  }

  function narrow(query: Query<M>, ctx: HttpContext, { params, range, text, searches }: Read) {
    if (declaration.owner) query.where(declaration.owner, ctx.auth.getUserOrFail().id)
    declaration.scope?.(query, ctx)
    for (const [name, value] of Object.entries(text)) textFilters[name].apply(query, value)
    if (params.q && searches.length > 0) {
      query.where((group) => {
        for (const clause of searches) {
          if (typeof clause === 'string') group.orWhereRaw(likeSql(clause), likeArgs(params.q))
          else clause(group as Query<M>, params.q)
        }
      })
    }
    for (const name of names) {
      const value = params.filters[name]
      if (value) filters[name].apply(query, value)
    }
    if (declaration.dateRange) {
      const dialect = db.connection().dialect.name
      const { from, until } = dayBounds(range)
      if (from) query.where(declaration.dateRange, '>=', sqlTime(from, dialect))
      if (until) query.where(declaration.dateRange, '<', sqlTime(until, dialect))
    }
    return query
  }

  const transformer = declaration.transformer as unknown as new (
    resource: InstanceType<M>,
    ...rest: Rest
  ) => { toObject(): Row }
  const context = async (ctx: HttpContext) =>
    declaration.context ? await declaration.context(ctx) : ([] as unknown as Rest)

  return {
    name: declaration.name,

    /** One page of the list as the DataTable reads it. */
    async page(ctx: HttpContext): Promise<ListProp<Row>> {
      const { listSpec, ...state } = await read(ctx)
      const rest = await context(ctx)
      const page = await listPage(
        declaration.model,
        state.params,
        listSpec,
        (query) => {
          narrow(query, ctx, state)
          // The kit counts over a subquery of ids, so preloads only run for the page's rows.
          shape(query)
        },
        (record) => new transformer(record, ...rest).toObject()
      )
      return {
        ...page,
        // The day range and text filters travel with the other filters (URL, "clear filters").
        filters: { ...page.filters, ...state.range, ...state.text },
        filterOptions: {
          ...page.filterOptions,
          ...(declaration.dateRange ? { from: [], to: [] } : {}),
          ...Object.fromEntries(texts.map((name) => [name, []])),
        },
        name: ns,
        route: declaration.route,
        dateRange: Boolean(declaration.dateRange),
        filterLabels: Object.fromEntries(
          names
            .filter((name) => filters[name].offered?.(ctx) ?? true)
            .map((name) => [name, filters[name].labels ?? `${ns}.${name}`])
        ),
      }
    },

    /**
     * The URL's search and filters as a narrowing, for an export the `csv` below cannot
     * express (raw rows, its own audit): exactly the set the page lists.
     */
    async filtered(ctx: HttpContext) {
      const state = await read(ctx)
      return {
        narrow: (query: Query<M>) => narrow(query, ctx, state),
        q: state.params.q,
        filters: { ...state.params.filters, ...state.range, ...state.text },
      }
    },

    /** The filtered set as a CSV download (or a flash when it is larger than the list allows). */
    async csv(ctx: HttpContext) {
      const csv = declaration.csv
      if (!csv) throw new Error(`The ${declaration.name} list declares no CSV`)
      const state = await read(ctx)
      const { params } = state
      const rest = await context(ctx)
      let rows: number | null = null
      if (csv.max !== undefined || csv.audit) {
        const counted = await narrow(declaration.model.query() as Query<M>, ctx, state)
          .count('* as total')
          .pojo<{ total: number | string }>()
        rows = Number(counted[0].total)
      }
      if (csv.max !== undefined && rows! > csv.max) {
        ctx.session.flash('error', ctx.i18n.t(`${ns}.flash.export_too_large`, { max: csv.max }))
        const back = ctx.response.redirect().withQs()
        return back.toRoute(...([declaration.route] as Parameters<typeof back.toRoute>))
      }
      if (csv.audit) {
        await AuditLog.record(csv.audit, {
          actor: ctx.auth.user!,
          changes: {
            after: {
              rows,
              q: params.q,
              filters: { ...params.filters, ...state.range, ...state.text },
            },
          },
          ip: ctx.request.ip(),
        })
      }
      const extra = await csv.extra?.()
      // Each record is transformed once, whatever the number of columns.
      const transformed = new WeakMap<InstanceType<M>, Row>()
      const rowOf = (record: InstanceType<M>) => {
        if (!transformed.has(record))
          transformed.set(record, new transformer(record, ...rest).toObject())
        return transformed.get(record)!
      }
      const columns = Object.entries(csv.columns).map(([header, cell]) => ({
        header,
        value: (record: InstanceType<M>) => {
          const row = rowOf(record)
          const value =
            typeof cell === 'function'
              ? (cell as Exclude<typeof cell, string>)(row, record, extra)
              : row[cell as keyof Row]
          return (value ?? null) as string | number | null
        },
      }))
      streamCsv(
        ctx,
        csv.filename,
        declaration.model,
        (query) => {
          narrow(query as Query<M>, ctx, state)
          shape(query as Query<M>)
        },
        columns
      )
    },
  }
}
