/**
 * A small RFC 4180 reader for the files staff bring in (the legacy members
 * import): fields separated by commas, optionally in double quotes, a quote
 * inside quotes doubled (""), commas and line breaks allowed inside quotes,
 * records ended by CRLF or LF, a leading UTF-8 byte-order mark dropped
 * (spreadsheets write one). Each record keeps the file line it starts on,
 * so errors can name it. A blank line is skipped, not a record.
 */
export type CsvRecord = { line: number; fields: string[] }

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string
  ) {
    super(`line ${line}: ${message}`)
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let start = 1
  let quoted = false
  /** Whether the current field began with a quote (then only a separator may follow its closing quote). */
  let wasQuoted = false
  let i = 0

  const endField = () => {
    fields.push(field)
    field = ''
    wasQuoted = false
  }
  const endRecord = () => {
    endField()
    const blank = fields.length === 1 && fields[0] === ''
    if (!blank) records.push({ line: start, fields })
    fields = []
  }

  while (i < text.length) {
    const char = text[i]
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i++
        const next = text[i]
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(line, 'a closing quote must end its field')
        }
        continue
      }
      if (char === '\n') line++
      field += char
      i++
      continue
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) {
        throw new CsvSyntaxError(line, 'a quote inside an unquoted field')
      }
      quoted = true
      wasQuoted = true
      i++
      continue
    }
    if (char === ',') {
      endField()
      i++
      continue
    }
    if (char === '\r' || char === '\n') {
      endRecord()
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1
      line++
      start = line
      continue
    }
    field += char
    i++
  }
  if (quoted) throw new CsvSyntaxError(start, 'a quoted field is never closed')
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord()
  return records
}
