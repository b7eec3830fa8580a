import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/**
 * The rows of one list page again, with their relations preloaded in one
 * query per relation. Preloads cannot ride on the list's own query: the
 * kit counts with a clone of it, and a counted row has no foreign keys.
 */
export async function preloadPage<M extends LucidModel>(
  model: M,
  rows: InstanceType<M>[],
  preload: (query: ModelQueryBuilderContract<M, InstanceType<M>>) => void
): Promise<InstanceType<M>[]> {
  if (rows.length === 0) return rows
  const key = model.primaryKey
  const query = model.query().whereIn(key, rows.map((row) => row.$primaryKeyValue) as never[])
  preload(query as ModelQueryBuilderContract<M, InstanceType<M>>)
  const found = await query
  const loaded = new Map(found.map((row) => [row.$primaryKeyValue, row]))
  return rows.map((row) => (loaded.get(row.$primaryKeyValue) as InstanceType<M>) ?? row)
}
