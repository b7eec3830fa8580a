/**
 * Bad inputs for the fuzz harness, generated from a
 * validator's JSON Schema (VineJS 4 `validator.toJSONSchema()`): for every
 * field, wrong types, missing and extra fields, arrays and objects for
 * scalars, huge strings, NUL bytes, emoji and combining marks, Thai, RTL
 * marks, SQL/HTML/JS payloads, huge and negative numbers, impossible dates;
 * and whole-body oddities. Pure functions, no I/O.
 */

export type JsonSchema = {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** One request body to send, with a label saying what is wrong with it. */
export type FuzzInput = {
  label: string
  body: unknown
  /** Sent raw (with this content type) instead of being encoded. */
  raw?: { contentType: string; text: string }
}

/** 1 MB: over the body parser's 1 MB limit once encoded. */
export const ONE_MB = 'a'.repeat(1024 * 1024)
/** Just under the body parser's limit, so it reaches the validator. */
export const NEAR_LIMIT = 'b'.repeat(900 * 1024)

/** Strings that break naive code: encodings, scripts, injections. */
export const NASTY_STRINGS: ReadonlyArray<[string, string]> = [
  ['empty', ''],
  ['spaces only', '   \t  '],
  ['NUL bytes', 'abc\u0000def\u0000'],
  ['only NUL', '\u0000'],
  ['control characters', '\u0001\u0002\u0007\u001b[31m\u007f'],
  ['emoji', '👩‍👩‍👧‍👦🏳️‍🌈🇹🇭💩'],
  ['combining marks', 'Z̸̢͉̈́a̵̦̔l̶̰̓g̷̱͝o̴̝͒ ė́̃̄'],
  ['Thai', 'สวัสดีครับ ทดสอบภาษาไทย ๑๒๓'],
  ['Thai with marks only', '\u0e31\u0e34\u0e47\u0e48\u0e49'],
  ['RTL override', '\u202Etxt.exe\u202C abc'],
  ['RTL text', 'مرحبا بالعالم \u200F שלום'],
  ['zero-width', '\u200B\u200C\u200D\uFEFF'],
  ['lone surrogate', 'a\uD800b'],
  ['SQL quote', "' OR '1'='1"],
  ['SQL drop', "'; DROP TABLE users; --"],
  ['SQL union', '1 UNION SELECT password FROM users--'],
  ['HTML script', '<script>window.__xss=1</script>'],
  ['HTML img onerror', '<img src=x onerror="window.__xss=1">'],
  ['JS URL', 'javascript:window.__xss=1'],
  ['template', '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}'],
  ['path traversal', '../../../../etc/passwd'],
  ['CRLF header', 'a\r\nSet-Cookie: injected=1\r\n'],
  ['prototype key', '__proto__'],
  ['JSON in string', '{"$gt":""}'],
  ['very long Thai', 'ก'.repeat(70_000)],
  ['near body limit', NEAR_LIMIT],
  ['1 MB', ONE_MB],
]

export const NASTY_NUMBERS: ReadonlyArray<[string, unknown]> = [
  ['zero', 0],
  ['negative', -1],
  ['negative huge', -1e308],
  ['huge', 1e308],
  ['beyond safe integer', 9007199254740993],
  ['int64 overflow string', '99999999999999999999999'],
  ['int32 overflow', 2147483648],
  ['fraction', 1.5],
  ['tiny fraction', 1e-12],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['hex string', '0x10'],
  ['exponent string', '1e5'],
  ['minus zero', '-0'],
  ['number with spaces', ' 1 '],
  ['boolean true', true],
]

export const NASTY_DATES: ReadonlyArray<[string, unknown]> = [
  ['February 30', '2023-02-30'],
  ['not a leap year', '2023-02-29'],
  ['month 13', '2023-13-01'],
  ['day 0', '2023-01-00'],
  ['year 0', '0000-00-00'],
  ['far future', '9999-12-31'],
  ['before 1900', '1899-12-31'],
  ['beyond JS dates', '+275760-09-14'],
  ['words', 'yesterday'],
  ['timestamp', 1700000000000],
  ['other format', '31/12/2020'],
]

export const NASTY_EMAILS: ReadonlyArray<[string, unknown]> = [
  ['no domain', 'someone@'],
  ['no local part', '@example.com'],
  ['double dot', 'a@example..com'],
  ['300 characters', `${'x'.repeat(300)}@example.com`],
  ['Thai address', 'ผู้ใช้@ตัวอย่าง.ไทย'],
  ['NUL inside', 'a\u0000@example.com'],
  ['header injection', 'a@example.com\r\nBcc: victim@example.com'],
  ['list', 'a@example.com, b@example.com'],
]

/** Values of the wrong type for any field. */
export const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['number', 12345],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['array of objects', [{ a: 1 }]],
  ['empty object', {}],
  ['object', { nested: { deeper: 'x' } }],
  ['prototype pollution', JSON.parse('{"__proto__": {"isAdmin": true}}')],
]

