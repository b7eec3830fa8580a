import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CsvError, parse } from 'csv-parse'

/**
 * Reads the CSV files staff bring in (the legacy members import) with
 * csv-parse, streaming: fields in optional double quotes, a quote inside
 * quotes doubled (""), separators and line breaks allowed inside quotes,
 * records ended by CRLF or LF, a leading UTF-8 byte-order mark dropped
 * (spreadsheets write one), blank lines skipped. The separator is a comma
 * or a semicolon (spreadsheets in many locales write `;`): given, or
 * detected from the first line. Each record keeps the file line it starts
 * on, and a syntax error names the line of the record it is in.
 */
export type CsvRecord = { line: number; fields: string[] }

export type CsvDelimiter = ',' | ';'

export type CsvSource = string | Buffer | AsyncIterable<string | Buffer>

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string
  ) {
    super(`line ${line}: ${message}`)
  }
}

/** The separator a first line uses more often outside quotes (a comma when tied). */
export function detectDelimiter(firstLine: string): CsvDelimiter {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/** What csv-parse's error codes mean to the person who wrote the file. */
const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote must end its field',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field',
}

const lineBreaks = (fields: string[]) =>
  fields.reduce((count, field) => count + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0)

/**
 * The source's chunks, after reading as many as it takes to see its first
 * line (to detect the separator) without holding more of the file.
 */
async function withFirstLine(source: CsvSource) {
  const chunks: Array<string | Buffer> =
    typeof source === 'string' || Buffer.isBuffer(source) ? [source] : []
  const iterator =
    chunks.length === 0 ? (source as AsyncIterable<string | Buffer>)[Symbol.asyncIterator]() : null
  let head = chunks.map(String).join('')
  while (iterator && !/[\r\n]/.test(head)) {
    const next = await iterator.next()
    if (next.done) break
    chunks.push(next.value)
    head += String(next.value)
  }
  async function* all() {
    yield* chunks
    if (iterator) yield* { [Symbol.asyncIterator]: () => iterator }
  }
  return { firstLine: head.split(/\r\n|\r|\n/, 1)[0], chunks: all() }
}

export async function* readCsv(
  source: CsvSource,
  options: { delimiter?: CsvDelimiter } = {}
): AsyncGenerator<CsvRecord> {
  const { firstLine, chunks } = await withFirstLine(source)
  /** The line the next record starts on, before any blank lines skipped before it. */
  let next = 1
  let emptyLines = 0
  /** The start lines of the records parsed and not yet yielded, in order. */
  const startLines: number[] = []
  const parser = parse({
    bom: true,
    delimiter: options.delimiter ?? detectDelimiter(firstLine),
    // A row with too few or too many fields is the caller's to report, with its line.
    relax_column_count: true,
    skip_empty_lines: true,
    // Lines are counted as records are parsed (not as they are consumed), so that an
    // error further on still knows where the records before it ended.
    on_record: (fields, context) => {
      const line = next + (context.empty_lines - emptyLines)
      emptyLines = context.empty_lines
      next = line + 1 + lineBreaks(fields)
      startLines.push(line)
      return fields
    },
  })
  // Errors (a read error of the source too) reach the loop below through the parser.
  pipeline(Readable.from(chunks, { objectMode: false }), parser).catch(() => {})

  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      yield { line: startLines.shift()!, fields }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const skipped = (error as CsvError & { empty_lines?: number }).empty_lines ?? emptyLines
    throw new CsvSyntaxError(
      next + Math.max(0, skipped - emptyLines),
      MESSAGES[error.code] ?? error.message
    )
  }
}

/** Every record of a source (the whole file is read before anything is returned). */
export async function parseCsv(
  source: CsvSource,
  options: { delimiter?: CsvDelimiter } = {}
): Promise<CsvRecord[]> {
  const records: CsvRecord[] = []
  for await (const record of readCsv(source, options)) records.push(record)
  return records
}
