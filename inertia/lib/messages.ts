/**
 * ICU messages on the client, in the same syntax as the server's
 * @adonisjs/i18n (which formats with intl-messageformat): `{name}`,
 * `{count, plural, =0 {none} one {# page} other {# pages}}` (with
 * `offset:`), `{role, select, ...}`, `selectordinal`, `{n, number}` and
 * apostrophe quoting. Tags in a message (`<strong>`) are text: markup is not
 * built from strings. This small reader replaces intl-messageformat in the
 * browser (DESIGN §6, first load: its parser was 15 KB gzip);
 * tests/unit/i18n_format.spec.ts checks it against intl-messageformat on
 * every message of the language files.
 */

type Values = Record<string, string | number>
type Part =
  | string
  | { arg: string; pound?: false; type?: string; offset?: number; options?: Record<string, Part[]> }
  | { pound: true }

/** Thrown for a message this reader cannot parse; the message is then shown with its placeholders replaced. */
class Unreadable extends Error {}

function parse(message: string): Part[] {
  let index = 0

  function text(inPlural: boolean, until: string): Part[] {
    const parts: Part[] = []
    let literal = ''
    while (index < message.length) {
      const char = message[index]
      if (char === "'") {
        const next = message[index + 1]
        if (next === "'") {
          literal += "'"
          index += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          // Quoted text runs to the next lone apostrophe.
          const end = message.indexOf("'", index + 1)
          const stop = end === -1 ? message.length : end
          literal += message.slice(index + 1, stop).replace(/''/g, "'")
          index = stop + 1
        } else {
          literal += "'"
          index++
        }
      } else if (char === '{') {
        if (literal) parts.push(literal)
        literal = ''
        index++
        parts.push(argument())
      } else if (char === '}' && until === '}') {
        break
      } else if (char === '#' && inPlural) {
        if (literal) parts.push(literal)
        literal = ''
        parts.push({ pound: true })
        index++
      } else {
        literal += char
        index++
      }
    }
    if (literal) parts.push(literal)
    return parts
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(index))
    if (!match) throw new Unreadable()
    index += match[0].length
    return match[1]
  }

  function argument(): Part {
    const arg = word()
    if (message[index] === '}') {
      index++
      return { arg }
    }
    if (message[index] !== ',') throw new Unreadable()
    index++
    const type = word()
    if (message[index] === '}') {
      index++
      return { arg, type }
    }
    if (message[index] !== ',') throw new Unreadable()
    index++
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      // A style (`{n, number, percent}`): formatted as a plain number.
      const end = message.indexOf('}', index)
      if (end === -1) throw new Unreadable()
      index = end + 1
      return { arg, type }
    }
    const options: Record<string, Part[]> = {}
    let offset = 0
    while (true) {
      const key = word()
      if (key.startsWith('offset:')) {
        offset = Number(key.slice(7) || word())
        continue
      }
      if (message[index] !== '{') throw new Unreadable()
      index++
      options[key] = text(type !== 'select', '}')
      if (message[index] !== '}') throw new Unreadable()
      index++
      const rest = /^\s*/.exec(message.slice(index))![0]
      index += rest.length
      if (message[index] === '}') {
        index++
        break
      }
      if (index >= message.length) throw new Unreadable()
    }
    if (!options.other) throw new Unreadable()
    return { arg, type, offset, options }
  }

  const parts = text(false, '')
  if (index < message.length) throw new Unreadable()
  return parts
}

const parsed = new Map<string, Part[] | null>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}

function pluralCategory(value: number, locale: string, ordinal: boolean): string {
  const key = `${locale}:${ordinal}`
  let rules = pluralRules.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })
    pluralRules.set(key, rules)
  }
  return rules.select(value)
}

/** A value the message needs is missing. */
class Missing extends Error {}

function render(parts: Part[], values: Values, locale: string, pound?: number): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part
    } else if (part.pound) {
      out += pound === undefined ? '#' : formatNumber(pound, locale)
    } else {
      if (!(part.arg in values)) throw new Missing()
      const value = values[part.arg]
      if (!part.options) {
        out +=
          typeof value === 'number' || part.type === 'number'
            ? formatNumber(Number(value), locale)
            : String(value)
      } else if (part.type === 'select') {
        out += render(part.options[String(value)] ?? part.options.other, values, locale, pound)
      } else {
        const number = Number(value)
        const shifted = number - (part.offset ?? 0)
        const option =
          part.options[`=${number}`] ??
          part.options[pluralCategory(shifted, locale, part.type === 'selectordinal')] ??
          part.options.other
        out += render(option, values, locale, shifted)
      }
    }
  }
  return out
}

/** `{name}` replaced from values; a placeholder without a value stays visible. */
function replacePlaceholders(message: string, values: Values): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match
  )
}

export function formatMessage(message: string, values: Values = {}, locale = 'en'): string {
  // Plain text, or only simple placeholders: nothing to parse.
  if (!/\{\s*\w+\s*,/.test(message)) {
    return replacePlaceholders(message, values)
  }
  if (!parsed.has(message)) {
    try {
      parsed.set(message, parse(message))
    } catch {
      parsed.set(message, null)
    }
  }
  const parts = parsed.get(message)
  if (!parts) return replacePlaceholders(message, values)
  try {
    return render(parts, values, locale)
  } catch {
    // A value the message needs is missing: show the message, not a crash.
    return replacePlaceholders(message, values)
  }
}