/** Fields a mass-assignment attack would add. */
export const EXTRA_FIELDS: Record<string, unknown> = {
  id: 1,
  role_id: 3,
  roleId: 3,
  user_id: 1,
  is_free_member: true,
  is_omise_user: true,
  email_verified_at: '2020-01-01',
  deleted_at: null,
  password: 'Injected-123',
  status: 'active',
  // Own keys named __proto__ and constructor, as a JSON body carries them.
  ...JSON.parse(
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'
  ),
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]

/** A value the field would accept (as far as the schema tells), so other fields' faults are reached. */
export function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'value'
  if (schema.enum && schema.enum.length > 0) return schema.enum[0]
  const types = typesOf(schema)
  if (types.includes('integer') || types.includes('number')) {
    return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1
  }
  if (types.includes('boolean')) return true
  if (types.includes('array')) return []
  if (types.includes('object')) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)])
    )
  }
  if (types.includes('string')) {
    if (schema.format === 'email') return 'fuzz.tester@example.com'
    if (schema.format === 'date' || schema.format === 'date-time' || /date/.test(name)) {
      return '1990-05-17'
    }
    if (/phone/.test(name)) return '+66 81 234 5678'
    if (/password/.test(name)) return 'Fuzz-pass-2026'
    const min = schema.minLength ?? 0
    const text = 'Plausible text for the fuzz harness'
    return text.length >= min
      ? text.slice(0, schema.maxLength ?? text.length)
      : text.padEnd(min, 'x')
  }
  // vine.accepted() and untyped fields: what a checked checkbox sends.
  return 'on'
}

/** The faults worth trying for one field, by its schema. */
export function faultsFor(schema: JsonSchema): Array<[string, unknown]> {
  const types = typesOf(schema)
  const faults: Array<[string, unknown]> = [...WRONG_TYPES]
  const isString = types.includes('string')
  const isNumber = types.includes('integer') || types.includes('number')
  if (isString || types.length === 0) faults.push(...NASTY_STRINGS)
  else
    faults.push(
      ...NASTY_STRINGS.filter(([label]) =>
        ['empty', 'SQL quote', 'HTML script', 'Thai'].includes(label)
      )
    )
  if (isString && schema.maxLength !== undefined) {
    faults.push([`${schema.maxLength + 1} characters`, 'x'.repeat(schema.maxLength + 1)])
  }
  if (isString && schema.minLength !== undefined && schema.minLength > 1) {
    faults.push([`${schema.minLength - 1} characters`, 'x'.repeat(schema.minLength - 1)])
  }
  if (schema.format === 'email') faults.push(...NASTY_EMAILS)
  if (isNumber) faults.push(...NASTY_NUMBERS)
  if (isNumber && schema.maximum !== undefined) faults.push(['above maximum', schema.maximum + 1])
  if (isNumber && schema.minimum !== undefined) faults.push(['below minimum', schema.minimum - 1])
  if (isString && (schema.format?.startsWith('date') || schema.pattern?.includes('\\d{4}'))) {
    faults.push(...NASTY_DATES)
  }
  if (schema.enum) {
    const first = String(schema.enum[0])
    faults.push(['not in the list', 'not-one-of-the-choices'])
    faults.push([
      'other case',
      first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
    ])
    faults.push(['padded', ` ${first} `])
    faults.push(['all choices as a list', schema.enum])
  }
  if (types.includes('array')) {
    faults.push(['10,000 items', Array.from({ length: 10_000 }, (_, index) => `item-${index}`)])
    faults.push(['nested arrays', [[['deep']]]])
    faults.push(['duplicates', ['a', 'a', 'a']])
  }
  if (types.includes('object')) {
    let deep: unknown = 'bottom'
    for (let level = 0; level < 500; level++) deep = { level: deep }
    faults.push(['500 levels deep', deep])
    faults.push(['unknown keys', { 'unknown': 'x', '999999': 1 }])
  }
  // Dates come from vine.date(), which the JSON Schema shows as a string.
  if (isString && !schema.format && !schema.enum) {
    faults.push(...NASTY_DATES.slice(0, 3))
  }
  return faults
}

/**
 * Every bad input for a validator's schema: each field faulted in turn
 * (the others plausible), each required field missing, extra fields, and
 * whole bodies of the wrong shape.
 */
export function inputsFromSchema(
  schema: JsonSchema | null,
  base: Record<string, unknown> = {}
): FuzzInput[] {
  const properties = schema?.properties ?? {}
  const valid: Record<string, unknown> = {
    ...Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [name, plausible(field, name)])
    ),
    ...base,
  }
  const inputs: FuzzInput[] = []
  for (const [name, field] of Object.entries(properties)) {
    if (name in base) continue
    for (const [label, value] of faultsFor(field)) {
      inputs.push({ label: `${name}: ${label}`, body: { ...valid, [name]: value } })
    }
    if (schema?.required?.includes(name)) {
      const rest = { ...valid }
      delete rest[name]
      inputs.push({ label: `${name}: missing`, body: rest })
    }
    // Nested answers (the survey): fault each nested field as well.
    for (const [nested, nestedSchema] of Object.entries(field.properties ?? {})) {
      for (const [label, value] of faultsFor(nestedSchema).slice(0, 30)) {
        inputs.push({
          label: `${name}.${nested}: ${label}`,
          body: { ...valid, [name]: { ...(valid[name] as object), [nested]: value } },
        })
      }
    }
  }
  inputs.push(...bodyFaults(valid, Object.keys(properties)))
  return inputs
}

/** Whole bodies that are wrong whatever the fields are. */
export function bodyFaults(valid: Record<string, unknown>, fields: string[]): FuzzInput[] {
  const everyField = (value: unknown) =>
    Object.fromEntries([...fields, ...Object.keys(valid)].map((name) => [name, value]))
  return [
    { label: 'empty body', body: {} },
    { label: 'plausible values plus mass-assignment fields', body: { ...valid, ...EXTRA_FIELDS } },
    { label: 'every field null', body: everyField(null) },
    { label: 'every field an array', body: everyField(['x', 'y']) },
    { label: 'every field an object', body: everyField({ x: 'y' }) },
    { label: 'every field a script', body: everyField('<script>window.__xss=1</script>') },
    { label: 'every field 1 MB', body: everyField(ONE_MB) },
    { label: 'body is an array', body: [valid] },
    { label: 'body is a string', body: 'just a string' },
    {
      label: '1,000 unknown fields',
      body: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])),
    },
    {
      label: 'malformed JSON',
      body: null,
      raw: { contentType: 'application/json', text: '{"name": "x",' },
    },
    {
      label: 'JSON with a BOM',
      body: null,
      raw: { contentType: 'application/json', text: `\uFEFF${JSON.stringify(valid)}` },
    },
    {
      label: 'JSON sent as text/plain',
      body: null,
      raw: { contentType: 'text/plain', text: JSON.stringify(valid) },
    },
    {
      label: 'XML body',
      body: null,
      raw: {
        contentType: 'application/xml',
        text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      },
    },
    {
      label: 'broken form encoding',
      body: null,
      raw: {
        contentType: 'application/x-www-form-urlencoded',
        text: 'name=%E0%A4%A&email=%%%&a[b][c][d][e][f][g][h]=1',
      },
    },
    {
      label: 'deep form nesting',
      body: null,
      raw: {
        contentType: 'application/x-www-form-urlencoded',
        text: `${'a'.concat('[x]'.repeat(200))}=1`,
      },
    },
    {
      label: 'form array for every field',
      body: null,
      raw: {
        contentType: 'application/x-www-form-urlencoded',
        text: fields.map((f) => `${f}[]=1&${f}[]=2`).join('&') || 'x[]=1',
      },
    },
    {
      label: 'multipart with a file',
      body: null,
      raw: { contentType: 'multipart/form-data; boundary=fuzzboundary', text: multipart(fields) },
    },
  ]
}

function multipart(fields: string[]): string {
  const parts = (fields.length ? fields : ['field']).map(
    (name) =>
      `--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"; filename="../../evil.php"\r\nContent-Type: application/x-php\r\n\r\n<?php system($_GET['c']); ?>\r\n`
  )
  return `${parts.join('')}--fuzzboundary--\r\n`
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is
 * sent as the invalid UTF-8 bytes a careless client would send.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...text]
      .map((char) => {
        const unit = char.charCodeAt(0)
        if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
          const bytes = [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
        }
        return encodeURIComponent(char)
      })
      .join('')
  }
}

/** Form encoding the way qs (the body parser) reads it: a[b]=c, a[0]=x. */
export function formEncode(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined) return [`${percentEncode(prefix)}=`]
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${percentEncode(prefix)}=`]
    return value.flatMap((item, index) => formEncode(item, `${prefix}[${index}]`))
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as object)
    if (entries.length === 0) return [`${percentEncode(prefix)}=`]
    return entries.flatMap(([key, item]) => formEncode(item, prefix ? `${prefix}[${key}]` : key))
  }
  return [`${percentEncode(prefix)}=${percentEncode(String(value))}`]
}

/** Generic inputs for a write whose validator the harness could not see (or that has none). */
export function inputsWithoutSchema(fieldNames: string[] = []): FuzzInput[] {
  const fields = fieldNames.length ? fieldNames : ['name', 'email', 'id', 'message']
  const inputs: FuzzInput[] = []
  for (const name of fields) {
    for (const [label, value] of [...WRONG_TYPES, ...NASTY_STRINGS.slice(0, 12)]) {
      inputs.push({ label: `${name}: ${label}`, body: { [name]: value } })
    }
  }
  inputs.push(...bodyFaults({}, fields))
  return inputs
}

/** A small deterministic PRNG (mulberry32), so a CI run is repeatable. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` items picked without repetition by a seeded PRNG (all when there are fewer). */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items]
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy.slice(0, count)
}
